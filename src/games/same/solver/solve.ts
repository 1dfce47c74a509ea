import type { TaskContext } from '../../../core/task.ts';
import type { Cell } from '../board.ts';
import type { SameState } from '../rules.ts';
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
  /**
   * Spend the whole budget on the first move (a hint) rather than sharing it along the line; the
   * rest of the line is then the best one seen while choosing it.
   */
  readonly firstOnly?: boolean;
  /** The clock, for tests that count work rather than time. */
  readonly now?: () => number;
}

export interface Solution {
  /** The final score the line reaches from the position (points to come plus the bonus). */
  readonly score: number;
  readonly moves: Cell[];
  readonly playouts: number;
  /** The deepest nesting level the search reached at some step. */
  readonly level: number;
}

/**
 * The move at hand gets this many times its even share of the time left: early choices matter
 * most. On boards 1-8 of each rules, with a budget of 5,000 clock readings (about one a
 * playout, so the machine's load does not count), shares 1, 2, 4 and 8 gave standard means of
 * 2,291, 2,203, 2,356 and PLT means of 9,352, 9,319, 9,670, 9,014.
 */
const SHARE = 4;
/** Steps whose search ran this many times faster than its budget go one level deeper. */
const DEEPER = 8;
const MAX_LEVEL = 3;

/**
 * The whole-board solver: nested Monte Carlo search under a time budget. The budget is shared
 * among the moves still to play (the best line's length says how many), `SHARE` times the even
 * share for the move at hand. At each move every option is searched
 * in rounds: first by single playouts, then at level 1, 2… while a round takes well under the
 * move's share; the best line seen anywhere is kept, and its next move is played. Whatever the
 * budget, the answer is a whole game, at least as good as the first playout.
 */
export function solveBoard(
  state: Pick<SameState, 'width' | 'height' | 'columns' | 'rules'>,
  options: SolveOptions,
): Solution {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const deadline = started + options.ms;
  const context = options.context;
  let until = deadline;
  let stopped = false;
  let lastReport = started;
  const root = FastBoard.fromState(state);
  // The best whole line from the root so far; reported with the progress, a tenth of a second
  // apart, from inside the search (a round of a deep level can take the whole budget).
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
    return t >= until;
  };
  const score = scoring(state.rules);
  const search = new NestedSearch(score, new FastRandom(options.seed), done, root.cells.length);
  best = search.playout(root.clone());
  const board = root.clone();
  const played: number[] = [];
  let gained = 0;
  let deepest = 0;
  while (!stopped) {
    const blobs = board.scan();
    const moves: number[] = [];
    for (let b = 0; b < blobs; b++) if ((board.size[b] as number) >= 2) moves.push(b);
    if (moves.length === 0) break;
    const stepStart = now();
    const left = Math.max(1, best.moves.length - played.length);
    until = options.firstOnly
      ? deadline
      : Math.min(deadline, stepStart + (SHARE * (deadline - stepStart)) / (left + 1));
    const firsts = moves.map((b) => board.first[b] as number);
    const sizes = moves.map((b) => board.size[b] as number);
    const labels = board.label.slice();
    const child = board.clone();
    for (let level = 0; moves.length > 1 && !done(); ) {
      const roundStart = now();
      for (let k = 0; k < moves.length && !done(); k++) {
        child.copyFrom(board);
        child.label.set(labels);
        child.remove(moves[k] as number);
        const rest = search.nested(level, child);
        const total = gained + score.points(sizes[k] as number) + rest.score;
        if (total > best.score) {
          best = { score: total, moves: [...played, firsts[k] as number, ...rest.moves] };
        }
      }
      deepest = Math.max(deepest, level);
      const t = now();
      if (level < MAX_LEVEL && (t - roundStart) * DEEPER < until - t) level++;
    }
    const next = best.moves[played.length] as number;
    gained += score.points(playFirst(board, next));
    played.push(next);
    if (options.firstOnly) break;
  }
  // Cut short, the best line is played out as it is: it is a whole game already.
  return {
    score: best.score,
    moves: toCells(root, best.moves),
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
