import { type Card, cardValue, SUITS, type Suit, suitOf } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';

/** Crazy 8s' card facts: what may be played, PLT's hand order and PLT's riffle. */

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

/**
 * PLT's `shuffle-list` pass (cards/utils.rkt): halves merged by coin flips into a list built
 * back to front, so the result is the forward merge reversed. The shared riffle does not reverse.
 */
export function pltRiffle<T>(items: readonly T[], rng: Rng): T[] {
  const half = Math.floor(items.length / 2);
  const a = items.slice(0, half);
  const b = items.slice(half);
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length)
    out.push(rng.int(0, 1) === 0 ? (a[i++] as T) : (b[j++] as T));
  return out.concat(a.slice(i), b.slice(j)).reverse();
}

export function pltShuffle<T>(items: readonly T[], rng: Rng, passes: number): T[] {
  let deck = items.slice();
  for (let k = 0; k < passes; k++) deck = pltRiffle(deck, rng);
  return deck;
}

/** The non-eight cards of each suit, in PLT's suit-id order (clubs, diamonds, hearts, spades). */
export const suitCounts = (hand: readonly Card[]): number[] =>
  SUITS.map((s) => hand.filter((c) => !isEight(c) && suitOf(c) === s).length);
