import { describe, expect, it } from 'vitest';
import { type Card, cardValue } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { createRng } from '../../core/rng.ts';
import { pltDiscard, pltWantsCard } from './plt-player.ts';
import { cardOfId, idOf, masksOfIds, pltDiscardIds, pltMayThrow, pltWantsIds } from './sim-plt.ts';

describe("PLT's player on card numbers", () => {
  it('names every card back as it was', () => {
    for (const c of standardDeck()) expect(cardOfId(idOf(c))).toBe(c);
  });

  it('discards and takes as plt-player.ts on 500 random hands and piles', () => {
    const rng = createRng(5);
    for (let n = 0; n < 500; n++) {
      // Cards of nine values only (ace to 7, queen, king), so that sets, runs and ties are common.
      const deck = rng.shuffle(
        standardDeck().filter((c) => cardValue(c) <= 7 || cardValue(c) > 11),
      );
      const hand = deck.slice(0, 11) as Card[];
      const pile = deck.slice(11, 11 + rng.int(0, 20)) as Card[];
      const gone = masksOfIds(pile.map(idOf));
      const ids = hand.map(idOf);
      const [i] = pltDiscardIds(ids, gone);
      expect(hand[i]).toBe(pltDiscard(hand, pile));
      const top = hand[0] as Card;
      expect(pltWantsIds(ids.slice(1), idOf(top), gone)).toBe(
        pltWantsCard(hand.slice(1), top, pile),
      );
    }
  });

  it('may throw exactly the cards PLT throws when that card is first in hand order', () => {
    const rng = createRng(8);
    let ties = 0;
    for (let n = 0; n < 300; n++) {
      const deck = rng.shuffle(standardDeck().filter((c) => cardValue(c) <= 6)).map(idOf);
      const hand = deck.slice(0, 11);
      const gone = masksOfIds(deck.slice(11, 11 + rng.int(0, 8)));
      const may = hand.filter((_, i) => pltMayThrow(hand, i, gone));
      const first = hand.filter((id) => {
        const order = [id, ...hand.filter((x) => x !== id)];
        return order[pltDiscardIds(order, gone)[0]] === id;
      });
      expect(may).toEqual(first);
      expect(may).toContain(hand[pltDiscardIds(hand, gone)[0]]);
      if (may.length > 1) ties++;
    }
    // The rule is only worth having where ties happen.
    expect(ties).toBeGreaterThan(30);
  });
});
