import { EMPTY, O, type Piece, X } from '../board.ts';

/**
 * PLT's robot board (board.rkt): the cells as stored, plus a quarter-turn count. Reads and
 * pushes go through the rotation, so the robot writes one move generator ("push at the top")
 * and runs it on the four turns of the board. The key is the stored cells plus who moved last,
 * PLT's board string, which is what its history compares.
 */
export interface Frame {
  readonly n: number;
  readonly cells: Uint8Array;
  /** Quarter turns clockwise, 0 to 3. */
  readonly rotation: number;
  /** Who moved last: EMPTY before the first move. */
  readonly last: number;
}

/** PLT's `unrotate-indices`: a (col, row) of the turned board to a stored index. */
export function storedIndex(f: Frame, col: number, row: number): number {
  const m = f.n - 1;
  switch (f.rotation) {
    case 0:
      return row * f.n + col;
    case 1:
      return (m - col) * f.n + row;
    case 2:
      return (m - row) * f.n + (m - col);
    default:
      return col * f.n + (m - row);
  }
}

export const cell = (f: Frame, col: number, row: number): number =>
  f.cells[storedIndex(f, col, row)] as number;

export const rotate = (f: Frame, turns: number): Frame => ({
  ...f,
  rotation: (((f.rotation + turns) % 4) + 4) % 4,
});

/** PLT's `push board 'top i piece` on the turned board: down column `i` from row 0. */
export function pushTop(f: Frame, i: number, piece: Piece): Frame {
  const cells = f.cells.slice();
  const next: Frame = { n: f.n, cells, rotation: f.rotation, last: piece };
  let carried: number = piece;
  for (let row = 0; row < f.n; row++) {
    const at = storedIndex(next, i, row);
    const was = cells[at] as number;
    cells[at] = carried;
    if (was === EMPTY) break;
    carried = was;
  }
  return next;
}

export const frameKey = (f: Frame): string => `${f.cells.join('')}${f.last}`;

/** PLT's `find-winner`: the colour with more straights, else EMPTY (rotation does not matter). */
export function frameWinner(f: Frame): number {
  const { n, cells } = f;
  let x = 0;
  let o = 0;
  for (let a = 0; a < n; a++) {
    const r = cells[a * n] as number;
    const c = cells[a] as number;
    let rowFull = r !== EMPTY;
    let colFull = c !== EMPTY;
    for (let b = 1; b < n; b++) {
      if (cells[a * n + b] !== r) rowFull = false;
      if (cells[b * n + a] !== c) colFull = false;
    }
    if (rowFull) r === X ? x++ : o++;
    if (colFull) c === X ? x++ : o++;
  }
  return x > o ? X : o > x ? O : EMPTY;
}
