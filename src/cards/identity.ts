import type { Rng } from '../core/rng.ts';
import type { Card } from './card.ts';
import { multiDeck } from './deck.ts';
import { fisherYates } from './shuffle.ts';

/**
 * Physical cards. A `Card` is a value ("QH"); a game with two decks has two queens of hearts,
 * which the table must still tell apart to select, drag and remove one of them. So a dealt
 * card carries an id, unique among the cards of one game, beside its value.
 */
export type CardId = number;

/** A physical card: the id it was dealt with and its value. */
export interface DealtCard {
  readonly id: CardId;
  readonly value: Card;
}

/**
 * A card seen from the back: its id only, so the table can move it and follow it when it turns
 * over, and nothing of its value. Ids are numbered after the shuffle (see `shuffledDeck`), so an
 * id says where a card lay in the shuffled deck, never what it is.
 */
export interface FaceDownCard {
  readonly id: CardId;
  readonly faceDown: true;
}

/** A card as a player sees it: its value, or only its back. */
export type SeenCard = DealtCard | FaceDownCard;

/** Numbers cards in the order given, from `firstId`: number them once they are shuffled. */
export const numberCards = (values: readonly Card[], firstId: CardId = 0): DealtCard[] =>
  values.map((value, i) => ({ id: firstId + i, value }));

/**
 * `decks` standard decks shuffled together, then numbered 0..52·decks−1 from the top. Numbering
 * after shuffling is what keeps a face-down card's id from giving its value away.
 */
export function shuffledDeck(rng: Rng, decks = 1, shuffle = fisherYates<Card>): DealtCard[] {
  return numberCards(shuffle(multiDeck(decks), rng));
}

export const isFaceDown = (c: SeenCard): c is FaceDownCard => 'faceDown' in c;

/** The card's back: a new object with the id alone, whatever the card carried. */
export const hide = (c: SeenCard): FaceDownCard => ({ id: c.id, faceDown: true });

/** The same physical card. */
export const sameCard = (a: SeenCard, b: SeenCard): boolean => a.id === b.id;

/** Equal in value, as two queens of hearts from two decks are. */
export const sameValue = (a: DealtCard, b: DealtCard): boolean => a.value === b.value;

/** The cards without that physical card; its equals in value stay. */
export const withoutCard = <C extends SeenCard>(cards: readonly C[], c: SeenCard): C[] =>
  cards.filter((x) => x.id !== c.id);

export const valuesOf = (cards: readonly DealtCard[]): Card[] => cards.map((c) => c.value);
