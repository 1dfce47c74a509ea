import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { ginSize, ginSizeUncached, isGin, isSet } from './gin.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));

/** The most cards disjoint sets cover, by trying every set that holds the first card. */
function bestCover(hand: readonly Card[]): number {
  if (hand.length < 3) return 0;
  const [first, ...rest] = hand as [Card, ...Card[]];
  let best = bestCover(rest);
  for (let mask = 3; mask < 1 << rest.length; mask++) {
    const picked = [first, ...rest.filter((_, i) => (mask >> i) & 1)];
    if (picked.length < 3 || !isSet(picked)) continue;
    const left = rest.filter((_, i) => !((mask >> i) & 1));
    best = Math.max(best, picked.length + bestCover(left));
  }
  return best;
}

describe('sets and runs', () => {
  it('takes three or four of a value, and runs with the ace low or high but not round the corner', () => {
    expect(isSet(cards('7C 7D 7S'))).toBe(true);
    expect(isSet(cards('7C 7D 7S 7H'))).toBe(true);
    expect(isSet(cards('AH 2H 3H'))).toBe(true);
    expect(isSet(cards('QH KH AH'))).toBe(true);
    expect(isSet(cards('JH QH KH AH'))).toBe(true);
    expect(isSet(cards('KH AH 2H'))).toBe(false);
    expect(isSet(cards('4H 5H 6D'))).toBe(false);
    expect(isSet(cards('4H 6H 7H'))).toBe(false);
    expect(isSet(cards('7C 7D'))).toBe(false);
  });

  it('counts the cards a hand covers, gin when all ten are', () => {
    expect(ginSize(cards('AH 2H 3H 7C 7D 7S QS KS AS 5D'))).toBe(9);
    expect(isGin(cards('AH 2H 3H 7C 7D 7S QS KS AS 4H'))).toBe(true);
    expect(isGin(cards('KH AH 2H 7C 7D 7S QS KS AS 4H'))).toBe(false);
    // The seven of clubs serves the run, the other three sevens make the set.
    expect(isGin(cards('5C 6C 7C 7D 7S 7H 9D 10D JD QD'))).toBe(true);
    expect(ginSize(cards('2C 5D 9H KS'))).toBe(0);
  });
});

describe("PLT's gin-size search", () => {
  it('finds the best cover on random hands of 10 and 11, whatever the order of the hand', () => {
    const rng = createRng(16);
    for (let t = 0; t < 400; t++) {
      const deck = rng.shuffle(standardDeck());
      // Hands drawn from a few values and suits, so that sets and runs are common.
      const pool = deck.filter((c) => /^(A|2|3|4|5|J|Q|K)[CDH]$/.test(c));
      const hand = pool.slice(0, 10 + (t % 2));
      const best = bestCover(hand);
      expect(ginSizeUncached(hand), hand.join(' ')).toBe(best);
      expect(ginSizeUncached(rng.shuffle(hand)), hand.join(' ')).toBe(best);
    }
  });
});
