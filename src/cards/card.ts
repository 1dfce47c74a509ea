import { excerpt } from '../core/excerpt.ts';
import { err, ok, type Result } from '../core/result.ts';

/**
 * The playing-card model every card game shares. Cards are plain strings like `QH`, `10S`,
 * `AC`: readable in saves, URLs and test failures, and cheap to compare. A card string is a
 * value; identity.ts gives each physical card an id, so that equal cards stay apart.
 */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Ace low in deck order, as PLT's make-deck sorts (value 1 = ace ... 13 = king). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Rank}${Suit}`;
export type Colour = 'red' | 'black';

export const SUIT_NAMES: Record<Suit, string> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
};

export const SUIT_SYMBOLS: Record<Suit, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

const RANK_NAMES: Record<Rank, string> = {
  A: 'ace',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
};

/** A rank in words: "ace", "six"; and many of it: "aces", "sixes". */
export const rankName = (r: Rank): string => RANK_NAMES[r];
export const rankPlural = (r: Rank): string => `${RANK_NAMES[r]}${r === '6' ? 'es' : 's'}`;

export const card = (rank: Rank, suit: Suit): Card => `${rank}${suit}`;
export const suitOf = (c: Card): Suit => c.slice(-1) as Suit;
export const rankOf = (c: Card): Rank => c.slice(0, -1) as Rank;
export const colourOf = (c: Card): Colour =>
  suitOf(c) === 'H' || suitOf(c) === 'D' ? 'red' : 'black';
/** 1 for an ace up to 13 for a king: PLT's card value. */
export const cardValue = (c: Card): number => RANKS.indexOf(rankOf(c)) + 1;
export const cardName = (c: Card): string => `${RANK_NAMES[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;

/** Reads `QH`, `10s`, `ac`; `T` is accepted for ten, as many card tools write it. */
export function parseCard(text: string): Result<Card> {
  const m = /^(10|[2-9AJQKT])([CDHS])$/i.exec(text.trim());
  if (!m)
    return err(
      `card ${excerpt(text)}: expected a rank (A, 2-10, J, Q, K) then a suit (C, D, H, S)`,
    );
  const rank = (m[1]?.toUpperCase() === 'T' ? '10' : m[1]?.toUpperCase()) as Rank;
  return ok(card(rank, m[2]?.toUpperCase() as Suit));
}

export function parseCards(text: string): Result<Card[]> {
  const cards: Card[] = [];
  for (const word of text.split(/[\s,]+/).filter(Boolean)) {
    const parsed = parseCard(word);
    if (!parsed.ok) return parsed;
    cards.push(parsed.value);
  }
  return ok(cards);
}

/** A list of cards in a position's text: `QH,10S,AC`, or `-` for none. */
export const cardListText = (cards: readonly Card[]): string => cards.join(',') || '-';

/** Reads what `cardListText` writes; an error names the list (`what`) and the card. */
export function parseCardList(text: string, what: string): Result<Card[]> {
  if (text === '-') return ok([]);
  const cards: Card[] = [];
  for (const word of text.split(',')) {
    const c = parseCard(word);
    if (!c.ok) return err(`${what}: ${c.error}`);
    cards.push(c.value);
  }
  return ok(cards);
}
