import { zobristKeys } from '../../../core/rng.ts';
import { EMPTY, O, type Piece, type PousseMove, pushStart, textToCells, X } from '../board.ts';
import type { PousseState } from '../rules.ts';

/**
 * Our engine's position: cells, the side to move and a 64-bit Zobrist hash as two 32-bit
 * halves. The repetition rule makes a position's value depend on its history, but only on the
 * part that can come again: a push never lowers the number of markers, so only the boards
 * since the last push that added one (the "tail", like chess's fifty-move window) can repeat.
 * The transposition key is the hash of the board and of that tail, so two paths share an entry
 * exactly when the same boards are still forbidden.
 */

const MAX_CELLS = 400;

const ZHI = zobristKeys(0x1234567, MAX_CELLS * 3 + 2);
const ZLO = zobristKeys(0x7654321, MAX_CELLS * 3 + 2);
/** The side-to-move keys sit after the cells'. */
const SIDE = MAX_CELLS * 3;
/** What a move changes in the hash for the side to move. */
export const SIDE_HI = (ZHI[SIDE] as number) ^ (ZHI[SIDE + 1] as number);
export const SIDE_LO = (ZLO[SIDE] as number) ^ (ZLO[SIDE + 1] as number);

/** A marker's part of the hash: `v` (X or O) on cell `cell`. */
export function zobristCell(cell: number, v: number): [number, number] {
  return [ZHI[cell * 3 + v] as number, ZLO[cell * 3 + v] as number];
}

export interface Board {
  readonly n: number;
  readonly cells: Uint8Array;
  /** The player to move: X or O. */
  side: Piece;
  hi: number;
  lo: number;
  pieces: number;
}

export function hashOf(cells: Uint8Array, side: Piece): [number, number] {
  let hi = ZHI[SIDE + side - 1] as number;
  let lo = ZLO[SIDE + side - 1] as number;
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i] as number;
    if (v !== EMPTY) {
      hi ^= ZHI[i * 3 + v] as number;
      lo ^= ZLO[i * 3 + v] as number;
    }
  }
  return [hi, lo];
}

export function boardOf(n: number, cells: Uint8Array, side: Piece): Board {
  const [hi, lo] = hashOf(cells, side);
  let pieces = 0;
  for (const v of cells) if (v !== EMPTY) pieces++;
  return { n, cells, side, hi, lo, pieces };
}

/**
 * Pushes for `board.side` into `into` (a copy of the cells made here), updating the hash and
 * the side; returns whether a marker was added (the line had an empty cell).
 */
export function playInto(from: Board, into: Board, move: PousseMove): boolean {
  const [start, step] = pushStart(from.n, move.side, move.line);
  return pushInto(from, into, start, step);
}

/** `playInto` from the push's first cell and step, for the search's inner loop. */
export function pushInto(from: Board, into: Board, start: number, step: number): boolean {
  const { n } = from;
  into.cells.set(from.cells);
  const piece = from.side;
  let hi = from.hi ^ (ZHI[SIDE + piece - 1] as number) ^ (ZHI[SIDE + 2 - piece] as number);
  let lo = from.lo ^ (ZLO[SIDE + piece - 1] as number) ^ (ZLO[SIDE + 2 - piece] as number);
  let carried: number = piece;
  let at = start;
  let added = false;
  for (let k = 0; k < n; k++, at += step) {
    const was = into.cells[at] as number;
    into.cells[at] = carried;
    hi ^= ZHI[at * 3 + carried] as number;
    lo ^= ZLO[at * 3 + carried] as number;
    if (was === EMPTY) {
      added = true;
      break;
    }
    hi ^= ZHI[at * 3 + was] as number;
    lo ^= ZLO[at * 3 + was] as number;
    carried = was;
  }
  into.side = piece === X ? O : X;
  into.hi = hi;
  into.lo = lo;
  into.pieces = from.pieces + (added ? 1 : 0);
  return added;
}

/** The position of a game state, with its tail: the keys of earlier boards that may recur. */
export function fromState(s: PousseState): { board: Board; tail: number[] } {
  const side: Piece = s.toMove === 0 ? X : O;
  const board = boardOf(s.n, textToCells(s.board), side);
  const tail: number[] = [];
  // Every board before the current one with as many markers (the current one is `board`).
  for (const key of s.seen.slice(0, -1)) {
    const cells = textToCells(key.slice(0, -1));
    let pieces = 0;
    for (const v of cells) if (v !== EMPTY) pieces++;
    if (pieces !== board.pieces) continue;
    // A board left by `m` has the other player to move.
    const mover = key.at(-1);
    const [hi, lo] = hashOf(cells, mover === 'x' ? O : X);
    tail.push(hi, lo);
  }
  return { board, tail };
}
