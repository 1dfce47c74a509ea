import { chooseMove } from '../../../core/ai.ts';
import { unwrap } from '../../../core/result.ts';
import { createRng, deriveSeed } from '../../../core/rng.ts';
import { type OnitamaAi, parsePlayer } from '../ais.ts';
import type { CardName } from '../cards.ts';
import {
  moveToString,
  type OnitamaState,
  onitama,
  type Player,
  play,
  startState,
} from '../rules.ts';

/** One game of a match, as plain data so that a worker thread can play it. */
export interface GameJob {
  /** The game's number in the match: with the seed, it makes the players' randomness. */
  readonly game: number;
  readonly seed: number;
  /** Dealing order: blue's two, red's two, the side card. */
  readonly cards: readonly CardName[];
  /** Players in `parsePlayer`'s forms. Blue moves first. */
  readonly blue: string;
  readonly red: string;
  /** Onitama has no draw rule and two engines can repeat forever, so this many plies is a draw. */
  readonly maxPlies: number;
}

export interface GameOutcome {
  /** Null for a game that reached the ply cap. */
  readonly winner: Player | null;
  readonly plies: number;
}

/**
 * Players already parsed in this thread: an engine player's 32 MB table is then made once per
 * thread rather than once per game. It keeps its table from move to move and empties it when a
 * game begins (the history it is given), so a game plays the same whichever thread plays it.
 */
const players = new Map<string, OnitamaAi>();

function player(text: string): OnitamaAi {
  let ai = players.get(text);
  if (!ai) {
    // The match checked its players before dealing out the games.
    ai = unwrap(parsePlayer(text));
    players.set(text, ai);
  }
  return ai;
}

/** Each move's randomness comes from the seed, the game and the ply, whichever thread plays. */
export const playGame = (job: GameJob): GameOutcome =>
  playOut(startState(job.cards), [player(job.blue), player(job.red)], job.maxPlies, (ply) =>
    deriveSeed(job.seed, job.game, ply),
  );

/** Plays from `start` to a win or `maxPlies`, each move with an rng seeded by `seedOf(ply)`. */
export function playOut(
  start: OnitamaState,
  seats: readonly [OnitamaAi, OnitamaAi],
  maxPlies: number,
  seedOf: (ply: number) => number,
): GameOutcome {
  let state = start;
  const history: string[] = [];
  for (let plies = 0; ; plies++) {
    const result = onitama.result(state);
    if (result?.kind === 'win') return { winner: result.winner as Player, plies };
    if (plies === maxPlies) return { winner: null, plies };
    const rng = createRng(seedOf(plies));
    const seat = { seat: state.toMove, players: 2, history: history.slice() };
    const move = chooseMove(seats[state.toMove], state, seat, rng);
    history.push(moveToString(move));
    state = play(state, move);
  }
}
