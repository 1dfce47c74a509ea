import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { unwrap } from '../../core/result.ts';
import { YOU } from './info.ts';
import { outsMove } from './outs-player.ts';
import type { RummyObservation } from './state.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));

function seen(hand: string, discards: string, phase: 'draw' | 'discard', theirs: string[] = []) {
  const known = cards(theirs.join(' '));
  const o: RummyObservation = {
    viewer: YOU,
    hands: [cards(hand), [...known, ...Array(10 - known.length).fill(null)]],
    known: [[], known],
    stock: Array(20).fill(null),
    discards: cards(discards),
    turn: YOU,
    phase,
    end: null,
  };
  return o;
}

describe('our player (outs)', () => {
  it('takes the discard that gives gin and draws blind otherwise', () => {
    expect(outsMove(seen('3H 4H 5H 7C 7D 7S QS KS 2C 9D', '8C AS', 'draw'))).toEqual({
      kind: 'take',
    });
    // The eight of hearts goes with nothing: it would only be thrown back.
    expect(outsMove(seen('3H 4H 5H 7C 7D 7S QS KS 2C 9D', '8C 8H', 'draw'))).toEqual({
      kind: 'stock',
    });
  });

  it('keeps the card with more ways to finish a set', () => {
    // Of 2C and 9D, 9D next to 10D has more cards that would make a run.
    const move = outsMove(seen('3H 4H 5H 7C 7D 7S QS KS 2C 9D 10D', '8C', 'discard'));
    expect(move).toEqual({ kind: 'discard', card: '2C' });
  });

  it('between equal discards, keeps back one the opponent was seen to want', () => {
    // JC and JH are alike for this hand; the opponent took the queen of clubs.
    const o = seen('3H 4H 5H 7C 7D 7S QS KS AS JC JH', '8C', 'discard', ['QC']);
    expect(outsMove(o)).toEqual({ kind: 'discard', card: 'JH' });
    expect(outsMove(seen('3H 4H 5H 7C 7D 7S QS KS AS JC JH', '8C', 'discard', ['QH']))).toEqual({
      kind: 'discard',
      card: 'JC',
    });
  });

  it('holds back a card the opponent can use before counting the cards that would improve', () => {
    // 8S and 10D leave the same sets and no gin outs; 10D leaves more improving cards, but the
    // opponent took 6S, which 8S would go with.
    const hand = '5H JS 10D 4S JC JD 8D 3S 8S 7H 6H';
    expect(outsMove(seen(hand, '7C', 'discard'))).toEqual({ kind: 'discard', card: '8S' });
    expect(outsMove(seen(hand, '7C', 'discard', ['6S']))).toEqual({ kind: 'discard', card: '10D' });
  });

  it('gives up a gin out for more than two improving outs', () => {
    // Without 9D the hand has one gin out and five improving outs; without 5S none and eight.
    const hand = '9H 10H JH JC JD JS 5S 9D 8D 7S 8S';
    expect(outsMove(seen(hand, '7C', 'discard'))).toEqual({ kind: 'discard', card: '5S' });
  });
});
