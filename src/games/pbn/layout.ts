import type { Puzzle } from './puzzle.ts';

export type Pos = { c: number; r: number };

/** A cell's side in viewBox units, the room of one clue number, and PLT's gap every 5 cells. */
export const CELL = 20;
export const CLUE = 14;
export const GAP = 2;

/** Where everything of a puzzle's board goes in the viewBox. */
export interface BoardLayout {
  readonly w: number;
  readonly h: number;
  /** Left edge of the grid (after the row clues) and top edge (after the column clues). */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  x(c: number): number;
  y(r: number): number;
}

export function boardLayout(p: Pick<Puzzle, 'rows' | 'cols'>): BoardLayout {
  const w = p.cols.length;
  const h = p.rows.length;
  const rowClues = Math.max(1, ...p.rows.map((c) => c.length));
  const colClues = Math.max(1, ...p.cols.map((c) => c.length));
  const left = rowClues * CLUE + 6;
  const top = colClues * CLUE + 6;
  const x = (c: number) => left + c * CELL + Math.floor(c / 5) * GAP;
  const y = (r: number) => top + r * CELL + Math.floor(r / 5) * GAP;
  return { w, h, left, top, width: x(w) + 2, height: y(h) + 2, x, y };
}

/** The cell under a viewBox point, or null outside the grid (the 5-cell gaps count as inside). */
export function cellAtPoint(
  l: BoardLayout,
  px: number,
  py: number,
): { c: number; r: number } | null {
  let c = -1;
  let r = -1;
  for (let i = 0; i < l.w; i++) if (px >= l.x(i) - GAP / 2 && px < l.x(i) + CELL + GAP / 2) c = i;
  for (let i = 0; i < l.h; i++) if (py >= l.y(i) - GAP / 2 && py < l.y(i) + CELL + GAP / 2) r = i;
  return c < 0 || r < 0 ? null : { c, r };
}

/** The cells from `a` to `b` if they share a row or a column, else none (PLT cancels). */
export function line(a: Pos, b: Pos): Pos[] {
  if (a.c !== b.c && a.r !== b.r) return [];
  const n = Math.max(Math.abs(a.c - b.c), Math.abs(a.r - b.r));
  return Array.from({ length: n + 1 }, (_, i) => ({
    c: a.c + Math.sign(b.c - a.c) * i,
    r: a.r + Math.sign(b.r - a.r) * i,
  }));
}
