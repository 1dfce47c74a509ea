import { excerpt } from '../../core/excerpt.ts';
import { type Game, IllegalMoveError, type Outcome } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import {
  type Colour,
  hasLine,
  offBoard,
  other,
  POW3,
  pop,
  positionKey,
  push,
  RED,
  stackPieces,
  threeInALine,
  topColour,
  topSize,
  YELLOW,
} from './board.ts';
import { type GobbletParams, gobbletInfo } from './info.ts';

/**
 * Gobblet as PLT's model.rkt has it, plus a draw when a position comes for the third time.
 * Red moves first. A move places an off-board piece or moves one of the mover's visible pieces,
 * onto an empty cell or a strictly smaller top of either colour. On 4×4 an off-board piece may
 * only gobble an opponent's piece in a line holding exactly three of the opponent's tops. After
 * a move, if both colours show a line the mover's opponent wins; else a colour with a line wins.
 */

export { type Colour, RED, YELLOW } from './board.ts';

export interface GobbletState {
  readonly size: 3 | 4;
  /** Each cell's stack id (board.ts), row-major from the top left. */
  readonly board: readonly number[];
  readonly toMove: Colour;
  /**
   * The keys of earlier positions since the last piece came onto the board (none can come back
   * after that: pieces never leave), for the threefold-repetition draw.
   */
  readonly past: readonly string[];
  /** Seconds the computer players think (the game's `think` parameter). */
  readonly think: number;
}

/** `from` is null for an off-board piece; sizes count from 0, the smallest. */
export interface GobbletMove {
  /** The board's size, so the move prints its cells without the state. */
  readonly n: 3 | 4;
  readonly size: number;
  readonly from: number | null;
  readonly to: number;
}

export const colourName = (c: number) => (c === RED ? 'Red' : 'Yellow');

export function initialState(size: 3 | 4, think = 3): GobbletState {
  return { size, board: new Array<number>(size * size).fill(0), toMove: RED, past: [], think };
}

/** Cell names: columns a, b, c(, d) from the left, rows 1… from the bottom. */
export function cellName(cell: number, n: number): string {
  return `${String.fromCharCode(97 + (cell % n))}${n - Math.floor(cell / n)}`;
}

export function parseCell(text: string, n: number): number | null {
  const m = /^([a-d])([1-4])$/.exec(text);
  if (!m) return null;
  const col = (m[1] as string).charCodeAt(0) - 97;
  const row = n - Number(m[2]);
  return col < n && row >= 0 ? col + n * row : null;
}

/** A line for each colour, under PLT's end rule; null while the game goes on. */
export function winnerOf(state: GobbletState): Colour | null {
  const red = hasLine(state.board, state.size, RED);
  const yellow = hasLine(state.board, state.size, YELLOW);
  // Both lines: the one who just moved (the other of the player to move) loses.
  if (red && yellow) return state.toMove;
  return red ? RED : yellow ? YELLOW : null;
}

/** The current position has been seen twice before: a draw by repetition (ours, not PLT's). */
export function isRepetition(state: GobbletState): boolean {
  const key = positionKey(state.board, state.toMove);
  return state.past.filter((k) => k === key).length >= 2;
}

/** Why `move` is not legal in `state`, or null when it is. */
export function whyIllegal(state: GobbletState, move: GobbletMove): string | null {
  const { board, size: n, toMove: me } = state;
  if (typeof move !== 'object' || move === null) return 'a move is an object';
  const { size, from, to } = move;
  if (move.n !== n) return `the move is for a ${move.n}×${move.n} board, not ${n}×${n}`;
  if (!Number.isInteger(size) || size < 0 || size >= n) return `no piece size ${size + 1}`;
  if (!Number.isInteger(to) || to < 0 || to >= n * n) return 'the destination is off the board';
  if (from === null) {
    if (!offBoard(board, n, me).includes(size)) {
      return `${colourName(me)} has no size-${size + 1} piece to play from off the board`;
    }
  } else {
    if (!Number.isInteger(from) || from < 0 || from >= n * n) return 'the source is off the board';
    if (topColour(board[from] as number) !== me || topSize(board[from] as number) !== size) {
      return `${cellName(from, n)} does not show ${colourName(me)}'s size-${size + 1} piece`;
    }
    if (from === to) return 'a piece must move to another cell';
  }
  const target = board[to] as number;
  if (target === 0) return null;
  if (topSize(target) >= size) {
    return `${cellName(to, n)} is topped by a piece at least as large`;
  }
  if (from === null && n === 4) {
    const them = other(me);
    if (topColour(target) !== them || !threeInALine(board, n, to, them)) {
      return `an off-board piece may gobble only an opponent's piece in a line of three of theirs`;
    }
  }
  return null;
}

/** The board after `move` (assumed legal). */
export function applyMove(board: readonly number[], move: GobbletMove, me: Colour): number[] {
  const next = board.slice();
  if (move.from !== null) next[move.from] = pop(next[move.from] as number);
  next[move.to] = push(next[move.to] as number, move.size, me);
  return next;
}

/**
 * Every legal move: off-board pieces first (each size available once, largest first, onto
 * cells in order), then the mover's visible pieces by cell, each onto cells in order.
 */
export function legalMoves(state: GobbletState): GobbletMove[] {
  if (isOver(state)) return [];
  return movesOf(state);
}

export function movesOf(state: GobbletState): GobbletMove[] {
  const { board, size: n, toMove: me } = state;
  const moves: GobbletMove[] = [];
  const cells = n * n;
  for (const size of new Set(offBoard(board, n, me))) {
    for (let to = 0; to < cells; to++) {
      const m = { n, size, from: null, to };
      if (whyIllegal(state, m) === null) moves.push(m);
    }
  }
  for (let from = 0; from < cells; from++) {
    if (topColour(board[from] as number) !== me) continue;
    const size = topSize(board[from] as number);
    for (let to = 0; to < cells; to++) {
      if (to === from) continue;
      const t = board[to] as number;
      if (t === 0 || topSize(t) < size) moves.push({ n, size, from, to });
    }
  }
  return moves;
}

export const isOver = (state: GobbletState) => winnerOf(state) !== null || isRepetition(state);

export function play(state: GobbletState, move: GobbletMove): GobbletState {
  if (isOver(state)) throw new IllegalMoveError('the game is over');
  const why = whyIllegal(state, move);
  if (why) throw new IllegalMoveError(why);
  const board = applyMove(state.board, move, state.toMove);
  const past = move.from === null ? [] : [...state.past, positionKey(state.board, state.toMove)];
  return { ...state, board, toMove: other(state.toMove), past };
}

export function result(state: GobbletState): Outcome | null {
  const winner = winnerOf(state);
  if (winner !== null) {
    const both = hasLine(state.board, state.size, other(winner));
    const detail = both
      ? `both show a line: ${colourName(other(winner))} moved last and loses`
      : undefined;
    return detail ? { kind: 'win', winner, detail } : { kind: 'win', winner };
  }
  if (isRepetition(state)) return { kind: 'draw', detail: 'the same position three times' };
  return null;
}

// Text forms ------------------------------------------------------------

/** `3@b2` puts an off-board piece of size 3 (of 1–4) on b2; `a1-b2` moves the top of a1. */
export function moveToString(move: GobbletMove): string {
  const { n } = move;
  const to = cellName(move.to, n);
  return move.from === null ? `${move.size + 1}@${to}` : `${cellName(move.from, n)}-${to}`;
}

export function parseMove(text: string, state: GobbletState): Result<GobbletMove> {
  const n = state.size;
  const t = text.trim().toLowerCase();
  let move: GobbletMove | null = null;
  const place = /^([1-4])@([a-d][1-4])$/.exec(t);
  const step = /^([a-d][1-4])-([a-d][1-4])$/.exec(t);
  if (place) {
    const to = parseCell(place[2] as string, n);
    if (to !== null) move = { n, size: Number(place[1]) - 1, from: null, to };
  } else if (step) {
    const from = parseCell(step[1] as string, n);
    const to = parseCell(step[2] as string, n);
    if (from !== null && to !== null)
      move = { n, size: topSize(state.board[from] as number), from, to };
  }
  if (!move) {
    return err(
      `move ${excerpt(text)}: expected <size>@<cell> (3@b2) or <cell>-<cell> (a1-b2) on a ${n}×${n} board`,
    );
  }
  if (isOver(state)) return err(`move ${excerpt(text)}: the game is over`);
  if (move.from !== null && topColour(state.board[move.from] as number) !== state.toMove) {
    return err(
      `move ${excerpt(text)}: ${cellName(move.from, n)} does not show a ${colourName(state.toMove)} piece`,
    );
  }
  const why = whyIllegal(state, move);
  return why ? err(`move ${excerpt(text)}: ${why}`) : ok(move);
}

/** A stack from the bottom up, `r3y2` (colour and size 1–4 of each piece), `-` when empty. */
export function stackToString(stack: number): string {
  const pieces = stackPieces(stack);
  return pieces.length === 0
    ? '-'
    : pieces.map(([c, s]) => `${c === RED ? 'r' : 'y'}${s + 1}`).join('');
}

function parseStack(text: string, n: number): number | null {
  if (text === '-') return 0;
  if (!/^([ry][1-4])+$/.test(text)) return null;
  let stack = 0;
  let below = -1;
  for (let i = 0; i < text.length; i += 2) {
    const colour = text[i] === 'r' ? RED : YELLOW;
    const size = Number(text[i + 1]) - 1;
    // From the bottom up, each piece is larger than the one it covers.
    if (size >= n || size <= below) return null;
    below = size;
    stack += (colour + 1) * (POW3[size] as number);
  }
  return stack;
}

/** `4x4 red think=3 r4.-.-.-/…/…/… past=…`: rows from the top, cells by `.`, then the keys. */
export function stateToString(state: GobbletState): string {
  const n = state.size;
  const rows: string[] = [];
  for (let r = 0; r < n; r++)
    rows.push(
      state.board
        .slice(r * n, r * n + n)
        .map(stackToString)
        .join('.'),
    );
  const past = state.past.length ? ` past=${state.past.join(',')}` : '';
  return `${n}x${n} ${state.toMove === RED ? 'red' : 'yellow'} think=${state.think} ${rows.join('/')}${past}`;
}

export function parseState(text: string): Result<GobbletState> {
  const m = /^([34])x\1 (red|yellow) think=(\d{1,2}) (\S+)(?: past=([0-9a-f,ry]+))?$/.exec(
    text.trim(),
  );
  if (!m) return err(`position ${excerpt(text)}: expected "3x3 red think=3 <rows> [past=<keys>]"`);
  const n = Number(m[1]) as 3 | 4;
  const rows = (m[4] as string).split('/');
  const cells = rows.flatMap((row) => row.split('.'));
  if (rows.length !== n || cells.length !== n * n) {
    return err(`position ${excerpt(text)}: ${n} rows of ${n} cells, split by / and .`);
  }
  const board: number[] = [];
  for (const cell of cells) {
    const stack = parseStack(cell, n);
    if (stack === null) return err(`position ${excerpt(text)}: bad stack ${excerpt(cell)}`);
    board.push(stack);
  }
  for (const colour of [RED, YELLOW] as const) {
    const counts = new Array<number>(n).fill(0);
    for (const stack of board)
      for (const [c, s] of stackPieces(stack)) if (c === colour) (counts[s] as number)++;
    if (counts.some((k) => k > n - 1)) {
      return err(
        `position ${excerpt(text)}: ${colourName(colour)} has more than ${n - 1} pieces of a size`,
      );
    }
  }
  const think = Number(m[3]);
  if (think < 1 || think > 60) return err(`position ${excerpt(text)}: think is 1 to 60 seconds`);
  const keyLength = 2 * n * n + 1;
  const past = m[5] ? m[5].split(',') : [];
  if (past.some((k) => k.length !== keyLength || !/^[0-9a-f]+[ry]$/.test(k))) {
    return err(`position ${excerpt(text)}: each past key is ${keyLength} characters`);
  }
  return ok({ size: n, board, toMove: m[2] === 'red' ? RED : YELLOW, past, think });
}

export const gobblet: Game<GobbletState, GobbletMove, GobbletParams> = {
  ...gobbletInfo,
  setup: (params) => initialState(params.size === 4 ? 4 : 3, params.think),
  toMove: (state) => state.toMove,
  legalMoves,
  play,
  result,
  moveToString,
  parseMove,
  stateToString,
  parseState,
};
