import { type Card, cardValue, SUITS, suitOf } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { Crazy8sState } from './state.ts';

/**
 * A mutable Crazy 8s table of card numbers for playouts: the rules' state copies arrays at every
 * move, this one changes in place, so a search plays many more deals for the same time.
 * `table.test.ts` checks that it plays PLT's policy to the same end as rules.ts.
 *
 * A card is its index in `standardDeck()`: suit × 13 + value − 1 (clubs, diamonds, hearts,
 * spades; ace low). A hand keeps PLT's order reversed, its front at the end, so a drawn card is a
 * push, not a shift.
 */
export interface Table {
  readonly hands: number[][];
  readonly stock: number[];
  /** The index of the stock's top card; the stock is empty when it reaches `stock.length`. */
  top: number;
  suit: number;
  value: number;
  turn: number;
  /** Passes in a row: as many as players on an empty stock is a stuck game. */
  passes: number;
  /** Per player, the suit and value it last drew or passed against (it lacked them), or −1. */
  readonly lackSuit: number[];
  readonly lackValue: number[];
  /** Non-eight cards of each suit on the discard pile: public, for the policies. */
  readonly discarded: number[];
}

const DECK = standardDeck();
const INDEX = new Map<Card, number>(DECK.map((c, i) => [c, i]));

export const cardNumber = (c: Card): number => INDEX.get(c) as number;
export const cardOf = (n: number): Card => DECK[n] as Card;
export const suitNo = (n: number): number => (n / 13) | 0;
export const valueNo = (n: number): number => (n % 13) + 1;
export const eightNo = (n: number): boolean => n % 13 === 7;
export const suitIndex = (s: string): number => SUITS.indexOf(s as (typeof SUITS)[number]);

/** A move: −1 draws (or passes on an empty stock); else the card, with the suit called × 64. */
export type TableMove = number;
export const DRAW = -1;
export const playMove = (card: number, suit: number): TableMove => card | (suit << 6);

/** A policy picks the move of the player to move; it must play when it holds a playable card. */
export type TablePolicy = (t: Table) => TableMove;

const bump = (counts: number[], i: number) => {
  counts[i] = (counts[i] as number) + 1;
};

export function tableOf(s: Crazy8sState): Table {
  const discarded = [0, 0, 0, 0];
  for (const c of s.discard) if (cardValue(c) !== 8) bump(discarded, suitIndex(suitOf(c)));
  return {
    hands: s.hands.map((h) => h.map(cardNumber).reverse()),
    stock: s.stock.map(cardNumber),
    top: 0,
    suit: suitIndex(s.suit),
    value: cardValue(s.discard[s.discard.length - 1] as Card),
    turn: s.turn,
    passes: 0,
    lackSuit: s.drewAgainst.map((t) => (t ? suitIndex(t.suit) : -1)),
    lackValue: s.drewAgainst.map((t) => (t ? t.value : -1)),
    discarded,
  };
}

export const playableNo = (t: Table, n: number): boolean =>
  eightNo(n) || suitNo(n) === t.suit || valueNo(n) === t.value;

/** What `stepTable` returns while the game goes on; else the winner, or −1 for a stuck game. */
export const GOING_ON = -2;

/**
 * Plays one move of the player to move, in place. A policy that plays whenever it can passes
 * only when it cannot, so a round of passes on an empty stock is exactly the rules' stuck table.
 */
export function stepTable(t: Table, move: TableMove): number {
  const p = t.turn;
  const hand = t.hands[p] as number[];
  const players = t.hands.length;
  if (move === DRAW) {
    t.lackSuit[p] = t.suit;
    t.lackValue[p] = t.value;
    if (t.top < t.stock.length) {
      hand.push(t.stock[t.top++] as number);
      return GOING_ON;
    }
    t.turn = (p + 1) % players;
    return ++t.passes === players ? -1 : GOING_ON;
  }
  t.passes = 0;
  const card = move & 63;
  hand.splice(hand.lastIndexOf(card), 1);
  if (eightNo(card)) t.suit = move >> 6;
  else {
    t.suit = suitNo(card);
    bump(t.discarded, t.suit);
  }
  t.value = valueNo(card);
  t.turn = (p + 1) % players;
  return hand.length === 0 ? p : GOING_ON;
}

/** Plays `t` to its end with `policy` for every seat, in place; the winner, or −1 if stuck. */
export function playTable(t: Table, policy: TablePolicy, count: () => void): number {
  for (;;) {
    const end = stepTable(t, policy(t));
    count();
    if (end !== GOING_ON) return end;
  }
}

/** PLT's policy (plt.ts) on a table: the first playable non-eight in hand order, else an eight. */
export const pltTablePolicy: TablePolicy = (t) => {
  const hand = t.hands[t.turn] as number[];
  let eight = -1;
  for (let i = hand.length - 1; i >= 0; i--) {
    const c = hand[i] as number;
    if (!playableNo(t, c)) continue;
    if (!eightNo(c)) return c;
    if (eight < 0) eight = c;
  }
  if (eight < 0) return DRAW;
  if (hand.length === 1) return eight;
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (!eightNo(c)) bump(counts, suitNo(c));
  let best = 0;
  for (let s = 1; s < 4; s++) if ((counts[s] as number) > (counts[best] as number)) best = s;
  return playMove(eight, best);
};
