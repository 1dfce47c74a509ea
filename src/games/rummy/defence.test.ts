import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { dangers } from './defence.ts';
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
