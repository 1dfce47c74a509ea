import type { Puzzle } from '../puzzle.ts';
import { LineCache } from './line.ts';

/**
 * The cell values of line.ts, again as local constants: run through tsx (the CLI, the bench)
 * an imported constant is read through a getter, which cost a third of the solve time.
 */
const U = 0;
const F = 1;
const E = 2;
/** line.ts's NUMBER_KEY_MAX (3^33 < 2^53), local for the same reason. */
const NUMBER_KEY_MAX = 33;

/** How the search went: the solutions found (up to the limit asked) and the work done. */
export interface SolveReport {
  /** Rows of `#` and `.`, at most `limit` of them. */
  readonly solutions: string[][];
  /** 'unique' and 'multiple' need limit ≥ 2; 'none' means the clues contradict. */
  readonly status: 'none' | 'unique' | 'multiple' | 'found';
  /** Line solving alone finished the puzzle from an empty board. */
  readonly lineSolvable: boolean;
  /** Search nodes (guesses made), probes tried and line solves run. */
  readonly nodes: number;
  readonly probes: number;
  readonly lineSolves: number;
}

export interface SolveOptions {
  /** Stop after this many solutions: 2 decides uniqueness. */
  readonly limit?: number;
  /** Probe cells (try each value, keep what both agree on) before guessing. */
  readonly probing?: boolean;
  /** Called now and then; throws to stop (a cancelled task). */
  readonly poll?: (nodes: number) => void;
}

/**
 * The whole-board solver over typed arrays (0 unknown, 1 filled, 2 empty), row-major. Lines are
 * numbered rows first (0..h-1) then columns (h..h+w-1).
 */
export class Solver {
  readonly w: number;
  readonly h: number;
  private readonly clues: Int32Array[];
  private readonly keys: string[];
  readonly cache = new LineCache();
  private readonly tables: Map<number, Uint8Array | null>[];
  private readonly buf: Uint8Array;
  private readonly dirty: Uint8Array;
  private readonly queue: Int32Array;
  lineSolves = 0;

  constructor(readonly puzzle: Pick<Puzzle, 'rows' | 'cols'>) {
    this.w = puzzle.cols.length;
    this.h = puzzle.rows.length;
    const lines = [...puzzle.rows, ...puzzle.cols];
    this.clues = lines.map((c) => Int32Array.from(c));
    this.keys = lines.map((c, i) => `${i < this.h ? 'r' : 'c'}${c.join('.')}:`);
    this.tables = this.keys.map((k) => this.cache.table(k));
    this.buf = new Uint8Array(Math.max(this.w, this.h));
    this.dirty = new Uint8Array(this.w + this.h);
    this.queue = new Int32Array(this.w + this.h);
  }

  lineLength = (line: number) => (line < this.h ? this.w : this.h);

  /** Cell index of position `i` along `line`. */
  cellOf(line: number, i: number): number {
    return line < this.h ? line * this.w + i : i * this.w + (line - this.h);
  }

  /** The clue of a line, as the player reads it ("3 1 2", "0" for none). */
  clueText = (line: number) => Array.from(this.clues[line] as Int32Array).join(' ') || '0';

  /** Solves one line of `cells` alone; null on a contradiction. */
  solveOne(cells: Uint8Array, line: number): Uint8Array | null {
    const n = this.lineLength(line);
    this.lineSolves++;
    const start = line < this.h ? line * this.w : line - this.h;
    const step = line < this.h ? 1 : this.w;
    const table = this.tables[line] as Map<number, Uint8Array | null>;
    // The cache key straight from the board (no copy): on a hit, nothing else is read.
    if (n <= NUMBER_KEY_MAX) {
      let key = 0;
      for (let i = n - 1, at = start + i * step; i >= 0; i--, at -= step) {
        key = key * 3 + (cells[at] as number);
      }
      const found = table.get(key);
      if (found !== undefined) return found;
    }
    for (let i = 0, at = start; i < n; i++, at += step) this.buf[i] = cells[at] as number;
    return this.cache.solve(
      this.keys[line] as string,
      this.clues[line] as Int32Array,
      this.buf,
      n,
      table,
    );
  }

  /**
   * Line solving to a fixed point, from every line, or from the two lines through `cell` when
   * one is given (the cell just set). Changes `cells` in place; false on a contradiction. A
   * ring queue of lines, each in it at most once.
   */
  propagate(cells: Uint8Array, cell = -1): boolean {
    const lines = this.w + this.h;
    const { dirty, queue, w, h } = this;
    let pending = 0;
    let tail = 0;
    if (cell < 0) {
      for (let l = 0; l < lines; l++) queue[l] = l;
      dirty.fill(1);
      pending = lines;
    } else {
      dirty.fill(0);
      queue[0] = Math.floor(cell / w);
      queue[1] = h + (cell % w);
      dirty[queue[0] as number] = 1;
      dirty[queue[1] as number] = 1;
      pending = 2;
      tail = 2;
    }
    let head = 0;
    while (pending > 0) {
      const line = queue[head] as number;
      head = head + 1 === lines ? 0 : head + 1;
      dirty[line] = 0;
      pending--;
      const out = this.solveOne(cells, line);
      if (!out) return false;
      const isRow = line < h;
      const n = isRow ? w : h;
      const start = isRow ? line * w : line - h;
      const step = isRow ? 1 : w;
      for (let i = 0, at = start; i < n; i++, at += step) {
        const v = out[i] as number;
        if (v !== U && cells[at] === U) {
          cells[at] = v;
          const cross = isRow ? h + i : i;
          if (dirty[cross] === 0) {
            dirty[cross] = 1;
            queue[tail] = cross;
            tail = tail + 1 === lines ? 0 : tail + 1;
            pending++;
          }
        }
      }
    }
    return true;
  }

  /**
   * Probing: each unknown cell worth it (`worthProbing`) is tried filled and empty, with line solving after each. A value
   * that contradicts forces the other; cells both trials agree on are set. Repeats until
   * nothing changes. False on a contradiction; `probes` counts the trials.
   * The trial boards are two buffers kept between calls (no allocation per trial).
   */
  probe(cells: Uint8Array, stats: { probes: number }): boolean {
    this.bestProbe = -1;
    const size = cells.length;
    let changed = true;
    while (changed) {
      changed = false;
      let bestScore = -1;
      for (let cell = 0; cell < size; cell++) {
        if (cells[cell] !== U) continue;
        if (!this.worthProbing(cells, cell)) continue;
        const a = this.trialF.length === size ? this.trialF : new Uint8Array(size);
        const b = this.trialE.length === size ? this.trialE : new Uint8Array(size);
        this.trialF = a;
        this.trialE = b;
        a.set(cells);
        a[cell] = F;
        stats.probes++;
        const okF = this.propagate(a, cell);
        b.set(cells);
        b[cell] = E;
        stats.probes++;
        const okE = this.propagate(b, cell);
        if (!okF && !okE) return false;
        if (!okF || !okE) {
          cells.set(okF ? a : b);
          changed = true;
          continue;
        }
        let solvedF = 0;
        let solvedE = 0;
        let agreed = false;
        for (let i = 0; i < size; i++) {
          if (cells[i] !== U) continue;
          const x = a[i] as number;
          const y = b[i] as number;
          if (x !== U) solvedF++;
          if (y !== U) solvedE++;
          if (x !== U && x === y) {
            cells[i] = x;
            agreed = true;
          }
        }
        if (agreed) {
          changed = true;
          if (!this.propagate(cells)) return false;
          continue;
        }
        // The guess that teaches most either way: the cell whose poorer branch solves most.
        const score = Math.min(solvedF, solvedE);
        if (!changed && score > bestScore) {
          bestScore = score;
          this.bestProbe = cell;
        }
      }
    }
    return true;
  }

  private trialF = new Uint8Array(0);
  private trialE = new Uint8Array(0);

  /**
   * Which cells are probed: those inside the board (not on its edge) beside a known cell, as
   * pbnsolve probes next to solved cells. A cell far from anything known rarely contradicts;
   * on n-Dom this rule made 8-Dom's search 4× cheaper than probing every cell (and 2× cheaper
   * than counting the edge as known or probing edge cells too). Probing is only inference:
   * any choice of cells leaves the search complete.
   */
  private worthProbing(cells: Uint8Array, cell: number): boolean {
    const { w } = this;
    const c = cell % w;
    if (c === 0 || c === w - 1 || cell < w || cell >= cells.length - w) return false;
    return (
      cells[cell - 1] !== U ||
      cells[cell + 1] !== U ||
      cells[cell - w] !== U ||
      cells[cell + w] !== U
    );
  }

  /** The cell the last full probing pass found most telling, or -1. */
  private bestProbe = -1;

  /** The unknown cell to guess: in the line with the fewest unknowns left, the first. */
  private pick(cells: Uint8Array): number {
    let best = -1;
    let bestCount = Number.POSITIVE_INFINITY;
    for (let r = 0; r < this.h; r++) {
      let count = 0;
      let first = -1;
      for (let c = 0; c < this.w; c++) {
        if (cells[r * this.w + c] === U) {
          if (first < 0) first = r * this.w + c;
          count++;
        }
      }
      if (count > 0 && count < bestCount) {
        bestCount = count;
        best = first;
      }
    }
    for (let c = 0; c < this.w; c++) {
      let count = 0;
      let first = -1;
      for (let r = 0; r < this.h; r++) {
        if (cells[r * this.w + c] === U) {
          if (first < 0) first = r * this.w + c;
          count++;
        }
      }
      if (count > 0 && count < bestCount) {
        bestCount = count;
        best = first;
      }
    }
    return best;
  }

  solve(options: SolveOptions = {}, start?: Uint8Array): SolveReport {
    const limit = options.limit ?? 2;
    const stats = { nodes: 0, probes: 0 };
    const solutions: string[][] = [];
    const cells = start ? start.slice() : new Uint8Array(this.w * this.h);
    const ok = this.propagate(cells);
    const lineSolvable = ok && !cells.includes(U);
    const search = (grid: Uint8Array): void => {
      const probing = options.probing !== false;
      if (probing && !this.probe(grid, stats)) return;
      const cell =
        probing && this.bestProbe >= 0 && grid[this.bestProbe] === U
          ? this.bestProbe
          : this.pick(grid);
      if (cell < 0) {
        solutions.push(this.rows(grid));
        return;
      }
      for (const value of [F, E]) {
        if (solutions.length >= limit) return;
        stats.nodes++;
        if (options.poll && (stats.nodes & 255) === 0) options.poll(stats.nodes);
        const next = grid.slice();
        next[cell] = value;
        if (this.propagate(next, cell)) search(next);
      }
    };
    if (ok) search(cells);
    const status =
      solutions.length === 0
        ? 'none'
        : solutions.length >= 2
          ? 'multiple'
          : limit >= 2
            ? 'unique'
            : 'found';
    return { solutions, status, lineSolvable, ...stats, lineSolves: this.lineSolves };
  }

  rows(grid: Uint8Array): string[] {
    return Array.from({ length: this.h }, (_, r) =>
      Array.from(grid.subarray(r * this.w, (r + 1) * this.w), (v) => (v === F ? '#' : '.')).join(
        '',
      ),
    );
  }
}

/** Solves a puzzle from an empty board: its solutions up to `limit`, and the work done. */
export function solvePuzzle(
  puzzle: Pick<Puzzle, 'rows' | 'cols'>,
  options: SolveOptions = {},
): SolveReport {
  return new Solver(puzzle).solve(options);
}
