import { blobPoints, bonus } from '../board.ts';
import type { SameRules } from '../info.ts';
import type { SameState } from '../rules.ts';

/**
 * The board as the solver plays it, millions of times a second: one byte a cell, column-major
 * from the bottom (`col * height + row`), 0 for empty. `scan` labels every blob in one pass and
 * `remove` drops a labelled blob, so a move costs two passes over the board and no allocation.
 * The rules' own board (strings) is simpler to read; tests check that the two agree.
 */
export class FastBoard {
  readonly cells: Uint8Array;
  /** Blob label of each cell after `scan`; meaningless for empty cells. */
  readonly label: Int16Array;
  /** After `scan`: per blob, its first cell (leftmost, lowest), size and colour. */
  readonly first: Int16Array;
  readonly size: Int16Array;
  readonly colour: Uint8Array;
  blobs = 0;
  /** Non-empty columns: they are always the leftmost ones. */
  columns: number;
  private readonly stack: Int16Array;

  constructor(
    readonly width: number,
    readonly height: number,
    cells?: Uint8Array,
    columns?: number,
  ) {
    const n = width * height;
    this.cells = cells ? cells.slice() : new Uint8Array(n);
    this.label = new Int16Array(n);
    this.first = new Int16Array(n);
    this.size = new Int16Array(n);
    this.colour = new Uint8Array(n);
    this.stack = new Int16Array(n);
    this.columns = columns ?? width;
  }

  static fromState(state: Pick<SameState, 'width' | 'height' | 'columns'>): FastBoard {
    const board = new FastBoard(state.width, state.height, undefined, state.columns.length);
    state.columns.forEach((column, col) => {
      for (let row = 0; row < column.length; row++) {
        board.cells[col * state.height + row] = column.charCodeAt(row) - 48;
      }
    });
    return board;
  }

  clone(): FastBoard {
    return new FastBoard(this.width, this.height, this.cells, this.columns);
  }

  copyFrom(other: FastBoard): void {
    this.cells.set(other.cells);
    this.columns = other.columns;
  }

  cellsLeft(): number {
    let n = 0;
    const end = this.columns * this.height;
    for (let i = 0; i < end; i++) if (this.cells[i] !== 0) n++;
    return n;
  }

  /** Labels every blob; returns how many there are, of any size. */
  scan(): number {
    const { cells, label, stack, height: h } = this;
    const end = this.columns * h;
    label.fill(-1, 0, end);
    let blobs = 0;
    for (let col = 0; col < this.columns; col++) {
      for (let row = 0; row < h; row++) {
        const start = col * h + row;
        const c = cells[start] as number;
        if (c === 0) break;
        if ((label[start] as number) >= 0) continue;
        let top = 0;
        let size = 0;
        stack[top++] = start;
        label[start] = blobs;
        while (top > 0) {
          const i = stack[--top] as number;
          size++;
          const r = i % h;
          // Neighbours of the same colour, not yet labelled: above, below, right, left.
          if (r + 1 < h && cells[i + 1] === c && label[i + 1] === -1) {
            label[i + 1] = blobs;
            stack[top++] = i + 1;
          }
          if (r > 0 && cells[i - 1] === c && label[i - 1] === -1) {
            label[i - 1] = blobs;
            stack[top++] = i - 1;
          }
          if (i + h < end && cells[i + h] === c && label[i + h] === -1) {
            label[i + h] = blobs;
            stack[top++] = i + h;
          }
          if (i >= h && cells[i - h] === c && label[i - h] === -1) {
            label[i - h] = blobs;
            stack[top++] = i - h;
          }
        }
        this.first[blobs] = start;
        this.size[blobs] = size;
        this.colour[blobs] = c;
        blobs++;
      }
    }
    this.blobs = blobs;
    return blobs;
  }

  /** Removes blob `id` of the last `scan`: gravity, then empty columns close to the left. */
  remove(id: number): void {
    const { cells, label, height: h } = this;
    let out = 0;
    for (let col = 0; col < this.columns; col++) {
      const base = col * h;
      let w = 0;
      for (let row = 0; row < h; row++) {
        const i = base + row;
        const c = cells[i] as number;
        if (c === 0) break;
        if (label[i] !== id) cells[out * h + w++] = c;
      }
      if (w === 0) continue;
      // A column moved left or shortened: clear what is left above its top.
      cells.fill(0, out * h + w, out * h + h);
      out++;
    }
    cells.fill(0, out * h, this.columns * h);
    this.columns = out;
  }
}

/** The scoring the solver maximises: the same as the rules' final score. */
export interface Scoring {
  points(n: number): number;
  bonus(left: number): number;
}

export const scoring = (rules: SameRules): Scoring => ({
  points: (n) => blobPoints(rules, n),
  bonus: (left) => bonus(rules, left),
});
