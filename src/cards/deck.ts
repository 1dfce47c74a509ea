import { type Card, card, RANKS, SUITS, type Suit } from './card.ts';

/** One 52-card deck sorted by suit, then by value, as PLT's make-deck returns it. */
export function standardDeck(): Card[] {
  return SUITS.flatMap((suit) => RANKS.map((rank) => card(rank, suit)));
}

/** `count` standard decks in one pile (Blackjack's shoe). */
export function multiDeck(count: number): Card[] {
  return Array.from({ length: count }, standardDeck).flat();
}

/**
 * Spider's 104 cards: eight suits' worth of ranks drawn from one, two or four suits, so a
 * one-suit game has eight sets of spades.
 */
export function spiderDeck(suits: 1 | 2 | 4): Card[] {
  const used: Suit[] = suits === 1 ? ['S'] : suits === 2 ? ['S', 'H'] : ['S', 'H', 'D', 'C'];
  return Array.from({ length: 8 }, (_, i) => used[i % used.length] as Suit).flatMap((suit) =>
    RANKS.map((rank) => card(rank, suit)),
  );
}
