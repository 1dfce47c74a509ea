import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { coverSize, covers, masksOf } from './cover.ts';
import { ginSize } from './gin.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));

describe('the fast cover search', () => {
  it('knows runs with the ace low or high but not round the corner, and sets of three or four', () => {
    expect(coverSize(masksOf(cards('AH 2H 3H 7C 7D 7S QS KS AS 5D')))).toBe(9);
    expect(covers(masksOf(cards('AH 2H 3H 7C 7D 7S QS KS AS 4H')), 0)).toBe(true);
    expect(covers(masksOf(cards('KH AH 2H 7C 7D 7S QS KS AS 4H')), 0)).toBe(false);
    expect(covers(masksOf(cards('5C 6C 7C 7D 7S 7H 9D 10D JD QD')), 0)).toBe(true);
    expect(coverSize(masksOf(cards('2C 5D 9H KS')))).toBe(0);
  });

  it("agrees with PLT's gin size on random hands of 10, 11 and 12", () => {
    const rng = createRng(7);
    for (let t = 0; t < 3000; t++) {
      const deck = rng.shuffle(standardDeck());
      // Half the hands from a few values, so that sets and runs are common.
      const pool = t % 2 ? deck : deck.filter((c) => /^(A|2|3|4|5|9|10|J|Q|K)[CDH]$/.test(c));
      const hand = pool.slice(0, 10 + (t % 3));
      const m = masksOf(hand);
      expect(coverSize(m), hand.join(' ')).toBe(ginSize(hand));
      expect(m).toEqual(masksOf(hand));
    }
  });
});
