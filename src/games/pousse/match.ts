import { chooseMove } from '../../core/ai.ts';
import { createRng, deriveSeed } from '../../core/rng.ts';
import { type EloEstimate, estimateElo } from '../../search/elo.ts';
import { wilsonInterval } from '../../search/wilson.ts';
import type { PousseAi } from './ais.ts';
import { allMoves } from './board.ts';
import { isOver, outcomeOf, type PousseState, playMove, startState } from './rules.ts';

/**
 * Paired matches for Pousse. The players are deterministic but for PLT's coin flips, so every
 * pair of games starts from its own random opening of `opening` plies (seeded, never one that
 * ends the game), played once with each player as X.
 */
export interface PousseMatch {
  readonly n: number;
  readonly a: PousseAi;
  readonly b: PousseAi;
  readonly pairs: number;
  readonly opening: number;
  readonly seed: number;
  /** A game this long counts as a draw (Pousse cannot draw, but a match must end). */
  readonly maxPlies?: number;
}

export interface MatchTally {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly score: number;
  readonly interval: readonly [number, number];
  readonly elo: EloEstimate;
  readonly plies: number;
}

export function openingOf(n: number, plies: number, seed: number): PousseState {
  const rng = createRng(seed);
  let state = startState(n);
  for (let i = 0; i < plies; i++) {
    const quiet = allMoves(n).filter((m) => !outcomeOf(playMove(state, m)));
    if (quiet.length === 0) break;
    state = playMove(state, rng.pick(quiet));
  }
  return state;
}

/** One game from `opening`; returns 1 if `first` (X's player) wins, 0 if it loses, ½ if cut. */
export function playGame(
  opening: PousseState,
  players: readonly [PousseAi, PousseAi],
  seed: number,
  maxPlies = 400,
): { points: number; plies: number; state: PousseState } {
  let state = opening;
  let ply = 0;
  while (!isOver(state)) {
    if (ply === maxPlies) return { points: 0.5, plies: ply, state };
    const mover = state.toMove;
    const rng = createRng(deriveSeed(seed, state.moves.length));
    const seat = { seat: mover, players: 2, history: state.moves };
    const move = chooseMove(players[mover] as PousseAi, state, seat, rng);
    state = playMove(state, move);
    ply++;
  }
  const outcome = outcomeOf(state);
  return { points: outcome?.kind === 'win' && outcome.winner === 0 ? 1 : 0, plies: ply, state };
}

/** One finished game of a match, for listings of the games lost. */
export interface MatchGame {
  readonly pair: number;
  readonly aIsX: boolean;
  /** The end position; its moves begin with the pair's opening. */
  readonly state: PousseState;
}

/** Plays the match; `onGame` hears each game's result for a's side as it ends. */
export function runMatch(
  m: PousseMatch,
  onGame: (done: number, points: number, game: MatchGame) => void = () => {},
): MatchTally {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  let plies = 0;
  let done = 0;
  for (let pair = 0; pair < m.pairs; pair++) {
    const seed = deriveSeed(m.seed, pair);
    const opening = openingOf(m.n, m.opening, seed);
    for (const aFirst of [true, false]) {
      // After an odd opening O is to move: "first" is whoever has X.
      const aIsX = aFirst;
      const players: [PousseAi, PousseAi] = aIsX ? [m.a, m.b] : [m.b, m.a];
      const game = playGame(opening, players, deriveSeed(seed, aFirst ? 1 : 2), m.maxPlies);
      const forA = aIsX ? game.points : 1 - game.points;
      if (forA === 1) wins++;
      else if (forA === 0) losses++;
      else draws++;
      plies += game.plies;
      onGame(++done, forA, { pair, aIsX, state: game.state });
    }
  }
  const games = wins + losses + draws;
  const score = (wins + draws / 2) / games;
  return {
    games,
    wins,
    draws,
    losses,
    score,
    interval: wilsonInterval(score, games),
    elo: estimateElo({ wins, draws, losses }),
    plies: plies / games,
  };
}
