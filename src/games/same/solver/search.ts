import { FastBoard, type Scoring } from './fast-board.ts';

/** A line of play from some position to the end: its moves (first cells) and its score. */
export interface Line {
  score: number;
  moves: number[];
}

/** A small, fast generator for playouts (xorshift32): pure-rand's draws cost more per move. */
export class FastRandom {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  below(n: number): number {
    let s = this.s;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.s = s >>> 0;
    return this.s % n;
  }
}

/**
 * Nested Monte Carlo search (Cazenave 2009) for SameGame, with the tabu-colour playouts of that
 * paper: a playout never removes the colour that covers most of the board at its start, while it
 * has any other blob, so that colour gathers into one large blob for the end. A level-n search
 * tries every move followed by a level-(n−1) search, keeps the best line seen, and plays its
 * next move. It stops early, with its best line so far, once `done()` says so.
 */
export class NestedSearch {
  playouts = 0;
  /** Per column, its candidate cells (see `playout`) of other colours than the tabu one. */
  private readonly free: Int16Array;
  /** Per column, its candidate cells of the tabu colour. */
  private readonly held: Int16Array;
  private readonly counts = new Int32Array(16);
  /** The points of a blob of each size: a table, as a playout scores every removal. */
  private readonly gain: Int32Array;

  constructor(
    private readonly scoring: Scoring,
    private readonly random: FastRandom,
    readonly done: () => boolean,
    cells: number,
  ) {
    this.free = new Int16Array(cells);
    this.held = new Int16Array(cells);
    this.gain = Int32Array.from({ length: cells + 1 }, (_, n) => scoring.points(n));
  }

  /**
   * Plays `board` (changed in place) to the end; the line's score counts from its start. Each
   * step picks a uniformly random candidate cell, one with a neighbour of its colour above or to
   * its right (every blob of two has one), not of the tabu colour while another is left, and
   * removes its blob; larger blobs, having more candidates, are a little more likely. Each
   * column keeps its count of candidates, and a removal recounts only the columns it changed
   * (`dirtyFrom`…`dirtyTo`), so a step looks at a few columns, never the whole board.
   */
  playout(board: FastBoard): Line {
    this.playouts++;
    const { free, held, gain, random } = this;
    const tabu = this.tabuColour(board);
    let left = board.cellsLeft();
    let nFree = 0;
    let nHeld = 0;
    for (let col = 0; col < board.columns; col++) {
      this.countColumn(board, col, tabu);
      nFree += free[col] as number;
      nHeld += held[col] as number;
    }
    const line: number[] = [];
    let score = 0;
    while (nFree + nHeld > 0) {
      const start =
        nFree > 0
          ? this.nth(board, free, random.below(nFree), tabu, false)
          : this.nth(board, held, random.below(nHeld), tabu, true);
      const size = board.blobAt(start);
      score += gain[size] as number;
      left -= size;
      line.push(board.first[0] as number);
      const before = board.columns;
      board.removeMarked();
      for (let col = board.dirtyFrom; col < before; col++) {
        nFree -= free[col] as number;
        nHeld -= held[col] as number;
      }
      for (let col = board.dirtyFrom; col <= board.dirtyTo; col++) {
        this.countColumn(board, col, tabu);
        nFree += free[col] as number;
        nHeld += held[col] as number;
      }
      // Columns right of the changed ones kept their counts (nothing slid).
      for (let col = board.dirtyTo + 1; col < board.columns; col++) {
        nFree += free[col] as number;
        nHeld += held[col] as number;
      }
    }
    return { score: score + this.scoring.bonus(left), moves: line };
  }

  /** The colour covering most of the board: a playout keeps it for the end. */
  private tabuColour(board: FastBoard): number {
    const { cells, stride } = board;
    const counts = this.counts;
    counts.fill(0);
    const end = board.columns * stride;
    for (let i = 0; i < end; i++) {
      const c = cells[i] as number;
      counts[c] = (counts[c] as number) + 1;
    }
    // Colours are from 1; counts[0] holds the empty cells.
    let tabu = 1;
    for (let c = 2; c < counts.length; c++) {
      if ((counts[c] as number) > (counts[tabu] as number)) tabu = c;
    }
    return tabu;
  }

  /** Counts column `col`'s candidate cells into `free` and `held`. */
  private countColumn(board: FastBoard, col: number, tabu: number): void {
    const { cells, stride } = board;
    let f = 0;
    let h = 0;
    for (let i = col * stride; cells[i] !== 0; i++) {
      const c = cells[i];
      if (cells[i + 1] !== c && cells[i + stride] !== c) continue;
      if (c === tabu) h++;
      else f++;
    }
    this.free[col] = f;
    this.held[col] = h;
  }

  /** The `r`-th candidate cell (from 0, column by column) of the tabu colour or of the others. */
  private nth(
    board: FastBoard,
    perColumn: Int16Array,
    r: number,
    tabu: number,
    ofTabu: boolean,
  ): number {
    const { cells, stride } = board;
    let col = 0;
    while (r >= (perColumn[col] as number)) r -= perColumn[col++] as number;
    for (let i = col * stride; ; i++) {
      const c = cells[i];
      if (cells[i + 1] !== c && cells[i + stride] !== c) continue;
      if ((c === tabu) !== ofTabu) continue;
      if (r === 0) return i;
      r--;
    }
  }

  /** A level-`level` search from `board` (changed in place); level 0 is one playout. */
  nested(level: number, board: FastBoard): Line {
    if (level === 0) return this.playout(board);
    let best: Line | null = null;
    const played: number[] = [];
    let score = 0;
    const child = board.clone();
    for (;;) {
      const blobs = board.scan();
      const options: number[] = [];
      for (let b = 0; b < blobs; b++) if ((board.size[b] as number) >= 2) options.push(b);
      if (options.length === 0) {
        const final = score + this.scoring.bonus(board.cellsLeft());
        if (!best || final > best.score) best = { score: final, moves: played.slice() };
        return best;
      }
      // Each option's first cell and size now: the children's scans overwrite nothing of
      // `board`, but the options must outlive the loop below.
      const firsts = options.map((b) => board.first[b] as number);
      const sizes = options.map((b) => board.size[b] as number);
      const labels = board.label.slice();
      for (let k = 0; k < options.length; k++) {
        child.copyFrom(board);
        child.label.set(labels);
        child.remove(options[k] as number);
        const gain = this.scoring.points(sizes[k] as number);
        const rest = this.nested(level - 1, child);
        const total = score + gain + rest.score;
        if (!best || total > best.score) {
          best = { score: total, moves: [...played, firsts[k] as number, ...rest.moves] };
        }
        if (this.done()) return best;
      }
      const next = (best as Line).moves[played.length] as number;
      board.label.set(labels);
      const id = labels[next] as number;
      score += this.scoring.points(sizes[firsts.indexOf(next)] as number);
      played.push(next);
      board.remove(id);
    }
  }
}

/** Plays `first` (a blob's first cell) on `board`, scanned or not; returns the blob's size. */
export function playFirst(board: FastBoard, first: number): number {
  board.scan();
  const id = board.label[first] as number;
  if (id < 0 || board.first[id] !== first || (board.size[id] as number) < 2) {
    throw new Error(`no removable blob starts at cell ${first}`);
  }
  const size = board.size[id] as number;
  board.remove(id);
  return size;
}

export { FastBoard };
