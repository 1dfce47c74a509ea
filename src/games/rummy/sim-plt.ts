import { type Card, cardValue, SUITS, suitOf } from '../../cards/card.ts';
import { coverSize, covers, type Masks } from './cover.ts';
import { keyOf, MaskTable } from './mask-table.ts';

/**
 * PLT's machine player (plt-player.ts) again, for the playouts of the rollout player: the same
 * choices, but over cards as numbers (suit × 13 + value − 1) and suit masks, so one decision
 * costs microseconds. sim-plt.test.ts checks it against plt-player.ts on random hands.
 */

export type CardId = number;

export const idOf = (c: Card): CardId => SUITS.indexOf(suitOf(c)) * 13 + cardValue(c) - 1;
export const cardOfId = (id: CardId): Card => {
  const v = (id % 13) + 1;
  const rank = v === 1 ? 'A' : v === 11 ? 'J' : v === 12 ? 'Q' : v === 13 ? 'K' : String(v);
  return `${rank}${SUITS[Math.floor(id / 13)]}` as Card;
};

export function masksOfIds(ids: readonly CardId[]): Masks {
  const m = [0, 0, 0, 0];
  for (const id of ids) {
    const s = (id / 13) | 0;
    m[s] = (m[s] as number) | (1 << (id % 13));
  }
  return m;
}

/**
 * `coverSize` remembered by hand: playouts meet the same hands again and again (the same
 * hand less each card, the same deals for every discard played out). Four 13-bit masks fit
 * one number exactly.
 */
const sizes = new MaskTable();
export function coverSizeOf(m: Masks): number {
  const key = keyOf(m);
  let size = sizes.get(key);
  if (size < 0) {
    size = coverSize(m);
    sizes.set(key, size);
  }
  return size;
}

/** 1 when the card of `value` (1 to 13) and suit index `s` is not gone. */
const avail = (value: number, s: number, gone: Masks) =>
  (gone[s] as number) & (1 << (value - 1)) ? 0 : 1;

function goneOfValue(value: number, gone: Masks): number {
  const bit = 1 << (value - 1);
  let n = 0;
  for (const g of gone) if (g & bit) n++;
  return n;
}

/** PLT's `rate-straight` (plt-player.ts) on suit masks. */
function rateStraight(s: number, value: number, value2: number, gone: Masks): number {
  const v1 = value === 1 ? (value2 > 6 ? 14 : 1) : value;
  const v2 = value2 === 1 ? (value > 6 ? 14 : 1) : value2;
  const delta = Math.abs(v1 - v2);
  if (delta === 1) {
    if (v1 === 1 || v2 === 1) return avail(3, s, gone);
    if (v1 === 14 || v2 === 14) return avail(12, s, gone);
    if (v1 === 13 || v2 === 13) return avail(11, s, gone) + avail(1, s, gone);
    return avail(Math.min(v1, v2) - 1, s, gone) + avail(Math.max(v1, v2) + 1, s, gone);
  }
  if (delta === 2) return avail((v1 + v2) >> 1, s, gone);
  return 0;
}

/** PLT's pair score of two cards (a card with itself included), as `pair-rating` adds them. */
export function pairScore(a: CardId, b: CardId, gone: Masks): number {
  const va = (a % 13) + 1;
  const vb = (b % 13) + 1;
  if (va === vb) return 2 - goneOfValue(va, gone);
  const sa = (a / 13) | 0;
  return sa === ((b / 13) | 0) ? rateStraight(sa, va, vb, gone) : 0;
}

/** PLT's `pair-rating` of `hand`. */
export function pairRatingIds(hand: readonly CardId[], gone: Masks): number {
  let total = 0;
  for (const a of hand) for (const b of hand) total += pairScore(a, b, gone);
  return total;
}

/** [index in hand order, gin size, pair rating] of PLT's discard from `hand`. */
export function pltDiscardIds(hand: readonly CardId[], gone: Masks): [number, number, number] {
  discardScores(hand, gone);
  let best = -1;
  let bestSize = -1;
  let bestRating = -1;
  for (let i = 0; i < hand.length; i++) {
    const size = SIZES[i] as number;
    const rating = RATINGS[i] as number;
    if (size > bestSize || (size === bestSize && rating > bestRating)) {
      best = i;
      bestSize = size;
      bestRating = rating;
    }
  }
  return [best, bestSize, bestRating];
}

/** `discardScores`' answers, read at once by its callers: playouts call it millions of times. */
const SIZES = new Int32Array(16);
const RATINGS = new Int32Array(16);

/**
 * The gin size and pair rating each discard of `hand` leaves, into SIZES and RATINGS. A pair's
 * score is the same both ways round, so the rating without card i is the whole hand's less
 * twice i's row, plus i with itself (taken off twice).
 */
function discardScores(hand: readonly CardId[], gone: Masks): void {
  const n = hand.length;
  const rows = new Array<number>(n).fill(0);
  const self = new Array<number>(n).fill(0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const p = pairScore(hand[i] as number, hand[j] as number, gone);
      rows[i] = (rows[i] as number) + p;
      if (i === j) self[i] = p;
    }
    total += rows[i] as number;
  }
  const m = masksOfIds(hand);
  for (let i = 0; i < n; i++) {
    const id = hand[i] as number;
    const s = (id / 13) | 0;
    const bit = 1 << (id % 13);
    // A card is in a hand once, so clearing its bit removes exactly this card.
    m[s] = (m[s] as number) & ~bit;
    SIZES[i] = coverSizeOf(m);
    m[s] = (m[s] as number) | bit;
    RATINGS[i] = total - 2 * (rows[i] as number) + (self[i] as number);
  }
}

/**
 * Whether PLT's player could throw card `index` of `hand` whatever the order of its other
 * cards: its discard is the first in hand order of those leaving the best [gin size, rating].
 */
export function pltMayThrow(hand: readonly CardId[], index: number, gone: Masks): boolean {
  discardScores(hand, gone);
  const size = SIZES[index] as number;
  const rating = RATINGS[index] as number;
  for (let i = 0; i < hand.length; i++) {
    const s = SIZES[i] as number;
    if (s > size || (s === size && (RATINGS[i] as number) > rating)) return false;
  }
  return true;
}

/** PLT's `machine-wants-card?`: `gone` is the pile below `top`. */
export function pltWantsIds(hand: readonly CardId[], top: CardId, gone: Masks): boolean {
  const orig = coverSizeOf(masksOfIds(hand));
  const [, size, rating] = pltDiscardIds([top, ...hand], gone);
  return size > orig || (size === orig && rating > pairRatingIds(hand, gone));
}

/** Whether the ten cards of `hand` are gin. */
export const isGinIds = (hand: readonly CardId[]): boolean => covers(masksOfIds(hand), 0);
