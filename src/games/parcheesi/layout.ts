import { HOME, HOME_ROW, HOME_ROW_SIZE, isHomeRow, isRing, RING, START } from './board.ts';

/**
 * Where things are drawn: a cross of 19×19 cells, each arm 3 cells wide and 8 long around the
 * 3×3 Home. The 68 ring squares are the arms' outer columns (64) and the ends of their middle
 * columns (4); the rest of each middle column is a home row of 7. Square 0 is the bottom
 * middle, and the ring runs counter-clockwise on screen, as PLT's board.
 */
export const CELLS = 19;

type Cell = readonly [row: number, col: number];

function ringCells(): Cell[] {
  const cells: Cell[] = [[18, 9]];
  for (let r = 18; r >= 11; r--) cells.push([r, 10]);
  for (let c = 11; c <= 18; c++) cells.push([10, c]);
  cells.push([9, 18]);
  for (let c = 18; c >= 11; c--) cells.push([8, c]);
  for (let r = 7; r >= 0; r--) cells.push([r, 10]);
  cells.push([0, 9]);
  for (let r = 0; r <= 7; r++) cells.push([r, 8]);
  for (let c = 7; c >= 0; c--) cells.push([8, c]);
  cells.push([9, 0]);
  for (let c = 0; c <= 7; c++) cells.push([10, c]);
  for (let r = 11; r <= 18; r++) cells.push([r, 8]);
  return cells;
}

export const RING_CELLS: readonly Cell[] = ringCells();

/** Each seat's home row, square 0 first: green up from the bottom, red in from the right… */
export const HOME_ROW_CELLS: readonly (readonly Cell[])[] = [
  Array.from({ length: HOME_ROW_SIZE }, (_, k) => [17 - k, 9] as Cell),
  Array.from({ length: HOME_ROW_SIZE }, (_, k) => [9, 17 - k] as Cell),
  Array.from({ length: HOME_ROW_SIZE }, (_, k) => [1 + k, 9] as Cell),
  Array.from({ length: HOME_ROW_SIZE }, (_, k) => [9, 1 + k] as Cell),
];

/** The corner of each seat's Start (the cell at its centre): green bottom right, red top right… */
export const START_CENTRE: readonly Cell[] = [
  [14.5, 14.5],
  [3.5, 14.5],
  [3.5, 3.5],
  [14.5, 3.5],
];

/** Home's centre, nudged towards each seat's side. */
export const HOME_CENTRE: readonly Cell[] = [
  [10, 9.5],
  [9.5, 10],
  [9, 9.5],
  [9.5, 9],
];

/** The centre of a location for a pawn of `seat`, in cells (x, y), before spreading pawns. */
export function locCentre(loc: number, seat: number, pawn: number): [number, number] {
  if (loc === START) {
    const [r, c] = START_CENTRE[seat] as Cell;
    const dx = pawn % 2 === 0 ? -0.9 : 0.9;
    const dy = pawn < 2 ? -0.9 : 0.9;
    return [c + 0.5 + dx, r + 0.5 + dy];
  }
  if (loc === HOME) {
    const [r, c] = HOME_CENTRE[seat] as Cell;
    return [c + (pawn - 1.5) * 0.35, r + (pawn - 1.5) * 0.1];
  }
  const [r, c] = cellOf(loc, seat);
  return [c + 0.5, r + 0.5];
}

/** The cell of a ring square or of `seat`'s home row square. */
export function cellOf(loc: number, seat: number): Cell {
  if (isRing(loc)) return RING_CELLS[loc % RING] as Cell;
  if (isHomeRow(loc)) return (HOME_ROW_CELLS[seat] as Cell[])[loc - HOME_ROW] as Cell;
  throw new Error(`no cell for location ${loc}`);
}
