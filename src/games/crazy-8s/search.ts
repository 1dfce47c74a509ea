import type { AiContext } from '../../core/ai.ts';
import { type MonteCarloBudget, runIterations, ucbPick } from '../../search/playout.ts';
import { returns } from '../../search/returns.ts';
import { pltChoice } from './plt.ts';
import { apply, crazy8s, movesSeen, targetOf } from './rules.ts';
import type { Crazy8sMove, Crazy8sObservation, Crazy8sState } from './state.ts';

/**
 * Determinized Monte Carlo for Crazy 8s: each iteration deals the cards the seat cannot see
 * (`determinize`, which keeps out of a hand the cards its player showed it lacked by drawing),
 * picks a move of the seat's own by UCB1, and plays the deal out with PLT's policy for every
 * seat. The own hand is known, so the root moves are the same in every deal; a flat search
 * with a sensible playout beats a tree over random playouts here, where random players draw
 * at will and spoil the estimate.
 */

export interface SearchResult {
  readonly move: Crazy8sMove;
  /** The seat's mean utility after the move, −1 to 1. */
  readonly value: number;
  readonly iterations: number;
  /** Positions played in all playouts. */
  readonly nodes: number;
}

/** Plays `s` to the end with PLT's choices for every seat; returns the utilities. */
function playout(s: Crazy8sState, players: number, count: () => void): number[] {
  let state = s;
  let outcome = crazy8s.result(state);
  while (!outcome) {
    const hand = state.hands[state.turn] ?? [];
    state = apply(state, pltChoice(hand, targetOf(state), state.stock.length));
    count();
    outcome = crazy8s.result(state);
  }
  return returns(outcome, players);
}

export function search(
  o: Crazy8sObservation,
  budget: MonteCarloBudget,
  context: AiContext,
): SearchResult {
  const moves = movesSeen(o);
  if (moves.length === 0) throw new Error('Crazy 8s: no move to choose in this observation');
  const { rng, seat, players } = context;
  const c = budget.exploration ?? 0.7;
  const tally = moves.map(() => ({ visits: 0, reward: 0 }));
  let total = 0;
  let nodes = 0;
  const count = () => {
    nodes++;
  };
  const iterations = runIterations(budget, context, () => {
    const pick = ucbPick(tally, total, c);
    const deal = crazy8s.determinize?.(o, seat, rng) as Crazy8sState;
    const after = crazy8s.play(deal, moves[pick] as Crazy8sMove);
    count();
    const utility = playout(after, players, count)[seat] as number;
    const t = tally[pick] as { visits: number; reward: number };
    t.visits++;
    t.reward += (utility + 1) / 2;
    total++;
  });
  let chosen = 0;
  for (const [i, t] of tally.entries()) {
    if (t.visits > (tally[chosen] as { visits: number }).visits) chosen = i;
  }
  const t = tally[chosen] as { visits: number; reward: number };
  return {
    move: moves[chosen] as Crazy8sMove,
    value: (2 * t.reward) / t.visits - 1,
    iterations,
    nodes,
  };
}
