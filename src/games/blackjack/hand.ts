import { type Card, cardValue } from '../../cards/card.ts';

/** A card's count in a hand: J, Q and K count 10; an ace counts 1 here (see `bestTotal`). */
export const pointOf = (c: Card): number => Math.min(10, cardValue(c));

/** PLT's best-total: aces count 11 where that keeps the total at 21 or under, else 1. */
export function bestTotal(hand: readonly Card[]): number {
  const hard = hand.reduce((sum, c) => sum + pointOf(c), 0);
  const aces = hand.filter((c) => pointOf(c) === 1).length;
  let total = hard;
  for (let i = 0; i < aces && total + 10 <= 21; i++) total += 10;
  return total;
}

/** A total that counts an ace as 11 (it could still drop to 1): "soft". */
export function isSoft(hand: readonly Card[]): boolean {
  const hard = hand.reduce((sum, c) => sum + pointOf(c), 0);
  return hand.some((c) => pointOf(c) === 1) && hard + 10 <= 21;
}

export const isBust = (hand: readonly Card[]): boolean => bestTotal(hand) > 21;
