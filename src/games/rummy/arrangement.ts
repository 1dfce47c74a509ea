import type { Card } from '../../cards/card.ts';

/**
 * The order the human keeps their hand in: the view's alone, since it changes nothing in the
 * game and tells nobody anything. Cards not placed yet (just drawn) go to the right end.
 */
export function arranged(order: readonly Card[], hand: readonly Card[]): Card[] {
  const held = new Set(hand);
  const kept = order.filter((c) => held.has(c));
  const placed = new Set(kept);
  return [...kept, ...hand.filter((c) => !placed.has(c)).reverse()];
}

/** `order` with `card` moved to index `to` (clamped to the hand). */
export function moveTo(order: readonly Card[], card: Card, to: number): Card[] {
  const rest = order.filter((c) => c !== card);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), card, ...rest.slice(at)];
}
