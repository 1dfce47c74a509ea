/**
 * The 32 playing squares, numbered 1–32 as in every checkers book: square 1 is in the top row of
 * the standard diagram (Red's home, where the first player starts on 1–12), four to a row. In
 * code a square is its index 0–31 (its number less one).
 *
 * Row 0 holds 1–4, row 7 holds 29–32. The playing squares of even rows are in the odd columns
 * (1, 3, 5, 7), those of odd rows in the even columns, so square 29 is the corner a1.
 */

export const RED = 0;
export const BLACK = 1;
export type Player = typeof RED | typeof BLACK;

export const other = (player: Player): Player => (player === RED ? BLACK : RED);

export const rowOf = (square: number): number => square >> 2;
export const colOf = (square: number): number =>
  2 * (square & 3) + ((square >> 2) % 2 === 0 ? 1 : 0);

/** The index of the playing square at (row, col), or -1 off the board or on a light square. */
export function squareAt(row: number, col: number): number {
  if (row < 0 || row > 7 || col < 0 || col > 7 || (row + col) % 2 === 0) return -1;
  return row * 4 + (col >> 1);
}

/** Down-left, down-right, up-left, up-right: Red's men move down (to higher rows), Black's up. */
export const DIRECTIONS = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
] as const;

/** The directions a man of `player` moves in (indices into DIRECTIONS); a king uses all four. */
export const FORWARD: readonly [readonly number[], readonly number[]] = [
  [0, 1],
  [2, 3],
];

/** `STEP[d][s]`: the neighbour of s in direction d, or -1. */
export const STEP: readonly Int8Array[] = DIRECTIONS.map(([dr, dc]) =>
  Int8Array.from({ length: 32 }, (_, s) => squareAt(rowOf(s) + dr, colOf(s) + dc)),
);

/** `JUMP[d][s]`: the square two steps from s in direction d, or -1. */
export const JUMP: readonly Int8Array[] = DIRECTIONS.map(([dr, dc]) =>
  Int8Array.from({ length: 32 }, (_, s) => squareAt(rowOf(s) + 2 * dr, colOf(s) + 2 * dc)),
);

/** The row where a man of `player` is crowned: Red's on row 7 (29–32), Black's on row 0. */
export const CROWN_ROW: readonly [number, number] = [7, 0];
