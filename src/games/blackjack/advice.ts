import type { Card } from '../../cards/card.ts';
import { StoppedError, type TaskContext } from '../../core/task.ts';
import { type Action, type ActionValues, Calculator, noBlackjack } from './ev.ts';
import { pointOf } from './hand.ts';

/**
 * Each legal action's exact expected value for the hand being played, from what the player may
 * see: the cards not seen since the shuffle (the shoe, the hole card and the hole cards of rounds
 * never shown, all alike to the player), the dealer's up card and the hand. Values are per unit of
 * the round's first bet, given what the player knows at this point: the dealer has no blackjack.
 *
 * Two approximations, both the calculator's own conventions: after a split the active hand is
 * valued alone (the other hand's seen cards out of the shoe), and an unshown hole card of an
 * earlier round counts as any unseen card (that it made no blackjack then is not used).
 */

export interface ActionEv {
  readonly action: Action;
  readonly ev: number;
}

export interface Advice {
  /** The legal actions in the buttons' order: hit, stand, double, split. */
  readonly actions: readonly ActionEv[];
  /** The action of highest EV (the first of a tie in that order). */
  readonly best: Action;
  readonly bestEv: number;
}

/** What the player sees at a decision: `unseen` is every card not seen since the shuffle. */
export interface Position {
  readonly unseen: readonly Card[];
  readonly hand: readonly Card[];
  readonly up: Card;
  readonly legal: readonly Action[];
}

/** The calculator's rank of a card: 0 the ace to 9 a ten or a face card. */
export const rank = (c: Card): number => pointOf(c) - 1;

/**
 * Calculators by shoe composition and up card. Every decision of a hand sees the same
 * composition (a card hit moves from the unseen cards to the hand), so its later decisions reuse
 * the first one's tables; a few are kept for replays and for the split hands.
 */
const cache = new Map<string, Calculator>();
const CACHED = 8;

function calculatorFor(shoe: number[], up: number): Calculator {
  const key = `${up}:${shoe.join(',')}`;
  let calc = cache.get(key);
  if (calc) cache.delete(key);
  else calc = new Calculator(shoe, up);
  cache.set(key, calc);
  for (const old of cache.keys()) {
    if (cache.size <= CACHED) break;
    cache.delete(old);
  }
  return calc;
}

/** The composition the calculator wants: the unseen cards and the hand's, by rank (ace first). */
function countsOf(cards: readonly Card[]): number[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const c of cards) counts[rank(c)] = (counts[rank(c)] as number) + 1;
  return counts;
}

/**
 * Each legal action's EV at `p`. A caller that gives up (`context.stopped`) gets StoppedError,
 * and the calculator it left half-way is dropped from the cache.
 */
export function advise(p: Position, context?: Pick<TaskContext, 'stopped'>): Advice {
  const shoe = countsOf([...p.unseen, ...p.hand]);
  const up = rank(p.up);
  const calc = calculatorFor(shoe, up);
  let values: ActionValues;
  try {
    values = calc.values(p.hand.map(rank), () => {
      if (context?.stopped()) throw new StoppedError();
    });
  } catch (e) {
    for (const [key, c] of cache) if (c === calc) cache.delete(key);
    throw e;
  }
  // The calculator weighs only the paths with no dealer blackjack; the player knows there is none.
  const clear = noBlackjack(countsOf(p.unseen), up);
  return adviceOf(
    (['hit', 'stand', 'double', 'split'] as const)
      .filter((a) => p.legal.includes(a))
      .map((action) => ({ action, ev: values[action] / clear })),
  );
}

/** The advice of these EVs: the best is the first of the highest, in the buttons' order. */
export function adviceOf(actions: readonly ActionEv[]): Advice {
  let top = actions[0] as ActionEv;
  for (const a of actions) if (a.ev > top.ev) top = a;
  return { actions, best: top.action, bestEv: top.ev };
}

/** EVs closer than this are the same decision: rounding, not a mistake. */
export const SAME_EV = 1e-9;

/** The EV given up by choosing `ev` where `bestEv` was possible: 0 for the best or one as good. */
export const costOf = (v: { readonly ev: number; readonly bestEv: number }): number =>
  v.bestEv - v.ev > SAME_EV ? v.bestEv - v.ev : 0;
