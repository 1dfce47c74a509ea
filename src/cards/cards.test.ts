import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import { cardName, cardValue, colourOf, parseCard, parseCards, rankOf, suitOf } from './card.ts';
import { multiDeck, spiderDeck, standardDeck } from './deck.ts';
import { parsePair, toPair } from './pair.ts';
import { fisherYates, pltShuffle, riffle } from './shuffle.ts';

describe('cards', () => {
  it('reads and describes cards', () => {
    expect(parseCard('QH')).toEqual({ ok: true, value: 'QH' });
    expect(parseCard('10s')).toEqual({ ok: true, value: '10S' });
    expect(parseCard('TC')).toEqual({ ok: true, value: '10C' });
    expect(parseCard('1H').ok).toBe(false);
    expect(parseCard('QX')).toEqual({
      ok: false,
      error: 'card "QX": expected a rank (A, 2-10, J, Q, K) then a suit (C, D, H, S)',
    });
    expect(parseCards('AC, 2d 10H')).toEqual({ ok: true, value: ['AC', '2D', '10H'] });
    expect([
      suitOf('10S'),
      rankOf('10S'),
      cardValue('10S'),
      cardValue('AS'),
      cardValue('KD'),
    ]).toEqual(['S', '10', 10, 1, 13]);
    expect([colourOf('AH'), colourOf('AD'), colourOf('AS'), colourOf('AC')]).toEqual([
      'red',
      'red',
      'black',
      'black',
    ]);
    expect(cardName('QH')).toBe('queen of hearts');
  });

  it("reads and writes the assignment's pair form", () => {
    expect(parsePair('(H . Q)')).toEqual({ ok: true, value: 'QH' });
    expect(parsePair('( s . 10 )')).toEqual({ ok: true, value: '10S' });
    expect(toPair('AC')).toBe('(C . A)');
    expect(parsePair('(H . 1)')).toEqual({
      ok: false,
      error: '"(H . 1)" is not a card like (H . Q) (suit . rank)',
    });
  });

  it('builds PLT-ordered decks', () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck.slice(0, 3)).toEqual(['AC', '2C', '3C']);
    expect(deck.at(-1)).toBe('KS');
    expect(multiDeck(6)).toHaveLength(312);
    for (const suits of [1, 2, 4] as const) {
      const spider = spiderDeck(suits);
      expect(spider).toHaveLength(104);
      expect(new Set(spider.map(suitOf)).size).toBe(suits);
    }
  });

  it('riffles by the PLT rule: halves keep their order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer(), (n, seed) => {
        const items = [...Array(n).keys()];
        const out = riffle(items, createRng(seed));
        const half = Math.floor(n / 2);
        const left = out.filter((x) => x < half);
        const right = out.filter((x) => x >= half);
        return (
          out.length === n && left.every((x, i) => x === i) && right.every((x, i) => x === half + i)
        );
      }),
      { seed: 61 },
    );
  });

  it('shuffles the same way from the same seed, into permutations', () => {
    const deck = standardDeck();
    for (const shuffle of [pltShuffle, fisherYates]) {
      const a = shuffle(deck, createRng(9));
      expect(shuffle(deck, createRng(9))).toEqual(a);
      expect(a).not.toEqual(deck);
      expect([...a].sort()).toEqual([...deck].sort());
    }
  });
});
