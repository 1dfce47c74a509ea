import { type Card, cardValue, suitOf } from '../../cards/card.ts';
import { ginSize } from './gin.ts';

/**
 * PLT's "fairly smart" machine player (ginrummy.rkt), decision for decision: the discard that
 * leaves the largest gin-size, ties to the best pair rating, then to the earliest card in hand
 * order; the top discard taken when it raises the gin-size, or keeps it and raises the rating.
 * Hand order matters for ties: a drawn card goes to the front, as PLT conses it on.
 */

const avail = (value: number, suit: string, gone: readonly Card[]) =>
  gone.some((c) => cardValue(c) === value && suitOf(c) === suit) ? 0 : 1;

/** PLT's `rate-straight`: cards not gone that would make a run with two cards of one suit. */
function rateStraight(suit: string, value: number, value2: number, gone: readonly Card[]): number {
  const v1 = value === 1 ? (value2 > 6 ? 14 : 1) : value;
  const v2 = value2 === 1 ? (value > 6 ? 14 : 1) : value2;
  const delta = Math.abs(v1 - v2);
  if (delta === 1) {
    if (v1 === 1 || v2 === 1) return avail(3, suit, gone);
    if (v1 === 14 || v2 === 14) return avail(12, suit, gone);
    if (v1 === 13 || v2 === 13) return avail(11, suit, gone) + avail(1, suit, gone);
    return avail(Math.min(v1, v2) - 1, suit, gone) + avail(Math.max(v1, v2) + 1, suit, gone);
  }
  if (delta === 2) return avail((v1 + v2) >> 1, suit, gone);
  return 0;
}

/**
 * PLT's `pair-rating`: over every ordered pair of cards, each card with itself too, 2 less the
 * gone cards of the value for equal values, the run chances for one suit, else 0.
 */
export function pairRating(hand: readonly Card[], gone: readonly Card[]): number {
  let total = 0;
  for (const a of hand) {
    const va = cardValue(a);
    for (const b of hand) {
      const vb = cardValue(b);
      if (va === vb) total += 2 - gone.filter((c) => cardValue(c) === va).length;
      else if (suitOf(a) === suitOf(b)) total += rateStraight(suitOf(a), va, vb, gone);
    }
  }
  return total;
}

const without = (hand: readonly Card[], card: Card) => hand.filter((c) => c !== card);

/** PLT's `machine-discard`; `gone` is the discard pile as it is when the machine discards. */
export function pltDiscard(hand: readonly Card[], gone: readonly Card[]): Card {
  const sizes = hand.map((card) => ginSize(without(hand, card)));
  const most = Math.max(...sizes);
  const best = hand.filter((_, i) => sizes[i] === most);
  const ratings = best.map((card) => pairRating(without(hand, card), gone));
  const top = Math.max(...ratings);
  return best[ratings.indexOf(top)] as Card;
}

/**
 * PLT's `machine-wants-card?`: take `card` (the top discard) when, after taking it and
 * discarding by the rule above, the gin-size is higher, or the same with a higher pair rating.
 * `gone` is the pile below it.
 */
export function pltWantsCard(hand: readonly Card[], card: Card, gone: readonly Card[]): boolean {
  const orig = ginSize(hand);
  const taken = [card, ...hand];
  const after = without(taken, pltDiscard(taken, gone));
  const size = ginSize(after);
  return size > orig || (size === orig && pairRating(after, gone) > pairRating(hand, gone));
}
