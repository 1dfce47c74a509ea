import type { TaskContext } from '../../../core/task.ts';
import type { Cell } from '../board.ts';
import type { SameState } from '../rules.ts';
import { FastBoard, scoring } from './fast-board.ts';
import { FastRandom, type Line, NestedSearch, playFirst } from './search.ts';

/** Levels past 3 never fit a budget people wait for. */
const MAX_LEVEL = 3;

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
  /** The deepest nesting level of a run from the root. */
  readonly level: number;
}

/**
 * The whole-board solver: nested Monte Carlo search under a time budget, run again and again
 * from the root with fresh playouts, the best line kept. Level 1 (each move tried, followed by a
 * playout, the best line's next move played) unless a level-1 run is so quick that a level-2 run
 * (each of its playouts a level-1 search) would fit in the time left; then level 2, and so on.
 *
 * Measured by playouts (not time, so the machine's load does not count) on boards 1-4: with
 * 20,000, repeated level-1 runs averaged 9,638 on PLT boards and 2,165 on standard ones, one
 * level-2 run cut at the budget 9,554 and 2,180, and an earlier scheme that searched each move of
 * one line in turn, its time shared along the line, 8,785 and 1,982; with 60,000 on standard
 * boards, 2,535, 2,428 and 2,392. Whatever the budget, the answer is a whole game, at least as
 * good as the first playout; cut short, the best line so far.
 */
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
  let level = 1;
  let deepest = 0;
  while (!done()) {
    const runStart = now();
    const playoutsBefore = search.playouts;
    const line = search.nested(level, root.clone());
    if (line.score > found.score) found = line;
    best = found;
    deepest = Math.max(deepest, level);
    const t = now();
    // A run one level deeper replaces each playout of this one by a search like this one.
    const deeper = (t - runStart) * (search.playouts - playoutsBefore);
    if (level < MAX_LEVEL && deeper < deadline - t) level++;
  }
  return {
    score: found.score,
    moves: toCells(root, found.moves),
    playouts: search.playouts,
    level: deepest,
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
