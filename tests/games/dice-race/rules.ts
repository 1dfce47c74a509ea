import { excerpt } from '../../../src/core/excerpt.ts';
import { CHANCE, type Game, IllegalMoveError } from '../../../src/core/game.ts';
import { err, ok, type Result } from '../../../src/core/result.ts';
import {
  type DiceRaceParams,
  diceRaceInfo,
  MAX_LENGTH,
  MAX_PLAYERS,
  MIN_LENGTH,
  MIN_PLAYERS,
} from './info.ts';

/**
 * Dice Race: Pig on a track, a test game with dice and nothing hidden. A player rolls as often
 * as they like, adding each roll to the turn's run, and stops to move their token by the run; a
 * 1 loses the run. The die is a chance node of its own, resolved by the session from the seed.
 *
 * Unlike Pig, a 1 still moves the token one square: every turn then moves a token, so every
 * game ends within a bound on its plies, whatever the players do.
 */

export interface DiceRaceState {
  readonly length: number;
  /** Each player's square: 0 at the start, `length` at the finish. */
  readonly tokens: readonly number[];
  readonly turn: number;
  /** This turn's rolls, not yet moved: lost on a 1. */
  readonly run: number;
  /** The player rolled: chance gives the die next. */
  readonly rolling: boolean;
}

export type DiceRaceMove =
  | { readonly kind: 'roll' }
  /** Moves the token by the run and ends the turn. */
  | { readonly kind: 'stop' }
  /** The chance outcome of a roll. */
  | { readonly kind: 'die'; readonly face: number };

export const FACES = 6;

const winnerOf = (s: DiceRaceState): number => s.tokens.findIndex((t) => t >= s.length);

/** At a chance node the faces 1 to 6; else `roll`, then `stop` once the turn has a run. */
function legalMoves(s: DiceRaceState): DiceRaceMove[] {
  if (winnerOf(s) >= 0) return [];
  if (s.rolling) return Array.from({ length: FACES }, (_, i) => ({ kind: 'die', face: i + 1 }));
  return s.run > 0 ? [{ kind: 'roll' }, { kind: 'stop' }] : [{ kind: 'roll' }];
}

function isMove(move: unknown): move is DiceRaceMove {
  if (typeof move !== 'object' || move === null) return false;
  const { kind, face } = move as { kind?: unknown; face?: unknown };
  if (kind === 'roll' || kind === 'stop') return true;
  return (
    kind === 'die' && Number.isInteger(face) && (face as number) >= 1 && (face as number) <= FACES
  );
}

/** The one legality check, for `play` and `parseMove`: why `move` is illegal, or undefined. */
function whyIllegal(s: DiceRaceState, move: unknown): string | undefined {
  if (!isMove(move)) return `${JSON.stringify(move)} is not a Dice Race move`;
  if (winnerOf(s) >= 0) return 'the game is over';
  if (s.rolling !== (move.kind === 'die')) {
    return s.rolling ? 'the die is rolling' : 'nobody rolled the die';
  }
  if (move.kind === 'stop' && s.run === 0) return 'roll at least once before stopping';
  return undefined;
}

function apply(s: DiceRaceState, move: DiceRaceMove): DiceRaceState {
  const moveBy = (squares: number) =>
    s.tokens.map((t, i) => (i === s.turn ? Math.min(s.length, t + squares) : t));
  const nextTurn = (tokens: readonly number[]): DiceRaceState => ({
    ...s,
    tokens,
    turn: (s.turn + 1) % s.tokens.length,
    run: 0,
    rolling: false,
  });
  if (move.kind === 'roll') return { ...s, rolling: true };
  if (move.kind === 'stop') return nextTurn(moveBy(s.run));
  if (move.face === 1) return nextTurn(moveBy(1));
  const run = s.run + move.face;
  // Reaching the finish needs no stop: the token moves there and the game is over.
  if ((s.tokens[s.turn] ?? 0) + run >= s.length)
    return { ...s, tokens: moveBy(run), run: 0, rolling: false };
  return { ...s, run, rolling: false };
}

const moveToString = (move: DiceRaceMove): string =>
  move.kind === 'die' ? String(move.face) : move.kind;

function parseMove(text: string, s: DiceRaceState): Result<DiceRaceMove> {
  const t = text.trim();
  const move: DiceRaceMove | undefined =
    t === 'roll' || t === 'stop'
      ? { kind: t }
      : /^[1-6]$/.test(t)
        ? { kind: 'die', face: Number(t) }
        : undefined;
  if (!move) return err(`move ${excerpt(text)}: expected roll, stop or a die face 1 to ${FACES}`);
  const why = whyIllegal(s, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** `track=20 tokens=5,12 turn=1 run=7`, with ` rolling` at the end at a chance node. */
const stateToString = (s: DiceRaceState): string =>
  `track=${s.length} tokens=${s.tokens.join(',')} turn=${s.turn} run=${s.run}${s.rolling ? ' rolling' : ''}`;

/** Reads the state text and checks what play keeps true. */
function parseState(text: string): Result<DiceRaceState> {
  const fail = (why: string) => err<DiceRaceState>(`state ${excerpt(text)}: ${why}`);
  const m = /^track=(\d+) tokens=(\d+(?:,\d+)*) turn=(\d) run=(\d+)( rolling)?$/.exec(text.trim());
  if (!m) return fail('expected track=N tokens=N,N,... turn=N run=N [rolling]');
  const [length, turn, run] = [m[1], m[3], m[4]].map(Number) as [number, number, number];
  const tokens = (m[2] as string).split(',').map(Number);
  const rolling = m[5] !== undefined;
  if (length < MIN_LENGTH || length > MAX_LENGTH) {
    return fail(`a track is ${MIN_LENGTH} to ${MAX_LENGTH} squares long`);
  }
  if (tokens.length < MIN_PLAYERS || tokens.length > MAX_PLAYERS) {
    return fail(`${tokens.length} tokens; ${MIN_PLAYERS} to ${MAX_PLAYERS} players race`);
  }
  if (tokens.some((t) => t > length)) return fail(`a token is past square ${length}`);
  if (turn >= tokens.length) return fail(`turn=${turn} but there are ${tokens.length} players`);
  const finished = tokens.filter((t) => t === length).length;
  if (finished > 1) return fail('only one token can reach the finish');
  if (finished === 1 && (run > 0 || rolling)) return fail('nobody rolls once the race is won');
  if (run === 1) return fail('a run is a sum of rolls from 2 to 6, so never 1');
  if ((tokens[turn] as number) + run >= length && run > 0) {
    return fail('that run would already have reached the finish');
  }
  return ok({ length, tokens, turn, run, rolling });
}

export const diceRace: Game<DiceRaceState, DiceRaceMove, DiceRaceParams> = {
  ...diceRaceInfo,

  setup: (p) => ({
    length: p.length,
    tokens: Array.from({ length: p.players }, () => 0),
    turn: 0,
    run: 0,
    rolling: false,
  }),

  toMove: (s) => (s.rolling ? CHANCE : s.turn),

  legalMoves,

  chanceOutcomes: (s) =>
    s.rolling && winnerOf(s) < 0
      ? legalMoves(s).map((move) => ({ move, probability: 1 / FACES }))
      : [],

  play(s, move) {
    const why = whyIllegal(s, move);
    if (why) throw new IllegalMoveError(`move ${JSON.stringify(move)}: ${why}`);
    return apply(s, move);
  },

  result(s) {
    const winner = winnerOf(s);
    if (winner < 0) return null;
    return { kind: 'win', winner, detail: `Player ${winner + 1} reached square ${s.length}` };
  },

  /** Nothing is hidden: every viewer reads the same words. */
  moveText(s, move) {
    if (move.kind === 'roll') return 'rolls';
    if (move.kind === 'stop') return `stops and moves ${s.run} squares`;
    return move.face === 1 ? `throws a 1 and loses a run of ${s.run}` : `throws ${move.face}`;
  },

  moveToString,
  parseMove,
  stateToString,
  parseState,
};
