import type { Card, Suit } from '../../cards/card.ts';
import type { Viewer } from '../../core/game.ts';
import type { Target } from './cards.ts';

/** Crazy 8s' data: the state, its moves and what one player sees of it. */

export interface Crazy8sState {
  /**
   * Each player's cards in the order PLT's computer player keeps them: dealt sorted (cards.ts'
   * `cardBefore`), each drawn card put in front. PLT's player plays the first playable card in
   * this order, so the order is part of the rules; the page shows the hand sorted.
   */
  readonly hands: readonly (readonly Card[])[];
  /** The stock, top card first: riffled at the deal, so drawing needs no chance. */
  readonly stock: readonly Card[];
  /** The discard pile, bottom first; the last card is the top. */
  readonly discard: readonly Card[];
  /** The suit to follow: the top card's, or the one called with an eight. */
  readonly suit: Suit;
  readonly turn: number;
  /**
   * Public memory: for each player, what they had to follow when they last drew, or null if
   * they never drew. A player who draws only when stuck (as PLT's does) held nothing that
   * followed it, and plays the card that ends the drawing, so the searching player's deals keep
   * such cards out of that hand. Everyone saw the draw and the table, so hiding this hides nothing.
   */
  readonly drewAgainst: readonly (Target | null)[];
}

export type Crazy8sMove =
  /** `suit`: the suit called with an eight that is not the player's last card. */
  | { readonly kind: 'play'; readonly card: Card; readonly suit?: Suit }
  /** Allowed at any time while the stock has cards, even with a playable card; the turn goes on. */
  | { readonly kind: 'draw' }
  /** Only with an empty stock. */
  | { readonly kind: 'pass' };

/** A hidden hand or stock shows only its size. */
export interface Crazy8sObservation {
  readonly viewer: Viewer;
  readonly hands: readonly (readonly Card[] | number)[];
  readonly stock: readonly Card[] | number;
  readonly discard: readonly Card[];
  readonly suit: Suit;
  readonly turn: number;
  readonly drewAgainst: readonly (Target | null)[];
}

export const sizeOf = (cards: readonly Card[] | number) =>
  typeof cards === 'number' ? cards : cards.length;
