import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { dangers, ginTakes } from './defence.ts';
import type { RummyObservation } from './state.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));

/** Our discard with eleven cards; the other took 7H and 7D from the pile and holds them. */
function observation(): RummyObservation {
  const ours = cards('2C 3C 4C 9S 10S JS KD KH 5D AH 7C');
  const known = cards('7H 7D');
  const discards = cards('QC 8H 2S');
  const seen = new Set([...ours, ...known, ...discards]);
  const rest = standardDeck().filter((c) => !seen.has(c));
  return {
    viewer: 0,
    hands: [ours, [...known, ...Array<null>(8).fill(null)]],
    known: [[], known],
    stock: rest.slice(8).map(() => null),
    discards,
    turn: 0,
    phase: 'discard',
    end: null,
  };
}

describe("the help a discard gives PLT's player", () => {
  const o = observation();
  const hand = o.hands[0] as Card[];

  it('counts a card that makes a set with its known pickups as taken in every dealt hand', () => {
    const [seven] = dangers(o, hand, cards('7C'), createRng(1));
    expect(seven).toBeGreaterThanOrEqual(2);
  });

  it('rates a card next to nothing it is known to hold below that one', () => {
    const [seven, king] = dangers(o, hand, cards('7C KD'), createRng(1)) as [number, number];
    expect(king).toBeLessThan(seven);
  });

  it('is the same for the same seed', () => {
    expect(dangers(o, hand, hand, createRng(4))).toEqual(dangers(o, hand, hand, createRng(4)));
  });
});

/** The other holds ten cards it took from the pile, all known: a run, a set and two kings. */
function allKnown(): RummyObservation {
  const ours = cards('KS KH 7H QC AC 3D 5D 8S 10S 2S 4S');
  const known = cards('2H 3H 4H 5H 6H 9C 9D 9S KC KD');
  const discards = cards('QS');
  const seen = new Set([...ours, ...known, ...discards]);
  const rest = standardDeck().filter((c) => !seen.has(c));
  return {
    viewer: 0,
    hands: [ours, known],
    known: [[], known],
    stock: rest.map(() => null),
    discards,
    turn: 0,
    phase: 'discard',
    end: null,
  };
}

describe('the chance a discard makes the other gin', () => {
  it('is 1 for a card that completes a hand known whole, 0 for one that does not', () => {
    const o = allKnown();
    const hand = o.hands[0] as Card[];
    // A third king makes 2H-6H, the nines and the kings; 7H or QC leave a king over.
    expect(ginTakes(o, hand, cards('KS KH 7H QC'), createRng(1), 8)).toEqual([1, 1, 0, 0]);
  });

  it('lies between 0 and 1 over dealt hidden cards, the same for the same seed', () => {
    const o = observation();
    const hand = o.hands[0] as Card[];
    const chances = ginTakes(o, hand, hand, createRng(5), 32);
    for (const p of chances) expect(p >= 0 && p <= 1).toBe(true);
    expect(ginTakes(o, hand, hand, createRng(5), 32)).toEqual(chances);
  });
});
