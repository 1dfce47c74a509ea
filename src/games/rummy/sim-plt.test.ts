import { describe, expect, it } from 'vitest';
import { type Card, cardValue } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { createRng } from '../../core/rng.ts';
import { pltDiscard, pltWantsCard } from './plt-player.ts';
import { cardOfId, idOf, masksOfIds, pltDiscardIds, pltWantsIds } from './sim-plt.ts';

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
});
