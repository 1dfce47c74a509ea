import type { Puzzle } from '../puzzle.ts';
import { E, F, LineCache, U } from './line.ts';

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
    for (let i = 0; i < n; i++) this.buf[i] = cells[this.cellOf(line, i)] as number;
    this.lineSolves++;
    return this.cache.solve(this.keys[line] as string, this.clues[line] as Int32Array, this.buf, n);
  }

  /**
   * Line solving to a fixed point, from the lines marked in `start` (all when absent). Changes
   * `cells` in place; false on a contradiction.
   */
  propagate(cells: Uint8Array, start?: readonly number[]): boolean {
    const lines = this.w + this.h;
    const { dirty, queue } = this;
    dirty.fill(0);
    let head = 0;
    let tail = 0;
    const push = (l: number) => {
      if (dirty[l]) return;
      dirty[l] = 1;
      queue[tail] = l;
      tail = tail + 1 === lines ? 0 : tail + 1;
    };
    let pending = 0;
    for (const l of start ?? Array.from({ length: lines }, (_, i) => i)) {
      if (!dirty[l]) pending++;
      push(l);
    }
    while (pending > 0) {
      const line = queue[head] as number;
      head = head + 1 === lines ? 0 : head + 1;
      dirty[line] = 0;
      pending--;
      const out = this.solveOne(cells, line);
      if (!out) return false;
      const n = this.lineLength(line);
      for (let i = 0; i < n; i++) {
        const cell = this.cellOf(line, i);
        if (cells[cell] === U && out[i] !== U) {
          cells[cell] = out[i] as number;
          const cross = line < this.h ? this.h + i : i;
          if (!dirty[cross]) pending++;
          push(cross);
        }
      }
    }
    return true;
  }

  /** The two lines through a cell. */
  linesOf(cell: number): number[] {
    return [Math.floor(cell / this.w), this.h + (cell % this.w)];
  }

  /**
   * Probing: each unknown cell is tried filled and empty, with line solving after each. A value
   * that contradicts forces the other; cells both trials agree on are set. Repeats until
   * nothing changes. False on a contradiction; `probes` counts the trials.
   */
  probe(cells: Uint8Array, stats: { probes: number }): boolean {
    this.bestProbe = -1;
    let changed = true;
    while (changed) {
      changed = false;
      let bestScore = -1;
      for (let cell = 0; cell < cells.length; cell++) {
        if (cells[cell] !== U) continue;
        const a = cells.slice();
        a[cell] = F;
        stats.probes++;
        const okF = this.propagate(a, this.linesOf(cell));
        const b = cells.slice();
        b[cell] = E;
        stats.probes++;
        const okE = this.propagate(b, this.linesOf(cell));
        if (!okF && !okE) return false;
        if (!okF || !okE) {
          cells.set(okF ? a : b);
          changed = true;
          continue;
        }
        let solvedF = 0;
        let solvedE = 0;
        for (let i = 0; i < cells.length; i++) {
          if (cells[i] !== U) continue;
          if (a[i] !== U) solvedF++;
          if (b[i] !== U) solvedE++;
          if (a[i] !== U && a[i] === b[i]) {
            cells[i] = a[i] as number;
            changed = true;
          }
        }
        if (changed && !this.propagate(cells)) return false;
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
        if (this.propagate(next, this.linesOf(cell))) search(next);
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
