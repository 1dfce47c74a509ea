import { err, ok, type Result } from '../../../src/core/result.ts';
import { COPIES, DECK_SIZE, VALUES } from './info.ts';

/**
 * Draw Pile's own numbered cards, kept apart from the playing cards of src/cards so that this
 * test game stays still while that model changes.
 */

/** A card is its id, 0 to 23: ids 2v−2 and 2v−1 are the two copies of value v. */
export type CardId = number;

export const cardValue = (card: CardId): number => Math.floor(card / COPIES) + 1;

const COPY_LETTERS = 'ab';

/** `7a`, `7b`: the value, then which copy, so two sevens stay two different cards. */
export const cardToString = (card: CardId): string =>
  `${cardValue(card)}${COPY_LETTERS[card % COPIES]}`;

export function parseCard(text: string): CardId | undefined {
  const m = /^(\d{1,2})([ab])$/.exec(text);
  const value = Number(m?.[1]);
  if (!m || value < 1 || value > VALUES) return undefined;
  return (value - 1) * COPIES + COPY_LETTERS.indexOf(m[2] as string);
}

export const ascending = (cards: readonly CardId[]): CardId[] => [...cards].sort((a, b) => a - b);

export const fullDeck = (): CardId[] => Array.from({ length: DECK_SIZE }, (_, id) => id);

export const topCard = (discard: readonly CardId[]): CardId | undefined =>
  discard[discard.length - 1];

/** A card may go on an empty pile, or on a lower value. */
export function beats(card: CardId, discard: readonly CardId[]): boolean {
  const top = topCard(discard);
  return top === undefined || cardValue(card) > cardValue(top);
}

/** A list of cards as `7a,2b`; `-` when empty. */
export const listToString = (cards: readonly CardId[]) => cards.map(cardToString).join(',') || '-';

export function parseList(text: string, what: string): Result<CardId[]> {
  if (text === '-') return ok([]);
  const cards: CardId[] = [];
  for (const word of text.split(',')) {
    const card = parseCard(word);
    if (card === undefined) return err(`${what}: "${word}" is not a card (1a to ${VALUES}b)`);
    cards.push(card);
  }
  return ok(cards);
}
