/**
 * The board of Pousse as numbers, shared by the rules, PLT's robots and our engine, so the push
 * is written once. Cells are row-major from the top left: 0 empty, 1 an X, 2 an O.
 */

export const EMPTY = 0;
export const X = 1;
export const O = 2;
export type Piece = typeof X | typeof O;

/** Where a marker goes in: T and B push down and up a column, L and R along a row. */
export const SIDES = ['T', 'B', 'L', 'R'] as const;
export type Side = (typeof SIDES)[number];

export interface PousseMove {
  readonly side: Side;
  /** The column (T, B) or row (L, R), from 1: PLT's notation `T1`, `L3`. */
  readonly line: number;
}

export const moveText = (m: PousseMove): string => `${m.side}${m.line}`;

/** The 4N moves in the documented order: T1..Tn, B1..Bn, L1..Ln, R1..Rn. */
export function allMoves(n: number): PousseMove[] {
  return SIDES.flatMap((side) => Array.from({ length: n }, (_, i) => ({ side, line: i + 1 })));
}

/** The first cell of the push and the step to the next, as board indices. */
export function pushStart(n: number, side: Side, line: number): [start: number, step: number] {
  const i = line - 1;
  switch (side) {
    case 'T':
      return [i, n];
    case 'B':
      return [(n - 1) * n + i, -n];
    case 'L':
      return [i * n, 1];
    case 'R':
      return [i * n + n - 1, -1];
  }
}

/**
 * Inserts `piece` at the edge: it takes the edge cell and each marker up to the first empty
 * cell moves one step along; with no empty cell in the line the far one falls off (PLT's
 * `xpush`). Changes `cells` in place; returns whether a marker was added (nothing fell off).
 */
export function push(cells: Uint8Array, n: number, move: PousseMove, piece: Piece): boolean {
  const [start, step] = pushStart(n, move.side, move.line);
  let carried: number = piece;
  let at = start;
  for (let k = 0; k < n; k++, at += step) {
    const was = cells[at] as number;
    cells[at] = carried;
    if (was === EMPTY) return true;
    carried = was;
  }
  return false;
}

/** Full rows and columns of one colour, as [X's, O's]: a straight. */
export function straights(cells: Uint8Array, n: number): [number, number] {
  const count = [0, 0, 0];
  for (let r = 0; r < n; r++) {
    const first = cells[r * n] as number;
    let same = first !== EMPTY;
    for (let c = 1; same && c < n; c++) same = cells[r * n + c] === first;
    if (same) count[first] = (count[first] as number) + 1;
  }
  for (let c = 0; c < n; c++) {
    const first = cells[c] as number;
    let same = first !== EMPTY;
    for (let r = 1; same && r < n; r++) same = cells[r * n + c] === first;
    if (same) count[first] = (count[first] as number) + 1;
  }
  return [count[X] as number, count[O] as number];
}

/**
 * X's straights minus O's, without allocating: the engine asks this at every node. A line is
 * one colour when every cell equals its first and that is not empty.
 */
export function straightsLead(cells: Uint8Array, n: number): number {
  let lead = 0;
  for (let r = 0; r < n; r++) {
    const first = cells[r * n] as number;
    if (first === EMPTY) continue;
    let c = 1;
    while (c < n && cells[r * n + c] === first) c++;
    if (c === n) lead += first === X ? 1 : -1;
  }
  for (let c = 0; c < n; c++) {
    const first = cells[c] as number;
    if (first === EMPTY) continue;
    let r = 1;
    while (r < n && cells[r * n + c] === first) r++;
    if (r === n) lead += first === X ? 1 : -1;
  }
  return lead;
}

/** The colour with more straights, else EMPTY (PLT's `find-winner`). */
export function straightsWinner(cells: Uint8Array, n: number): number {
  const lead = straightsLead(cells, n);
  return lead > 0 ? X : lead < 0 ? O : EMPTY;
}

/** Whether the cell at `index` is in a full line of its own colour: drawn green at the end. */
export function inStraight(cells: Uint8Array, n: number, index: number): boolean {
  const v = cells[index] as number;
  if (v === EMPTY) return false;
  const r = Math.floor(index / n);
  const c = index % n;
  let row = true;
  let col = true;
  for (let k = 0; k < n; k++) {
    if (cells[r * n + k] !== v) row = false;
    if (cells[k * n + c] !== v) col = false;
  }
  return row || col;
}

/** Char codes of `.`, `x`, `o`; loops rather than maps, as the rules run this on every move. */
const CODES = [46, 120, 111];

export function cellsToText(cells: Uint8Array): string {
  const codes = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) codes[i] = CODES[cells[i] as number] as number;
  return String.fromCharCode(...codes);
}

export function textToCells(text: string): Uint8Array {
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    cells[i] = c === 120 ? X : c === 111 ? O : EMPTY;
  }
  return cells;
}
