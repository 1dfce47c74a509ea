import { FastBoard, type Scoring } from './fast-board.ts';

/** Random cells a playout step draws before it looks at the whole board for a move. */
const DRAWS = 8;

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
  /** A playout's candidate cells: of other colours than the tabu one, and of the tabu one. */
  private readonly moves: Int16Array;
  private readonly held: Int16Array;
  private readonly counts = new Int32Array(16);

  constructor(
    private readonly scoring: Scoring,
    private readonly random: FastRandom,
    readonly done: () => boolean,
    cells: number,
  ) {
    this.moves = new Int16Array(cells);
    this.held = new Int16Array(cells);
  }

  /**
   * Plays `board` (changed in place) to the end; the line's score counts from its start. Each
   * step picks a random cell that has a neighbour of its colour above or to its right (every
   * blob of two has one), not of the tabu colour while another is left, and removes its blob;
   * larger blobs, having more such cells, are a little more likely. It first draws a few cells
   * at random (uniform over the cells left, by the column heights) and takes the first that
   * qualifies: the same choice as listing them all, with no look at the whole board. Only when
   * all the draws miss does one pass over the board list them.
   */
  playout(board: FastBoard): Line {
    this.playouts++;
    const { cells, stride, heights } = board;
    const counts = this.counts;
    counts.fill(0);
    let left = board.measure();
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
    const random = this.random;
    const line: number[] = [];
    let score = 0;
    for (;;) {
      let start = -1;
      for (let draw = 0; draw < DRAWS && left > 0; draw++) {
        let r = random.below(left);
        let col = 0;
        while (r >= (heights[col] as number)) r -= heights[col++] as number;
        const i = col * stride + r;
        const c = cells[i];
        if (c === tabu) continue;
        if (cells[i + 1] === c || cells[i + stride] === c) {
          start = i;
          break;
        }
      }
      if (start < 0) start = this.pick(board, tabu);
      if (start < 0) break;
      const size = board.blobAt(start);
      score += this.scoring.points(size);
      left -= size;
      line.push(board.first[0] as number);
      board.removeMarked();
    }
    return { score: score + this.scoring.bonus(left), moves: line };
  }

  /** A random cell of a removable blob, of the tabu colour only if nothing else is; -1: none. */
  private pick(board: FastBoard, tabu: number): number {
    const { cells, stride } = board;
    const free = this.moves;
    const held = this.held;
    let nFree = 0;
    let nHeld = 0;
    for (let col = 0; col < board.columns; col++) {
      for (let i = col * stride; cells[i] !== 0; i++) {
        const c = cells[i];
        if (cells[i + 1] !== c && cells[i + stride] !== c) continue;
        if (c !== tabu) free[nFree++] = i;
        else held[nHeld++] = i;
      }
    }
    if (nFree > 0) return free[this.random.below(nFree)] as number;
    if (nHeld > 0) return held[this.random.below(nHeld)] as number;
    return -1;
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
