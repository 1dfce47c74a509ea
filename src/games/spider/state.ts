import { type Card, cardValue, RANKS, SUITS, suitOf } from '../../cards/card.ts';
import type { DealtCard, FaceDownCard } from '../../cards/identity.ts';
import type { SuitCount } from './info.ts';

/**
 * Spider's table as data (a state, what the player sees of it, a move) and the two facts both the
 * rules and the text form check: PLT's deck and what makes a run. Apart from rules.ts so that
 * notation.ts, which rules.ts uses, needs nothing back from it.
 */

export const TABLEAUS = 10;
export const RUNS = 8;
export const DEALS = 5;

/** A tableau, bottom first: its face-down cards, then the face-up ones (the last is the top). */
export interface Pile<D = DealtCard> {
  readonly down: readonly D[];
  readonly up: readonly DealtCard[];
}

export interface SpiderState {
  readonly suits: SuitCount;
  readonly tableau: readonly Pile[];
  /** The cards still to deal, the next first: five deals of ten at the start. */
  readonly stock: readonly DealtCard[];
  /** The completed runs in the order they left, each king first. */
  readonly done: readonly (readonly DealtCard[])[];
  /** The player gave up (only once the stock is used): the game is lost. */
  readonly gaveUp: boolean;
}

/** What the player sees: face-down cards and the stock as backs only. */
export interface SpiderObservation {
  readonly suits: SuitCount;
  readonly tableau: readonly Pile<FaceDownCard>[];
  readonly stock: readonly FaceDownCard[];
  readonly done: readonly (readonly DealtCard[])[];
  readonly gaveUp: boolean;
}

/** Anything with tableaus, a stock and a result: a state or an observation. */
export type Table = SpiderState | SpiderObservation;

export type SpiderMove =
  /** `count` face-up cards from the top of tableau `from` onto tableau `to` (both from 0). */
  | { readonly kind: 'move'; readonly from: number; readonly count: number; readonly to: number }
  /** One card from the stock onto every tableau. */
  | { readonly kind: 'deal' }
  /** Ends the game as lost; only once the stock is used. */
  | { readonly kind: 'give-up' };

export const DEAL: SpiderMove = { kind: 'deal' };
export const GIVE_UP: SpiderMove = { kind: 'give-up' };

/**
 * PLT's deck (spec §0.2, §6): make-deck's order (by suit, then ace to king), only the suits in
 * play, repeated to 104 cards.
 */
export function spiderDeck(suits: SuitCount): Card[] {
  const used = suits === 1 ? ['S'] : suits === 2 ? ['H', 'S'] : SUITS;
  const one = SUITS.filter((s) => used.includes(s)).flatMap((suit) =>
    RANKS.map((rank) => `${rank}${suit}` as Card),
  );
  return Array.from({ length: 104 / one.length }, () => one).flat();
}

/** Same suit and one lower: `upper` may lie on `lower` within a run. */
export const follows = (lower: Card, upper: Card): boolean =>
  suitOf(lower) === suitOf(upper) && cardValue(lower) === cardValue(upper) + 1;

/** How many cards from the top of the pile form a same-suit descending run (PLT's movable cards). */
export function runLength(up: readonly DealtCard[]): number {
  let n = up.length === 0 ? 0 : 1;
  while (n < up.length) {
    const upper = up[up.length - n] as DealtCard;
    const lower = up[up.length - n - 1] as DealtCard;
    if (!follows(lower.value, upper.value)) break;
    n++;
  }
  return n;
}
