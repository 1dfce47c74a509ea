import type { Rng } from '../core/rng.ts';

/**
 * What the alpha-beta engines that deepen iteratively (Onitama's, Checkers') share: their limits,
 * what they report after each depth, the deepening loop itself, and the noisy root choice of
 * their weaker levels. The searches themselves stay with their games, where the board is.
 */

export interface SearchLimits {
  /** Deepest iteration. */
  readonly depth?: number;
  /**
   * Milliseconds to search, as UCI's `movetime`: the search runs until then and plays the move
   * of the deepest iteration it completed.
   */
  readonly movetime?: number;
  /** Positions to visit; the search stops soon after. */
  readonly nodes?: number;
}

export interface DepthInfo<Move> {
  readonly depth: number;
  /** Deepest ply reached, quiescence included. */
  readonly seldepth: number;
  readonly score: number;
  readonly nodes: number;
  readonly ms: number;
  readonly pv: readonly Move[];
}

export interface SearchResult<Move> extends DepthInfo<Move> {
  readonly move: Move;
  /** Every completed iteration, first to last. */
  readonly iterations: readonly DepthInfo<Move>[];
}

/** Thrown from inside a search when its time, nodes or caller say stop; the deepening catches it. */
export class SearchStop extends Error {}

/** Scores within `bound` of `mate` are wins or losses in `mate - |score|` plies. */
export interface MateScale {
  readonly mate: number;
  readonly bound: number;
}

/** A win in n plies as "win in 3" or "loss in 2" moves; otherwise the score in hundredths. */
export function mateScoreText(score: number, { mate, bound }: MateScale): string {
  if (score > bound) return `win in ${Math.ceil((mate - score) / 2)}`;
  if (score < -bound) return `loss in ${Math.ceil((mate + score) / 2)}`;
  return `${score >= 0 ? '+' : ''}${(score / 100).toFixed(2)}`;
}

/**
 * The share of its budget a search has spent: whichever of nodes, time or depth is nearest its
 * limit. A search without a depth limit counts its depth against `depthScale` if given.
 */
export function budgetSpent(
  limits: SearchLimits,
  { depth, nodes, ms }: Pick<DepthInfo<unknown>, 'depth' | 'nodes' | 'ms'>,
  depthScale = Number.POSITIVE_INFINITY,
): number {
  const shares = [
    limits.nodes === undefined ? 0 : nodes / limits.nodes,
    limits.movetime === undefined ? 0 : ms / limits.movetime,
    depth / (limits.depth ?? depthScale),
  ];
  return Math.min(1, Math.max(...shares));
}

/** Reports a search's progress to whoever waits on it after each depth. */
export function depthProgress(
  limits: SearchLimits,
  task: { progress(done: number): void },
): (info: DepthInfo<unknown>) => void {
  return (info) => task.progress(budgetSpent(limits, info));
}

/**
 * Iterative deepening: `iterate(depth)` searches one depth and describes it, or throws
 * SearchStop when the budget runs out (its unfinished depth is dropped). Stops early at a win or
 * loss the search has seen to its end.
 */
export function deepen<Move>(
  maxDepth: number,
  scale: MateScale,
  iterate: (depth: number) => DepthInfo<Move>,
  onDepth?: (info: DepthInfo<Move>) => void,
): DepthInfo<Move>[] {
  const iterations: DepthInfo<Move>[] = [];
  for (let depth = 1; depth <= maxDepth; depth++) {
    let done: DepthInfo<Move>;
    try {
      done = iterate(depth);
    } catch (e) {
      if (e instanceof SearchStop) break;
      throw e;
    }
    iterations.push(done);
    onDepth?.(done);
    const score = Math.abs(done.score);
    if (score > scale.bound && scale.mate - score <= depth) break;
  }
  return iterations;
}

/** The index with the highest score plus a random amount up to `noise`; the first among equals. */
export function noisyIndex(
  count: number,
  scoreOf: (i: number) => number,
  noise: number,
  rng?: Rng,
): number {
  if (!rng) throw new RangeError('a search with noise needs an rng');
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const value = scoreOf(i) + rng.int(0, noise);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
