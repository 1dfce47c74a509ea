import { colOf, rowOf, squareAt } from './squares.ts';

/**
 * The board is drawn with Red (the first player, on 1–12) at the bottom: the standard diagram
 * turned half round, so square 1 is near the bottom right and 32 near the top left. A grid cell
 * is numbered row-major from the top left of the screen.
 */
export const cellOfSquare = (square: number): number =>
  (7 - rowOf(square)) * 8 + (7 - colOf(square));

/** The square (0–31) drawn in a grid cell, or -1 for a light cell. */
export const squareOfCell = (cell: number): number => squareAt(7 - (cell >> 3), 7 - (cell & 7));
