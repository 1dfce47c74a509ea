import type { TaskContext } from '../../core/task.ts';
import { type Board, isSolvable } from './board.ts';
import { MAX_EXACT_CELLS, solveExact } from './exact.ts';
import { solveFast } from './fast.ts';
import { solveOptimal } from './optimal.ts';
import { pdbTables } from './tables.ts';

/** Boards up to 4×4 are solved optimally; larger ones by the fast solver. */
export const MAX_OPTIMAL_SIDE = 4;

export const hasOptimal = (width: number, height: number) =>
  width <= MAX_OPTIMAL_SIDE && height <= MAX_OPTIMAL_SIDE;

export interface Solution {
  /** The tiles slid, one cell each, in order. */
  readonly moves: number[];
  /** Positions the search looked at. */
  readonly nodes: number;
  /** A shortest solution (else the fast solver's). */
  readonly optimal: boolean;
}

type Context = Pick<TaskContext, 'progress' | 'stopped'>;

/** Loads (or builds) the pattern databases a W×H board's optimal solver needs, if any. */
export function prepareTables(width: number, height: number, context?: Context): void {
  if (hasOptimal(width, height) && width * height > MAX_EXACT_CELLS) {
    pdbTables(width, height, context);
  }
}

/**
 * Solves a board: from the exact table up to 9 cells, by IDA* with pattern databases up to
 * 4×4, else by the fast solver; `fast` forces the fast solver. Throws on a board of the wrong
 * parity (parse boards with `parseBoard`, which says so).
 */
export function solve(board: Board, context?: Context, fast = false): Solution {
  const { width, height, tiles } = board;
  if (!isSolvable(width, tiles)) throw new Error('this board cannot be solved (wrong parity)');
  if (fast || !hasOptimal(width, height)) {
    return { ...solveFast(width, height, tiles, context), optimal: false };
  }
  if (width * height <= MAX_EXACT_CELLS) {
    return { ...(solveExact(width, height, tiles) as Solution), optimal: true };
  }
  // Building the tables (once) takes most of the wait: it gets most of the progress bar.
  const build = (done: number) => context?.progress(0.9 * done);
  const { spec, tables } = pdbTables(width, height, {
    progress: build,
    stopped: context?.stopped ?? (() => false),
  });
  const search = (done: number) => context?.progress(0.9 + 0.1 * done);
  const found = solveOptimal(spec, tables, tiles, {
    progress: search,
    stopped: context?.stopped ?? (() => false),
  });
  return { ...found, optimal: true };
}
