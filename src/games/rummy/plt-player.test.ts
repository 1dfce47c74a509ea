import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { unwrap } from '../../core/result.ts';
import fixtures from './fixtures/plt-choices.json' with { type: 'json' };
import { ginSize } from './gin.ts';
import { pairRating, pltDiscard, pltWantsCard } from './plt-player.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));

interface Fixture {
  hand: Card[];
  top: Card;
  gone: Card[];
  ginSize: number;
  pairRating: number;
  discard: Card;
  wants: boolean;
}

describe("PLT's player, against PLT's own code (fixtures/plt-choices.rkt)", () => {
  const cases = fixtures as Fixture[];

  it('has fixtures where it takes the top discard and where it does not', () => {
    expect(cases.length).toBe(300);
    expect(cases.some((f) => f.wants)).toBe(true);
    expect(cases.some((f) => !f.wants)).toBe(true);
  });

  it.each(cases.map((f, i) => [i, f] as const))(
    'hand %i: the same sizes, ratings and choices',
    (_, f) => {
      expect(ginSize(f.hand)).toBe(f.ginSize);
      expect(pairRating(f.hand, f.gone)).toBe(f.pairRating);
      expect(pltDiscard([f.top, ...f.hand], f.gone)).toBe(f.discard);
      expect(pltWantsCard(f.hand, f.top, f.gone)).toBe(f.wants);
    },
  );
});

describe("PLT's player, on hands from the spec's rules", () => {
  it('rates each card with itself, and equal values less the gone ones', () => {
    // Two cards of no suit in common, no runs: 2 + 2 for each card with itself.
    expect(pairRating(cards('2C 9D'), [])).toBe(4);
    // A pair of sevens: 4 ordered pairs of equal value, each 2 less the gone seven.
    expect(pairRating(cards('7C 7D'), cards('7S'))).toBe(4);
  });

  it('rates runs in the making by the cards that would finish them', () => {
    // 5-6 of hearts wants the 4 or the 7: 2 each way, plus 2 + 2 for the cards themselves.
    expect(pairRating(cards('5H 6H'), [])).toBe(8);
    expect(pairRating(cards('5H 6H'), cards('7H'))).toBe(6);
    // A-2 looks only for the 3; K-A only for the queen; 5-7 for the 6.
    expect(pairRating(cards('AH 2H'), [])).toBe(6);
    expect(pairRating(cards('KH AH'), cards('QH'))).toBe(4);
    expect(pairRating(cards('5H 7H'), cards('6H'))).toBe(4);
  });

  it('discards the card whose loss keeps the most cards in sets, then the best rating, then the first', () => {
    // The three sevens and the run stay whatever goes of 10C, KS, 2D and 9C. The rating keeps
    // 9C-10C (a run in the making); KS and 2D rate the same, and KS comes first in the hand.
    const hand = cards('7C 7D 7S 3H 4H 5H 6H 10C KS 2D 9C');
    expect(pltDiscard(hand, [])).toBe('KS');
    // With nothing to choose between, the first card in hand order goes.
    expect(pltDiscard(cards('2C 9D 5H'), [])).toBe('2C');
  });

  it('takes the top discard only when it makes a set or a better rating', () => {
    const hand = cards('7C 7D 3H 4H 9S 10S KC 2D QD 5C');
    expect(pltWantsCard(hand, '7S', [])).toBe(true);
    expect(pltWantsCard(cards('AC AD AH 2S 3S 4S 6D 7D 8D KH'), 'JC', [])).toBe(false);
  });
});
