import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  allMoves,
  cellsToText,
  type EMPTY,
  moveText,
  O,
  type PousseMove,
  push,
  SIDES,
  straights,
  textToCells,
  X,
} from './board.ts';
import { MAX_SIZE, MIN_SIZE, type PousseParams, pousseInfo } from './info.ts';

/**
 * Pousse as PLT plays it: the board, whose turn, and every board so far, since repeating one
 * loses. The state is a pure function of the size and the moves, which is also its text form.
 */
export interface PousseState {
  readonly n: number;
  /** Row-major from the top left: `.`, `x`, `o`. */
  readonly board: string;
  /** 0 is X (who starts), 1 is O. */
  readonly toMove: 0 | 1;
  readonly moves: readonly string[];
  /**
   * The boards that could still come again, the current one last, each with who had just moved
   * (`-` before the first move): PLT's board string carries that mark, so a board only repeats
   * one left by the same player. A push never lowers the number of markers, so only the boards
   * since the last move that added one can recur; PLT keeps them all, to the same effect.
   */
  readonly seen: readonly string[];
  /** The player with more straights after the last move, if any. */
  readonly winner: 0 | 1 | null;
  /** The last move repeated an earlier board: its player loses, unless `winner` is set. */
  readonly repeated: boolean;
}

export const NAMES = ['X', 'O'] as const;
const PIECES = [X, O] as const;
const MARKS = ['x', 'o'] as const;

export function startState(n: number): PousseState {
  const board = '.'.repeat(n * n);
  return {
    n,
    board,
    toMove: 0,
    moves: [],
    seen: [`${board}-`],
    winner: null,
    repeated: false,
  };
}

export const isOver = (s: PousseState): boolean => s.winner !== null || s.repeated;

/**
 * Plays a move. Then, in PLT's order: has this board (left by this player) been seen before,
 * so the mover loses; has one colour more straights, so it wins, which may be the mover's
 * opponent. When both happen the straights decide, as PLT's status line says.
 */
export function playMove(s: PousseState, move: PousseMove): PousseState {
  if (isOver(s)) throw new IllegalMoveError('the game is over');
  if (typeof move !== 'object' || move === null || !SIDES.includes(move.side)) {
    throw new IllegalMoveError(`${JSON.stringify(move)}: a move is a side T, B, L or R and a line`);
  }
  if (!Number.isInteger(move.line) || move.line < 1 || move.line > s.n) {
    throw new IllegalMoveError(`${moveText(move)}: lines are numbered 1 to ${s.n}`);
  }
  const cells = textToCells(s.board);
  // One marker more (nothing fell off): no earlier board can come again.
  const added = push(cells, s.n, move, PIECES[s.toMove]);
  const board = cellsToText(cells);
  const key = `${board}${MARKS[s.toMove]}`;
  const repeated = !added && s.seen.includes(key);
  const [x, o] = straights(cells, s.n);
  return {
    n: s.n,
    board,
    toMove: s.toMove === 0 ? 1 : 0,
    moves: [...s.moves, moveText(move)],
    seen: added ? [key] : [...s.seen, key],
    winner: x > o ? 0 : o > x ? 1 : null,
    repeated,
  };
}

export function outcomeOf(s: PousseState): Outcome | null {
  if (s.winner !== null) {
    const cells = textToCells(s.board);
    const [x, o] = straights(cells, s.n);
    const w = s.winner;
    const mine = w === 0 ? x : o;
    const theirs = w === 0 ? o : x;
    const more = `${mine} straight${mine === 1 ? '' : 's'} to ${theirs}`;
    return { kind: 'win', winner: w, detail: `More straights: ${more}` };
  }
  if (s.repeated) {
    const loser = s.toMove === 0 ? 1 : 0;
    return {
      kind: 'win',
      winner: s.toMove,
      detail: `${NAMES[loser]} loses: that board was on the board before`,
    };
  }
  return null;
}

const MOVE_RE = /^([TBLR])(\d{1,2})$/;

export function parseMove(text: string, n: number): Result<PousseMove> {
  const m = MOVE_RE.exec(text.trim().toUpperCase());
  if (!m) return err(`move ${excerpt(text)}: expected a side T, B, L or R and a line, like T1`);
  const line = Number(m[2]);
  if (line < 1 || line > n) {
    return err(`move ${excerpt(text)}: lines are numbered 1 to ${n} on this board`);
  }
  return ok({ side: m[1] as PousseMove['side'], line });
}

/** Moves written one after another (`T1B2L3`), or separated by spaces, commas or dots. */
export function parseMoves(initial: PousseState, text: string): Result<PousseMove[]> {
  const read = readMoves(initial, text);
  return read.ok ? ok(read.value.moves) : read;
}

/** The moves of `text` played from `initial`: each checked, and the position they reach. */
function readMoves(
  initial: PousseState,
  text: string,
): Result<{ moves: PousseMove[]; state: PousseState }> {
  const tokens = text.trim() === '' ? [] : (text.match(/[^\s,.;]*?[0-9]+|[^\s,.;]+/g) ?? []);
  const moves: PousseMove[] = [];
  let state = initial;
  for (const [i, token] of tokens.entries()) {
    const move = parseMove(token, initial.n);
    if (!move.ok) return err(`move ${i + 1}: ${move.error}`);
    if (isOver(state)) return err(`move ${i + 1} (${excerpt(token)}): the game was already over`);
    state = playMove(state, move.value);
    moves.push(move.value);
  }
  return ok({ moves, state });
}

export function replay(n: number, moves: readonly PousseMove[]): PousseState {
  return moves.reduce(playMove, startState(n));
}

/** `4:T1B2L3`: the size, then the moves. */
export const stateToString = (s: PousseState): string => `${s.n}:${s.moves.join('')}`;

export function parseState(text: string): Result<PousseState> {
  const m = /^\s*(\d{1,2})\s*:(.*)$/s.exec(text);
  if (!m)
    return err(`position ${excerpt(text)}: expected the size, a colon and the moves, like 4:T1B2`);
  const n = Number(m[1]);
  if (n < MIN_SIZE || n > MAX_SIZE) {
    return err(`position ${excerpt(text)}: the size is ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const read = readMoves(startState(n), m[2] as string);
  return read.ok ? ok(read.value.state) : err(`position ${excerpt(text)}: ${read.error}`);
}

/** The count of markers of each colour, for views and tests. */
export function pieceCounts(s: PousseState): [number, number] {
  let x = 0;
  let o = 0;
  for (const ch of s.board) {
    if (ch === 'x') x++;
    else if (ch === 'o') o++;
  }
  return [x, o];
}

export const cellAt = (s: PousseState, col: number, row: number): number =>
  '.xo'.indexOf(s.board[row * s.n + col] as string) as typeof EMPTY | typeof X | typeof O;

export const pousse: Game<PousseState, PousseMove, PousseParams> = {
  ...pousseInfo,
  setup: (p) => startState(p.size),
  toMove: (s) => s.toMove,
  /** All 4N insertions in the order T1..Tn, B1..Bn, L1..Ln, R1..Rn; none once it is over. */
  legalMoves: (s) => (isOver(s) ? [] : allMoves(s.n)),
  play: playMove,
  result: outcomeOf,
  moveToString: moveText,
  parseMove: (text, s) =>
    isOver(s) ? err(`move ${excerpt(text)}: the game is over`) : parseMove(text, s.n),
  stateToString,
  parseState,
  moveList: {
    format: (moves) => moves.map(moveText).join(''),
    parse: parseMoves,
  },
};
