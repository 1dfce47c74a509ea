import { type Card, type Rank, rankOf } from '../../cards/card.ts';

/**
 * Go Fish as PLT plays it (spec §2). Cards are card strings: one deck has no two equal cards.
 * Hands keep PLT's order (dealt order; a card received or drawn goes in front), because PLT's
 * opponent picks "the n-th card not yet asked about" and the order decides which card that is.
 */
export interface GoFishState {
  /** Each player's hand in PLT's order. */
  readonly hands: readonly (readonly Card[])[];
  /** Each player's laid pairs, newest first, as PLT stacks them (the found card, then the other). */
  readonly boxes: readonly (readonly Card[])[];
  /** The face-down pile in the centre, top first. */
  readonly deck: readonly Card[];
  readonly turn: number;
  /** `fish`: the player to move was told "Go Fish!" and must draw the top card. */
  readonly phase: 'ask' | 'fish';
  /**
   * PLT's memory of each player: the cards it asked with, newest first, cleared when it had asked
   * with every card of its hand. Kept for every seat; it is public, since an asked card is shown.
   */
  readonly asked: readonly (readonly Card[])[];
  /** Every card shown face up by an ask: everyone saw it, so no observation hides it. */
  readonly shown: readonly Card[];
  /**
   * Ranks each player is known not to hold: they said "Go Fish" to it, and have drawn no card
   * since that nobody saw. Public, and what a fair player may remember.
   */
  readonly lacks: readonly (readonly Rank[])[];
}

export type GoFishMove =
  | { readonly kind: 'ask'; readonly card: Card; readonly target: number }
  /** You (seat 0) lay a pair of your hand into your box, as PLT makes you drag it there. */
  | { readonly kind: 'pair'; readonly card: Card }
  /** After "Go Fish!": take the top card of the pile. */
  | { readonly kind: 'draw' };

/** The first other card of the hand with the same rank, as PLT's find-equiv. */
export const findEquiv = (card: Card, hand: readonly Card[]): Card | undefined =>
  hand.find((c) => c !== card && rankOf(c) === rankOf(card));

/**
 * PLT's check-hand: if `card` pairs with another card of `hand`, both leave the hand for the
 * box, the other card on top. Returns null when there is no pair.
 */
export function layPair(
  hand: readonly Card[],
  box: readonly Card[],
  card: Card,
): { hand: Card[]; box: Card[] } | null {
  const found = findEquiv(card, hand);
  if (!found) return null;
  return { hand: hand.filter((c) => c !== card && c !== found), box: [found, card, ...box] };
}

/** The other players in seat order: PLT's opponent picks its target from this list. */
export const othersOf = (player: number, players: number): number[] =>
  Array.from({ length: players }, (_, p) => p).filter((p) => p !== player);

/** Seat 0 lays its own pairs (PLT does not lay the human's pairs for them). */
export const LAYS_OWN_PAIRS = 0;

/** The cards of a hand that have a partner in it, in hand order: what seat 0 may lay. */
export const pairable = (hand: readonly Card[]): Card[] =>
  hand.filter((c) => findEquiv(c, hand) !== undefined);

export const scoresOf = (boxes: readonly (readonly Card[])[]): number[] =>
  boxes.map((b) => b.length / 2);
