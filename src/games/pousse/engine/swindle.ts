import type { PousseMove } from '../board.ts';
import { isOver, type PousseState, playMove } from '../rules.ts';
import { DECIDED, type Engine, type SearchResult, WIN } from './search.ts';

/**
 * A swindle for a lost position, against an opponent that searches only a few plies. The search
 * picks the longest loss, but beyond the opponent's horizon a longer loss is no harder to find:
 * it plays by its own judgement there, and misses more often when fewer of its replies win. So
 * each of our moves is rated by its shortest loss, counted only up to `horizon` plies, and then
 * by the opponent's winning replies, the fewer the better. A reply "wins" when our search,
 * within a budget, proves the position after it lost for us; one it cannot prove counts as a
 * miss, and is also one a shallow search misses.
 */

export interface SwindleLimits {
  /** Losses this long or longer (in plies, from our move) count as equally far away. */
  readonly horizon: number;
  /** Nodes for each proof that a reply wins. */
  readonly proofNodes: number;
  /** All the proofs' nodes together, if limited. */
  readonly nodes?: number;
  /** True when out of time: the moves not yet rated keep the search's choice. */
  readonly stopped: () => boolean;
}

export interface SwindleRating {
  readonly move: PousseMove;
  /** Plies to the shortest loss proven, up to `horizon` (one that stopped counting early). */
  readonly loss: number;
  /** The opponent's winning replies (when counting stopped early, at least this many). */
  readonly winning: number;
}

/** Whether `a` is the better try: the farther loss, then the fewer winning replies. */
const better = (a: SwindleRating, b: SwindleRating) =>
  a.loss > b.loss || (a.loss === b.loss && a.winning < b.winning);

/** The move to play in `state`, which `lost` (the search's result there) proves lost. */
export function swindle(
  engine: Engine,
  state: PousseState,
  lost: SearchResult,
  limits: SwindleLimits,
): { move: PousseMove; ratings: SwindleRating[] } {
  if (lost.score > -DECIDED) return { move: lost.move, ratings: [] };
  const budget = new Budget(limits);
  const same = (a: PousseMove, b: PousseMove) => a.side === b.side && a.line === b.line;
  // The search's move first, so that it stays the choice among equals.
  const moves = [lost.move, ...engine.uniqueMoves(state).filter((m) => !same(m, lost.move))];
  const ratings: SwindleRating[] = [];
  let best: SwindleRating | undefined;
  for (const move of moves) {
    const after = playMove(state, move);
    // A move that ends the game here loses at once (the position is lost, so it cannot win).
    if (isOver(after)) continue;
    const rating = rate(engine, move, after, limits.horizon, budget, best);
    // A rating cut short by the clock or the budget may be too good: only whole ones count.
    if (budget.stopped()) break;
    ratings.push(rating);
    if (best === undefined || better(rating, best)) best = rating;
  }
  return { move: best?.move ?? lost.move, ratings };
}

/** `move`'s rating, the opponent to move in `after`; it stops once worse than `best`. */
function rate(
  engine: Engine,
  move: PousseMove,
  after: PousseState,
  horizon: number,
  budget: Budget,
  best: SwindleRating | undefined,
): SwindleRating {
  let rating = { move, loss: horizon, winning: 0 };
  for (const reply of engine.uniqueMoves(after)) {
    if ((best && !better(rating, best)) || budget.stopped()) break;
    const plies = lossAfter(engine, playMove(after, reply), budget);
    if (plies !== null) {
      const loss = Math.min(rating.loss, plies + 2);
      rating = { move, loss, winning: rating.winning + 1 };
    }
  }
  return rating;
}

/**
 * Plies to our loss in `state` (we are to move, the opponent's reply just played), proven within
 * the budget; null when not proven.
 */
function lossAfter(engine: Engine, state: PousseState, budget: Budget): number | null {
  if (isOver(state)) return state.winner !== null && state.winner !== state.toMove ? 0 : null;
  // The table from the search that proved the loss holds much of this proof already.
  const r = engine.search(
    state,
    { nodes: budget.proofNodes() },
    { stopped: budget.limits.stopped, keepTable: true },
  );
  budget.used += r.nodes;
  return r.score <= -DECIDED ? WIN + r.score : null;
}

/** The proofs' nodes so far, against the limits. */
class Budget {
  used = 0;
  constructor(readonly limits: SwindleLimits) {}
  stopped(): boolean {
    return this.used >= (this.limits.nodes ?? Infinity) || this.limits.stopped();
  }
  /** Each proof gets no more than what is left of the whole. */
  proofNodes(): number {
    const left = (this.limits.nodes ?? Infinity) - this.used;
    return Math.max(1, Math.min(this.limits.proofNodes, left));
  }
}
