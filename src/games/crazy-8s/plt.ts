import { type Card, SUITS, type Suit } from '../../cards/card.ts';
import { isEight, playable, suitCounts, type Target } from './cards.ts';
import type { Crazy8sMove } from './state.ts';

/**
 * PLT's computer player (`play-opponent` in crazy8s.rkt), decision for decision:
 * - the playable cards, in hand order (dealt sorted, each drawn card put in front);
 * - none: draw one card and look again, or pass when the stock is empty;
 * - else the first playable card that is not an eight, or the first eight if only eights play;
 * - after an eight that is not its last card, call the suit of which it holds the most cards
 *   that are not eights; ties go to the lowest suit id (clubs, diamonds, hearts, spades), as
 *   Racket's stable sort on counts leaves them.
 */
export function pltChoice(hand: readonly Card[], target: Target, stockSize: number): Crazy8sMove {
  const matches = hand.filter((c) => playable(c, target));
  if (matches.length === 0) return stockSize > 0 ? { kind: 'draw' } : { kind: 'pass' };
  const card = (matches.find((c) => !isEight(c)) ?? matches[0]) as Card;
  const rest = hand.filter((c) => c !== card);
  if (!isEight(card) || rest.length === 0) return { kind: 'play', card };
  return { kind: 'play', card, suit: mostHeldSuit(rest) };
}

/** The suit with the most non-eight cards in `hand`, the lowest suit id among equals. */
export function mostHeldSuit(hand: readonly Card[]): Suit {
  const counts = suitCounts(hand);
  const best = Math.max(...counts);
  return SUITS[counts.indexOf(best)] as Suit;
}
