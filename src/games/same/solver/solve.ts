import type { TaskContext } from '../../../core/task.ts';
import type { Cell } from '../board.ts';
import type { SameState } from '../rules.ts';
import { beamSearch } from './beam.ts';
import { FastBoard, scoring } from './fast-board.ts';
import { FastRandom, type Line, NestedSearch, playFirst } from './search.ts';

/** What the solver passes with its progress: its best line so far. */
export interface PartialLine {
  readonly score: number;
  readonly moves: Cell[];
}

export interface SolveOptions {
  /** Time budget in milliseconds. */
  readonly ms: number;
  /** Seeds the playouts: the same seed and the same work give the same line. */
  readonly seed: number;
  readonly context?: TaskContext<PartialLine>;
  /** The clock, for tests that count work rather than time. */
  readonly now?: () => number;
}

export interface Solution {
  /** The final score the line reaches from the position (points to come plus the bonus). */
  readonly score: number;
  readonly moves: Cell[];
  readonly playouts: number;
  /** The widest beam run from the root. */
  readonly width: number;
}

/**
 * The whole-board solver: beam searches with playouts (`beam.ts`) under a time budget, run from
 * the root again and again with fresh playouts, the best line kept. The first run has width 1 (a
 * level-1 nested search), the second width 8; each later run is as wide as the time left allows,
 * judged by what a unit of width cost in the run before, so most of the budget goes to one wide
 * beam. Judged instead by the dearest unit so far (the first run's, which compiles the code), the
 * wide beam took half the budget and narrower ones the rest (board 1 at 5 s: 107 wide in 51 % of
 * it, now 149 in 69 %). On the test set at 1 s of CPU time a board (the same seeds) that way
 * totalled 58,752 and this way 61,263 and 58,430: a CPU clock's runs differ in their work, so
 * their scores differ as much as the two schedules'.
 *
 * Measured by playouts (not time, so the machine's load does not count) on standard boards 1-8
 * with 30,000 playouts: repeated level-1 nested searches (the solver before) totalled 20,474;
 * beams of doubling width 20,739, of fixed width 4 20,994, 16 21,540, 32 (cut at the budget)
 * 20,178; this schedule 21,766. Nested rollout policy adaptation (Rosin 2011; code: colour and
 * first cell, a tabu-colour prior) needs a labelling of the whole board each step, ran a tenth as
 * many playouts a second, and at 1 s totalled 6,015 on boards 1-4 against 7,737: it needs far
 * longer runs than a hint's. On the standard test set (20 boards, 20,000 playouts a board), the
 * beam with each position's best line remembered totalled 56,066 against 53,624 without; a
 * static evaluation instead of playouts, wider beams from points along the best line, and
 * pruning the tabu colour's moves did no better (bench/same/solver.md). Whatever the budget, the answer is a whole game, at least as good
 * as the first playout; cut short, the best line so far.
 */
/** The width of the second run, which times a unit of width for the wide run. */
const CALIBRATION_WIDTH = 8;

export function solveBoard(
  state: Pick<SameState, 'width' | 'height' | 'columns' | 'rules'>,
  options: SolveOptions,
): Solution {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const deadline = started + options.ms;
  const context = options.context;
  let stopped = false;
  let lastReport = started;
  const root = FastBoard.fromState(state);
  // The best whole line from the root so far; reported with the progress, a tenth of a second
  // apart, from inside the search (one run can take the whole budget).
  let best: Line | null = null;
  const done = () => {
    if (stopped) return true;
    const t = now();
    if (context?.stopped() || t >= deadline) {
      stopped = true;
      return true;
    }
    if (t - lastReport > 100 && context && best) {
      lastReport = t;
      const line = { score: best.score, moves: toCells(root, best.moves) };
      context.progress(Math.min(1, (t - started) / options.ms), line);
    }
    return false;
  };
  const score = scoring(state.rules);
  const search = new NestedSearch(score, new FastRandom(options.seed), done, root.cells.length);
  let found: Line = search.playout(root.clone());
  best = found;
  const keep = (line: Line) => {
    if (line.score > found.score) found = line;
    best = found;
  };
  let width = 1;
  let widest = 0;
  let runs = 0;
  while (!done()) {
    const runStart = now();
    beamSearch(root, width, search, score.points, keep);
    widest = Math.max(widest, width);
    runs++;
    const t = now();
    // Time per unit of width, from the last run: the first ones pay for compiling the code,
    // and took twice as long a unit as a wide run, which then had half the budget.
    const unit = Math.max((t - runStart) / width, 1e-9);
    width = Math.max(1, Math.floor((0.9 * (deadline - t)) / unit));
    if (runs === 1) width = Math.min(width, CALIBRATION_WIDTH);
  }
  return {
    score: found.score,
    moves: toCells(root, found.moves),
    playouts: search.playouts,
    width: widest,
  };
}
/** The line's first cells as the rules name them. */
function toCells(root: FastBoard, line: readonly number[]): Cell[] {
  const board = root.clone();
  return line.map((first) => {
    playFirst(board, first);
    return { col: Math.floor(first / root.stride), row: first % root.stride };
  });
}
