import type { PousseMove } from '../board.ts';
import { isOver, type PousseState, playMove } from '../rules.ts';
import { DECIDED, type Engine, type SearchResult } from './search.ts';

/**
 * A swindle for a lost position. When every move loses against best play, the longest loss (what
 * the search picks) is not the best practical try against an opponent that searches only a few
 * plies and so plays by its evaluation until the win is in sight: better the move that leaves it
 * the fewest winning replies, so that a reply chosen by a different judgement than ours more
 * likely misses. A reply "wins" when our search, within a budget, proves the position after it
 * lost for us; one it cannot prove counts as a miss, and is also one a shallow search misses.
 */

export interface SwindleLimits {
  /** Nodes for each proof that a reply wins. */
  readonly proofNodes: number;
  /** True when out of time: the moves not yet rated keep the search's choice. */
  readonly stopped: () => boolean;
}

export interface SwindleRating {
  readonly move: PousseMove;
  /** The opponent's winning replies, counted up to one more than the best move's. */
  readonly winning: number;
}

/** The move to play in `state`, which `lost` (the search's result there) proves lost. */
export function swindle(
  engine: Engine,
  state: PousseState,
  lost: SearchResult,
  limits: SwindleLimits,
): { move: PousseMove; ratings: SwindleRating[] } {
  if (lost.score > -DECIDED) return { move: lost.move, ratings: [] };
  const same = (a: PousseMove, b: PousseMove) => a.side === b.side && a.line === b.line;
  // The search's move first, so that it stays the choice among equals.
  const moves = [lost.move, ...engine.uniqueMoves(state).filter((m) => !same(m, lost.move))];
  const ratings: SwindleRating[] = [];
  let best: SwindleRating | undefined;
  for (const move of moves) {
    const after = playMove(state, move);
    // A move that ends the game here loses at once (the position is lost, so it cannot win).
    if (isOver(after)) continue;
    const bound = best ? best.winning : Infinity;
    const winning = winningReplies(engine, after, limits, bound);
    // A count cut short by the clock may be too low: only whole ones count.
    if (limits.stopped()) break;
    const rating = { move, winning };
    ratings.push(rating);
    if (best === undefined || winning < best.winning) best = rating;
  }
  return { move: best?.move ?? lost.move, ratings };
}

/** The opponent's winning replies in `state` (its move), counting stops beyond `bound`. */
function winningReplies(
  engine: Engine,
  state: PousseState,
  limits: SwindleLimits,
  bound: number,
): number {
  let count = 0;
  for (const reply of engine.uniqueMoves(state)) {
    if (count > bound || limits.stopped()) break;
    if (replyWins(engine, playMove(state, reply), limits)) count++;
  }
  return count;
}

/** Whether the reply that led to `state` wins for its player (we are to move in `state`). */
function replyWins(engine: Engine, state: PousseState, limits: SwindleLimits): boolean {
  if (isOver(state)) return state.winner !== null && state.winner !== state.toMove;
  // The table from the search that proved the loss holds much of this proof already.
  const r = engine.search(
    state,
    { nodes: limits.proofNodes },
    { stopped: limits.stopped, keepTable: true },
  );
  return r.score <= -DECIDED;
}
