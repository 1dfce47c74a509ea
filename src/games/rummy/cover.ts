import { type Card, cardValue, SUITS, suitOf } from '../../cards/card.ts';

/**
 * A fast exact answer to "can all but `slack` of these cards be put in disjoint sets?", for
 * players that ask it thousands of times a move. PLT's `gin-size` (gin.ts) stays the rule; this
 * search agrees with it (cover.test.ts) but reads a hand as four 13-bit masks, one per suit,
 * bit v - 1 for value v, and tries only the sets that hold the lowest card left.
 */

/** Four suit masks, in SUITS order; mutated while searching and restored before returning. */
export type Masks = number[];

export const suitIndexOf = (c: Card): number => SUITS.indexOf(suitOf(c));
export const bitOf = (c: Card): number => 1 << (cardValue(c) - 1);

export function masksOf(cards: readonly Card[]): Masks {
  const m = [0, 0, 0, 0];
  for (const c of cards) {
    const s = suitIndexOf(c);
    m[s] = (m[s] as number) | bitOf(c);
  }
  return m;
}

const ACE = 1;
const KING_BIT = 12;

/** The lowest card left either stays out (using up slack) or joins a set that holds it. */
export function covers(m: Masks, slack: number): boolean {
  let s = 0;
  while (s < 4 && m[s] === 0) s++;
  if (s === 4) return true;
  const ms = m[s] as number;
  const low = ms & -ms;
  m[s] = ms & ~low;
  const found =
    (slack > 0 && covers(m, slack - 1)) ||
    run(m, s, 32 - Math.clz32(low), 1, slack) ||
    (low === ACE && run(m, s, KING_BIT, -1, slack)) ||
    sameValue(m, s, low, slack);
  m[s] = ms;
  return found;
}

/**
 * A run through `m[s]`'s lowest card (already taken out): every length from three, its next
 * cards from bit `first` on by `step` — upward from the lowest card, or down from the king when
 * that card is an ace counted high.
 */
function run(m: Masks, s: number, first: number, step: 1 | -1, slack: number): boolean {
  const start = m[s] as number;
  let rest = start;
  let length = 1;
  for (let k = first; k >= 0 && k < 13 && rest & (1 << k); k += step) {
    rest &= ~(1 << k);
    length++;
    m[s] = rest;
    if (length >= 3 && covers(m, slack)) {
      m[s] = start;
      return true;
    }
  }
  m[s] = start;
  return false;
}

/** Three or four of the value: the lowest card with two or three of the later suits. */
function sameValue(m: Masks, s: number, low: number, slack: number): boolean {
  // Bit t of `others`: suit t, after s, holds the value too (no arrays: this runs millions of times).
  let others = 0;
  for (let t = s + 1; t < 4; t++) if ((m[t] as number) & low) others |= 1 << t;
  for (let pick = others; pick; pick = (pick - 1) & others) {
    // Two or three of the other suits: `pick` has more than one bit.
    if ((pick & (pick - 1)) === 0) continue;
    for (let t = s + 1; t < 4; t++) if (pick & (1 << t)) m[t] = (m[t] as number) & ~low;
    const found = covers(m, slack);
    for (let t = s + 1; t < 4; t++) if (pick & (1 << t)) m[t] = (m[t] as number) | low;
    if (found) return true;
  }
  return false;
}

/**
 * The most cards of `m` that disjoint sets cover: PLT's gin size. The lowest card left either
 * stays out or joins a set that holds it; one pass over that choice rather than `covers` once
 * a slack, which for a hand with few sets proves every smaller slack impossible first.
 */
export function coverSize(m: Masks): number {
  let s = 0;
  while (s < 4 && m[s] === 0) s++;
  if (s === 4) return 0;
  const ms = m[s] as number;
  const low = ms & -ms;
  m[s] = ms & ~low;
  let best = coverSize(m);
  best = Math.max(best, runMost(m, s, 32 - Math.clz32(low), 1));
  if (low === ACE) best = Math.max(best, runMost(m, s, KING_BIT, -1));
  best = Math.max(best, sameValueMost(m, s, low));
  m[s] = ms;
  return best;
}

/** `run` for `coverSize`: the most covered with a run through the lowest card. */
function runMost(m: Masks, s: number, first: number, step: 1 | -1): number {
  const start = m[s] as number;
  let rest = start;
  let length = 1;
  let best = 0;
  for (let k = first; k >= 0 && k < 13 && rest & (1 << k); k += step) {
    rest &= ~(1 << k);
    length++;
    m[s] = rest;
    if (length >= 3) best = Math.max(best, length + coverSize(m));
  }
  m[s] = start;
  return best;
}

/** `sameValue` for `coverSize`: the most covered with three or four of the lowest card's value. */
function sameValueMost(m: Masks, s: number, low: number): number {
  // Bit t of `others`: suit t, after s, holds the value too.
  let others = 0;
  for (let t = s + 1; t < 4; t++) if ((m[t] as number) & low) others |= 1 << t;
  let best = 0;
  for (let pick = others; pick; pick = (pick - 1) & others) {
    // Two or three of the other suits: `pick` has more than one bit.
    if ((pick & (pick - 1)) === 0) continue;
    let n = 1;
    for (let t = s + 1; t < 4; t++) {
      if (pick & (1 << t)) {
        m[t] = (m[t] as number) & ~low;
        n++;
      }
    }
    best = Math.max(best, n + coverSize(m));
    for (let t = s + 1; t < 4; t++) if (pick & (1 << t)) m[t] = (m[t] as number) | low;
  }
  return best;
}
