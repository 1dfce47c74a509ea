import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { Viewer } from '../../core/game.ts';

/**
 * Rummy's data: the state, its moves and what one player sees of it. A turn is a draw (from
 * the stock or the discard pile), then a discard. Drawing from the stock is a chance node: the
 * card that comes is drawn then, from the cards left, so the stock has no order to keep and
 * rebuilding it from the discards needs no shuffle inside `play`.
 */

/** `draw`: take from the stock or the pile; `drawing`: chance deals the stock's card. */
export type Phase = 'draw' | 'drawing' | 'discard' | 'over';

/** Who won (`tie` only when both dealt hands are gin), and whether the deal did it. */
export interface RummyEnd {
  readonly winner: number | 'tie';
  readonly dealt: boolean;
}

export interface RummyState {
  /** Each player's cards in hand order: a card drawn goes first, as PLT conses it on. */
  readonly hands: readonly (readonly Card[])[];
  /** The cards each player took from the discard pile and still holds: both saw them taken. */
  readonly known: readonly (readonly Card[])[];
  /** The stock in deck order: which card a draw brings is chance's choice at the draw. */
  readonly stock: readonly Card[];
  /** The discard pile, bottom first; the last card is the one face up. */
  readonly discards: readonly Card[];
  readonly turn: number;
  readonly phase: Phase;
  readonly end: RummyEnd | null;
}

export type RummyMove =
  | { readonly kind: 'stock' }
  | { readonly kind: 'take' }
  | { readonly kind: 'discard'; readonly card: Card }
  /** The chance outcome of a draw from the stock. */
  | { readonly kind: 'dealt'; readonly card: Card };

/** A face-down card: it carries nothing of the card. */
export type Seen = Card | null;

export interface RummyObservation {
  readonly viewer: Viewer;
  /** The viewer's own hand in full; the other's with its known cards, the rest face down. */
  readonly hands: readonly (readonly Seen[])[];
  readonly known: readonly (readonly Card[])[];
  /** Face down for the players. */
  readonly stock: readonly Seen[];
  readonly discards: readonly Card[];
  readonly turn: number;
  readonly phase: Phase;
  readonly end: RummyEnd | null;
}

const DECK_ORDER = new Map(standardDeck().map((c, i) => [c, i]));
/** Cards in deck order (clubs, diamonds, hearts, spades; ace to king): the stock's order. */
export const inDeckOrder = (cards: readonly Card[]): Card[] =>
  [...cards].sort((a, b) => (DECK_ORDER.get(a) ?? 0) - (DECK_ORDER.get(b) ?? 0));

export const topDiscard = (s: { readonly discards: readonly Card[] }): Card | undefined =>
  s.discards[s.discards.length - 1];
