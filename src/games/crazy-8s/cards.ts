import { type Card, cardValue, SUITS, type Suit, suitOf } from '../../cards/card.ts';

/** Crazy 8s' card facts: what may be played and PLT's hand order. */

/** What the next card must follow: the suit (chosen after an eight) and the top card's value. */
export interface Target {
  readonly suit: Suit;
  readonly value: number;
}

export const isEight = (c: Card) => cardValue(c) === 8;

/** PLT's rule: same value, same suit, or any eight. */
export const playable = (c: Card, t: Target) =>
  isEight(c) || suitOf(c) === t.suit || cardValue(c) === t.value;

/** PLT's `remap`: diamonds, clubs, hearts, spades, so red and black alternate. */
const SORT_SUIT: Record<Suit, number> = { D: 0, C: 1, H: 2, S: 3 };

/** PLT's `card<`: eights first, then by suit (♦ ♣ ♥ ♠), then by value, ace low. */
export function cardBefore(a: Card, b: Card): boolean {
  if (isEight(a)) return !isEight(b) || SORT_SUIT[suitOf(a)] < SORT_SUIT[suitOf(b)];
  if (isEight(b)) return false;
  if (suitOf(a) === suitOf(b)) return cardValue(a) < cardValue(b);
  return SORT_SUIT[suitOf(a)] < SORT_SUIT[suitOf(b)];
}

export const sortHand = (cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => (cardBefore(a, b) ? -1 : cardBefore(b, a) ? 1 : 0));

/** The non-eight cards of each suit, in PLT's suit-id order (clubs, diamonds, hearts, spades). */
export const suitCounts = (hand: readonly Card[]): number[] =>
  SUITS.map((s) => hand.filter((c) => !isEight(c) && suitOf(c) === s).length);
