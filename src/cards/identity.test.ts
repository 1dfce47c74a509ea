import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { RANKS, SUITS } from './card.ts';
import {
  type DealtCard,
  hide,
  isFaceDown,
  numberCards,
  sameCard,
  sameValue,
  shuffledDeck,
  valuesOf,
  withoutCard,
} from './identity.ts';
import { pltShuffle } from './shuffle.ts';

describe('physical cards', () => {
  it('numbers a shuffled deck from the top, so ids follow places and not values', () => {
    const deck = shuffledDeck(createRng(5), 2);
    expect(deck.map((c) => c.id)).toEqual([...Array(104).keys()]);
    expect(shuffledDeck(createRng(5), 2)).toEqual(deck);
    expect(valuesOf(deck).slice(0, 4)).not.toEqual(['AC', '2C', '3C', '4C']);
    expect(numberCards(['QH', 'QH'], 7)).toEqual([
      { id: 7, value: 'QH' },
      { id: 8, value: 'QH' },
    ]);
  });

  it('tells equal cards apart: same value is not the same card', () => {
    const [a, b] = numberCards(['QH', 'QH']) as [DealtCard, DealtCard];
    expect(sameValue(a, b)).toBe(true);
    expect(sameCard(a, b)).toBe(false);
    expect(withoutCard([a, b], a)).toEqual([b]);
    expect(sameCard(hide(a), a)).toBe(true);
  });

  it('hides everything of a card but its id', () => {
    const back = hide({ id: 3, value: '10S' });
    expect(back).toEqual({ id: 3, faceDown: true });
    expect(JSON.stringify(back)).not.toMatch(/10|S/);
    expect(isFaceDown(back)).toBe(true);
    expect(isFaceDown({ id: 3, value: '10S' })).toBe(false);
    expect(hide(back)).toEqual(back);
  });

  it('keeps ids unique and values whole through shuffles and deals of several decks', () => {
    // A game's life: shuffle, deal hands round the table, take some cards back, shuffle again.
    const step = fc.oneof(
      fc.record({ kind: fc.constant('shuffle' as const), seed: fc.integer() }),
      fc.record({
        kind: fc.constant('deal' as const),
        hands: fc.integer({ min: 1, max: 6 }),
        each: fc.integer({ min: 1, max: 13 }),
      }),
      fc.record({ kind: fc.constant('gather' as const) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        fc.array(step, { maxLength: 12 }),
        (decks, seed, steps) => {
          let stock = shuffledDeck(createRng(seed), decks);
          let hands: DealtCard[][] = [];
          for (const s of steps) {
            if (s.kind === 'shuffle') stock = pltShuffle(stock, createRng(s.seed));
            else if (s.kind === 'gather') [stock, hands] = [[...stock, ...hands.flat()], []];
            else {
              const dealt = stock.slice(0, s.hands * s.each);
              stock = stock.slice(dealt.length);
              while (hands.length < s.hands) hands.push([]);
              for (const [i, c] of dealt.entries()) hands[i % s.hands]?.push(c);
            }
          }
          const all = [...stock, ...hands.flat()];
          const ids = all.map((c) => c.id).sort((x, y) => x - y);
          expect(ids).toEqual([...Array(52 * decks).keys()]);
          const copies = new Map<string, number>();
          for (const c of all) copies.set(c.value, (copies.get(c.value) ?? 0) + 1);
          expect(copies.size).toBe(SUITS.length * RANKS.length);
          expect([...copies.values()].every((n) => n === decks)).toBe(true);
        },
      ),
      { seed: 42 },
    );
  });
});
