import { blobPoints, bonus } from '../board.ts';
import type { SameRules } from '../info.ts';
import type { SameState } from '../rules.ts';

/**
 * The board as the solver plays it, millions of times a second: one byte a cell, column-major
 * from the bottom, 0 for empty. Each column has a spare empty cell on top and the board a spare
 * empty column on the right (and reads past the left end give undefined), so a neighbour is
 * always `i ± 1` or `i ± stride` with no edge tests: an edge never matches a colour. `scan`
 * labels every blob in one pass and `remove` drops a labelled blob. The rules' own board
 * (strings) is simpler to read; tests check that the two agree.
 */
export class FastBoard {
  readonly stride: number;
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
  /**
   * After a removal, the columns whose candidate cells (a same-coloured neighbour above or to
   * the right) may have changed: the blob's columns, the one left of them, and all to the right
   * when a column emptied and the rest slid left. A playout recounts only these.
   */
  dirtyFrom = 0;
  dirtyTo = -1;
  /** The last cell of the blob `blobAt` marked last (highest index: rightmost column). */
  private lastMax = 0;
  /** `blobAt`'s marks: a cell is in the blob when its mark is the current stamp. */
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    cells?: Uint8Array,
    columns?: number,
  ) {
    this.stride = height + 1;
    const n = (width + 1) * this.stride;
    this.cells = cells ? cells.slice() : new Uint8Array(n);
    this.label = new Int16Array(n);
    this.first = new Int16Array(n);
    this.size = new Int16Array(n);
    this.colour = new Uint8Array(n);
    this.stack = new Int16Array(n);
    this.mark = new Int32Array(n);
    this.columns = columns ?? width;
  }

  static fromState(state: Pick<SameState, 'width' | 'height' | 'columns'>): FastBoard {
    const board = new FastBoard(state.width, state.height, undefined, state.columns.length);
    state.columns.forEach((column, col) => {
      for (let row = 0; row < column.length; row++) {
        board.cells[board.index(col, row)] = column.charCodeAt(row) - 48;
      }
    });
    return board;
  }

  index(col: number, row: number): number {
    return col * this.stride + row;
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
    const end = this.columns * this.stride;
    for (let i = 0; i < end; i++) if (this.cells[i] !== 0) n++;
    return n;
  }

  /** Labels every blob; returns how many there are, of any size. */
  scan(): number {
    const { cells, label, stack, stride } = this;
    label.fill(-1, 0, this.columns * stride);
    let blobs = 0;
    for (let col = 0; col < this.columns; col++) {
      for (let start = col * stride; cells[start] !== 0; start++) {
        if ((label[start] as number) >= 0) continue;
        blobs = this.fill(start, blobs, stack, label);
      }
    }
    this.blobs = blobs;
    return blobs;
  }

  /** Labels the blob at `start` as blob `id`; returns the next id. */
  private fill(start: number, id: number, stack: Int16Array, label: Int16Array): number {
    const { cells, stride } = this;
    const c = cells[start] as number;
    let top = 0;
    let size = 0;
    let min = start;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top] as number;
      size++;
      if (i < min) min = i;
      if (cells[i + 1] === c && label[i + 1] !== id) {
        label[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (cells[i - 1] === c && label[i - 1] !== id) {
        label[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (cells[i + stride] === c && label[i + stride] !== id) {
        label[i + stride] = id;
        stack[top++] = i + stride;
      }
      if (cells[i - stride] === c && label[i - stride] !== id) {
        label[i - stride] = id;
        stack[top++] = i - stride;
      }
    }
    // The lowest index is the blob's first cell: leftmost column, then lowest row.
    this.first[id] = min;
    this.size[id] = size;
    this.colour[id] = c;
    return id + 1;
  }

  /**
   * Marks only the blob at `start` and returns its size, its first cell in `first[0]`: what a
   * playout needs to remove one blob, with no labelling of the whole board. A fresh stamp marks
   * it, so nothing is cleared between steps. `removeMarked` then removes it.
   */
  blobAt(start: number): number {
    const { cells, mark, stack, stride } = this;
    if (this.stamp === 0x7fff_ffff) {
      // Stamps are Int32: start again before they would wrap.
      mark.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const c = cells[start] as number;
    let top = 0;
    let size = 0;
    let min = start;
    let max = start;
    stack[top++] = start;
    mark[start] = stamp;
    while (top > 0) {
      const i = stack[--top] as number;
      size++;
      if (i < min) min = i;
      if (i > max) max = i;
      if (cells[i + 1] === c && mark[i + 1] !== stamp) {
        mark[i + 1] = stamp;
        stack[top++] = i + 1;
      }
      if (cells[i - 1] === c && mark[i - 1] !== stamp) {
        mark[i - 1] = stamp;
        stack[top++] = i - 1;
      }
      if (cells[i + stride] === c && mark[i + stride] !== stamp) {
        mark[i + stride] = stamp;
        stack[top++] = i + stride;
      }
      if (cells[i - stride] === c && mark[i - stride] !== stamp) {
        mark[i - stride] = stamp;
        stack[top++] = i - stride;
      }
    }
    this.first[0] = min;
    this.lastMax = max;
    return size;
  }

  /** Removes the blob `blobAt` marked last. */
  removeMarked(): void {
    const { stride } = this;
    const from = Math.floor((this.first[0] as number) / stride);
    this.compact(this.mark, this.stamp, from, Math.floor(this.lastMax / stride));
  }

  /** Removes blob `id` as labelled: gravity, then empty columns close to the left. */
  remove(id: number): void {
    this.compact(this.label, id);
  }

  /**
   * Removes blob `id` as another board of the same cells labelled it (`label` of that board):
   * how a beam makes each child from its parent's one labelling.
   */
  removeLabelled(label: Int16Array, id: number): void {
    this.compact(label, id);
  }

  /**
   * Drops the cells whose `tag` is `value`, all in columns `from` to `to`: gravity, then empty
   * columns close to the left. Columns left of `from` do not change; right of `to` they only
   * move, and only if a column emptied.
   */
  private compact(
    tag: Int16Array | Int32Array,
    value: number,
    from = 0,
    to = this.columns - 1,
  ): void {
    const { cells, stride, height } = this;
    let out = from;
    this.dirtyFrom = from > 0 ? from - 1 : 0;
    for (let col = from; col < this.columns; col++) {
      const base = col * stride;
      if (col > to) {
        // Untouched: nothing to do unless a column emptied, then the rest slide left.
        if (out === col) {
          this.dirtyTo = to;
          return;
        }
        cells.copyWithin(out * stride, base, base + height);
        out++;
        continue;
      }
      let i = base;
      if (out === col) {
        // Cells below the blob's lowest in this column stay where they are.
        while (cells[i] !== 0 && tag[i] !== value) i++;
        if (cells[i] === 0) {
          out++;
          continue;
        }
      }
      const top = out * stride;
      let w = i - base;
      for (; cells[i] !== 0; i++) {
        if (tag[i] !== value) cells[top + w++] = cells[i] as number;
      }
      if (w === 0) continue;
      // A column moved left or shortened: clear what is left above its top.
      cells.fill(0, top + w, top + height);
      out++;
    }
    cells.fill(0, out * stride, this.columns * stride);
    this.columns = out;
    this.dirtyTo = out - 1;
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
