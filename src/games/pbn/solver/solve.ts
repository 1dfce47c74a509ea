import type { Puzzle } from '../puzzle.ts';
import { type Board, Lines } from './board.ts';

/**
 * The cell values of line.ts, again as local constants: run through tsx (the CLI, the bench)
 * an imported constant is read through a getter, which cost a third of the solve time.
 */
const U = 0;
const F = 1;
const E = 2;

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
 * The whole-board solver: probing and backtracking over the boards of `Lines`.
 */
export class Solver extends Lines {
  /**
   * Probing: each unknown cell worth it (`worthProbing`) is tried filled and empty, with line solving after each. A value
   * that contradicts forces the other; cells both trials agree on are set. Repeats until
   * nothing changes. False on a contradiction; `probes` counts the trials.
   * The trial boards are two buffers kept between calls (no allocation per trial).
   */
  probe(cells: Board, stats: { probes: number }): boolean {
    this.bestProbe = -1;
    const { size } = this;
    let changed = true;
    while (changed) {
      changed = false;
      let bestScore = -1;
      for (let cell = 0; cell < size; cell++) {
        if (cells[cell] !== U) continue;
        if (!this.worthProbing(cells, cell)) continue;
        const a = this.trialF.length === cells.length ? this.trialF : cells.slice();
        const b = this.trialE.length === cells.length ? this.trialE : cells.slice();
        this.trialF = a;
        this.trialE = b;
        a.set(cells);
        this.set(a, cell, F);
        stats.probes += 2;
        // Counted from the settled cells: the trial boards hold the board, so the cells a trial
        // solved are the probed one and those its line solving set.
        const settled = this.settled;
        const okF = this.settle(a, cell);
        const solvedF = this.settled - settled + 1;
        b.set(cells);
        this.set(b, cell, E);
        const okE = this.settle(b, cell);
        const solvedE = this.settled - settled - solvedF + 2;
        if (!okF && !okE) return false;
        if (!okF || !okE) {
          cells.set(okF ? a : b);
          changed = true;
          continue;
        }
        if (this.agree(cells, a, b)) {
          changed = true;
          if (!this.settle(cells)) return false;
          continue;
        }
        // The guess that teaches most either way: the cell whose poorer branch solves most,
        // and among those the one whose better branch solves most. (The tie-break matters: on
        // n-Dom it cut 9-Dom's search from 10,672 nodes to 560, 8-Dom's from 1,586 to 172.)
        const score = Math.min(solvedF, solvedE) * (size + 1) + Math.max(solvedF, solvedE);
        if (!changed && score > bestScore) {
          bestScore = score;
          this.bestProbe = cell;
        }
      }
    }
    return true;
  }

  private trialF = new Int32Array(0);
  private trialE = new Int32Array(0);

  /**
   * Which cells are probed: those inside the board (not on its edge) beside a known cell, as
   * pbnsolve probes next to solved cells. A cell far from anything known rarely contradicts;
   * on n-Dom this rule made 8-Dom's search 4× cheaper than probing every cell (and 2× cheaper
   * than counting the edge as known or probing edge cells too). Probing is only inference:
   * any choice of cells leaves the search complete.
   */
  private worthProbing(cells: Board, cell: number): boolean {
    const { w } = this;
    const c = cell % w;
    if (c === 0 || c === w - 1 || cell < w || cell >= this.size - w) return false;
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
  private pick(cells: Board): number {
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
    const cells = this.board(start);
    const ok = this.settle(cells);
    const lineSolvable = ok && this.complete(cells);
    const search = (grid: Board): void => {
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
        this.set(next, cell, value);
        if (this.settle(next, cell)) search(next);
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

  rows(grid: Board): string[] {
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
