import type { Rng } from '../../core/rng.ts';
import type { SameRules } from './info.ts';

/**
 * The board as the rules keep it: the non-empty columns from the left, each a string of colour
 * digits ('1'…'6') from the bottom up. Gravity and the closing of empty columns are then what
 * the representation cannot help but do: a column holds no gaps, and no empty column is kept.
 */
export type Columns = readonly string[];

/** A cell: column from the left and row from the bottom, both from 0. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

/** A group of same-coloured cells joined edge to edge; `cells[0]` names it (leftmost, lowest). */
export interface Blob {
  readonly colour: number;
  readonly cells: readonly Cell[];
}

const colourAt = (columns: Columns, col: number, row: number): string | undefined =>
  columns[col]?.[row];

/** The blob holding `cell` (empty when the cell is empty), from a flood fill. */
export function blobAt(columns: Columns, cell: Cell): Blob {
  const colour = colourAt(columns, cell.col, cell.row);
  if (colour === undefined) return { colour: 0, cells: [] };
  const seen = new Set<string>();
  const cells: Cell[] = [];
  const stack: Cell[] = [cell];
  while (stack.length > 0) {
    const c = stack.pop() as Cell;
    const key = `${c.col},${c.row}`;
    if (seen.has(key) || colourAt(columns, c.col, c.row) !== colour) continue;
    seen.add(key);
    cells.push(c);
    stack.push(
      { col: c.col + 1, row: c.row },
      { col: c.col - 1, row: c.row },
      { col: c.col, row: c.row + 1 },
      { col: c.col, row: c.row - 1 },
    );
  }
  cells.sort((a, b) => a.col - b.col || a.row - b.row);
  return { colour: Number(colour), cells };
}

/**
 * Every blob, in the order of its first cell: columns from the left, each from the bottom. One
 * labelling pass over the board (the rules ask for this at every position, so it is not built
 * on `blobAt`).
 */
export function allBlobs(columns: Columns): Blob[] {
  const h = columns.reduce((n, c) => Math.max(n, c.length), 0);
  const colourOf = (i: number) => columns[Math.floor(i / h)]?.charCodeAt(i % h) ?? 0;
  const label = new Int32Array(columns.length * h).fill(-1);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  columns.forEach((column, col) => {
    for (let row = 0; row < column.length; row++) {
      const start = col * h + row;
      if ((label[start] as number) >= 0) continue;
      const colour = column.charCodeAt(row);
      const cells: Cell[] = [];
      label[start] = blobs.length;
      stack.push(start);
      while (stack.length > 0) {
        const i = stack.pop() as number;
        const c = Math.floor(i / h);
        const r = i % h;
        cells.push({ col: c, row: r });
        const next = [r + 1 < h ? i + 1 : -1, r > 0 ? i - 1 : -1, i + h, i - h];
        for (const j of next) {
          if (j < 0 || j >= label.length || label[j] !== -1 || colourOf(j) !== colour) continue;
          label[j] = blobs.length;
          stack.push(j);
        }
      }
      cells.sort((a, b) => a.col - b.col || a.row - b.row);
      blobs.push({ colour: colour - 48, cells });
    }
  });
  return blobs;
}

/** The board once `blob` is gone: cells above fall, emptied columns close up to the left. */
export function removeBlob(columns: Columns, blob: Blob): Columns {
  const gone = new Set(blob.cells.map((c) => `${c.col},${c.row}`));
  return columns
    .map((column, col) => [...column].filter((_, row) => !gone.has(`${col},${row}`)).join(''))
    .filter((column) => column.length > 0);
}

export const cellsLeft = (columns: Columns): number =>
  columns.reduce((n, column) => n + column.length, 0);

/** The points a blob of `n` cells earns: PLT n², standard (n − 2)². */
export const blobPoints = (rules: SameRules, n: number): number =>
  rules === 'plt' ? n * n : (n - 2) * (n - 2);

/**
 * The bonus that the cells left give. PLT's is live, recomputed from the board after every
 * move: 100 a cell under 50 (5000 for a clear). Standard SameGame gives 1000 for a clear only.
 */
export function bonus(rules: SameRules, left: number): number {
  if (rules === 'standard') return left === 0 ? 1000 : 0;
  return left <= 50 ? 100 * (50 - left) : 0;
}

/**
 * PLT's `build-board`: every cell a uniform colour, then for x from 1 and y from 1 (x outer,
 * y inner, y from the top), with odds 1/5 the cell copies the one above or the one to its left,
 * 50/50. The copies chain through cells already changed, which makes clumps. The draws are in
 * PLT's order; `random(n)` is `rng.int(0, n − 1)`. Returns the columns, bottom up.
 */
export function pltBoard(width: number, height: number, colours: number, rng: Rng): Columns {
  // top[x][y]: y from the top, as PLT's vectors.
  const top = Array.from({ length: width }, () =>
    Array.from({ length: height }, () => rng.int(0, colours - 1)),
  );
  for (let x = 1; x < width; x++) {
    for (let y = 1; y < height; y++) {
      if (rng.int(0, 4) !== 0) continue;
      const column = top[x] as number[];
      column[y] = rng.int(0, 1) === 0 ? (column[y - 1] as number) : (top[x - 1]?.[y] as number);
    }
  }
  return top.map((column) =>
    column
      .map((c) => String(c + 1))
      .reverse()
      .join(''),
  );
}

/** Standard SameGame boards: every cell a uniform colour, independently. */
export function uniformBoard(width: number, height: number, colours: number, rng: Rng): Columns {
  return Array.from({ length: width }, () =>
    Array.from({ length: height }, () => String(rng.int(1, colours))).join(''),
  );
}
