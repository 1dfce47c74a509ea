import {
  type Card,
  cardListText,
  cardValue,
  parseCardList,
  SUITS,
  type Suit,
  suitOf,
} from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { isEight, type Target } from './cards.ts';
import type { Crazy8sState } from './state.ts';

/**
 * The state text: `hands=8D,3C,KH/2S,... stock=QS,... discard=5H,7H suit=H turn=0 drew=-/H7`.
 * Lists are cards separated by commas, `-` when empty; hands in their kept order; the stock top
 * first; the discard bottom first; `drew` is each player's last drawn-against suit and value.
 */

const targetText = (t: Target | null) => (t ? `${t.suit}${t.value}` : '-');

export function stateToString(s: Crazy8sState): string {
  const hands = s.hands.map(cardListText).join('/');
  const drew = s.drewAgainst.map(targetText).join('/');
  return `hands=${hands} stock=${cardListText(s.stock)} discard=${cardListText(s.discard)} suit=${s.suit} turn=${s.turn} drew=${drew}`;
}

function parseTarget(text: string, player: number): Result<Target | null> {
  if (text === '-') return ok(null);
  const m = /^([CDHS])(\d{1,2})$/.exec(text);
  const value = Number(m?.[2]);
  if (!m || value < 1 || value > 13) {
    return err(`drew for player ${player + 1}: expected - or a suit and a value like H7`);
  }
  return ok({ suit: m[1] as Suit, value });
}

/** Reads the state text, checking one deck of 52 and a top card that fits the suit. */
export function parseState(text: string): Result<Crazy8sState> {
  const fail = (why: string) => err<Crazy8sState>(`state ${excerpt(text)}: ${why}`);
  const m = /^hands=(\S+) stock=(\S+) discard=(\S+) suit=([CDHS]) turn=(\d) drew=(\S+)$/.exec(
    text.trim(),
  );
  if (!m) return fail('expected hands=.../... stock=... discard=... suit=S turn=N drew=.../...');
  const [, handsText, stockText, discardText, suitText, turnText, drewText] = m as string[];
  const hands: Card[][] = [];
  for (const [i, h] of (handsText as string).split('/').entries()) {
    const hand = parseCardList(h, `hand ${i + 1}`);
    if (!hand.ok) return fail(hand.error);
    hands.push(hand.value);
  }
  const stock = parseCardList(stockText as string, 'stock');
  if (!stock.ok) return fail(stock.error);
  const discard = parseCardList(discardText as string, 'discard');
  if (!discard.ok) return fail(discard.error);
  if (hands.length < 2 || hands.length > 4) return fail(`${hands.length} hands; 2 to 4 play`);
  const all = [...hands.flat(), ...stock.value, ...discard.value];
  const deck = new Set(standardDeck());
  if (all.length !== deck.size || new Set(all).size !== deck.size) {
    return fail('the cards must be the 52 of one deck, each once');
  }
  const top = discard.value[discard.value.length - 1];
  const suit = suitText as Suit;
  if (top === undefined) return fail('the discard pile is never empty');
  if (!isEight(top) && suitOf(top) !== suit) return fail(`suit=${suit} but the top card is ${top}`);
  const turn = Number(turnText);
  if (turn >= hands.length) return fail(`turn=${turn} but there are ${hands.length} players`);
  const drewParts = (drewText as string).split('/');
  if (drewParts.length !== hands.length) return fail(`drew needs ${hands.length} entries`);
  const drewAgainst: (Target | null)[] = [];
  for (const [i, part] of drewParts.entries()) {
    const t = parseTarget(part, i);
    if (!t.ok) return fail(t.error);
    drewAgainst.push(t.value);
  }
  if (hands.filter((h) => h.length === 0).length > 1) return fail('only one hand can be empty');
  return ok({ hands, stock: stock.value, discard: discard.value, suit, turn, drewAgainst });
}

/** The suit letter for a suit name or letter, as typed after an eight (`8S:H`). */
export const parseSuit = (text: string): Suit | undefined =>
  SUITS.find((s) => s === text.toUpperCase());

export const topValue = (discard: readonly Card[]) =>
  cardValue(discard[discard.length - 1] as Card);
