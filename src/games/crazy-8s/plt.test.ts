import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { cardValue, suitOf } from '../../cards/card.ts';
import { aiContext } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import engine from './engine.ts';
import fixtures from './fixtures/plt-opponent.json';
import { mostHeldSuit, pltChoice } from './plt.ts';
import { crazy8s, targetOf } from './rules.ts';
import type { Crazy8sMove, Crazy8sState } from './state.ts';

const hand = (text: string) => text.split(' ') as Card[];
const plt = engine.ais.find((a) => a.id === 'plt');

describe("PLT's opponent (play-opponent in crazy8s.rkt)", () => {
  it('plays the first playable card in hand order that is not an eight', () => {
    // Hearts 5 on top: 8S plays, 2H plays, 5C plays; 2H comes first among the non-eights.
    expect(pltChoice(hand('8S KC 2H 5C'), { suit: 'H', value: 5 }, 10)).toEqual({
      kind: 'play',
      card: '2H',
    });
    // Order is the hand's, not the sorted one: a card drawn in front comes first.
    expect(pltChoice(hand('5C 2H'), { suit: 'H', value: 5 }, 10)).toEqual({
      kind: 'play',
      card: '5C',
    });
  });

  it('plays an eight only when nothing else plays, and calls its longest suit', () => {
    // After the 8D: clubs 1, diamonds 0, hearts 2, spades 2 (the 8S is not counted): hearts.
    expect(pltChoice(hand('KC 8D 2H 3H 4S 5S 8S'), { suit: 'D', value: 9 }, 10)).toEqual({
      kind: 'play',
      card: '8D',
      suit: 'H',
    });
  });

  it('breaks a tie for the suit by the lowest suit id: clubs, diamonds, hearts, spades', () => {
    expect(mostHeldSuit(hand('2S 3D'))).toBe('D');
    expect(mostHeldSuit(hand('2S 3H 4C'))).toBe('C');
    // Only eights left: every count is 0, so clubs.
    expect(mostHeldSuit(hand('8S'))).toBe('C');
  });

  it('calls no suit with its last card', () => {
    expect(pltChoice(hand('8H'), { suit: 'C', value: 2 }, 10)).toEqual({
      kind: 'play',
      card: '8H',
    });
  });

  it('draws when it cannot play, and passes on an empty stock', () => {
    expect(pltChoice(hand('KC 2D'), { suit: 'H', value: 5 }, 3)).toEqual({ kind: 'draw' });
    expect(pltChoice(hand('KC 2D'), { suit: 'H', value: 5 }, 0)).toEqual({ kind: 'pass' });
  });

  it('draws until a card plays, then plays the drawn card, in a real deal', () => {
    let s = crazy8s.setup({ deal: '1x7' }, createRng(11));
    s = { ...s, turn: 1 };
    let drawn = 0;
    for (;;) {
      const o = crazy8s.observe?.(s, 1);
      const move = plt?.choose(o as never, aiContext(createRng(1), 1)) as Crazy8sMove;
      const expected = pltChoice(s.hands[1] as Card[], targetOf(s), s.stock.length);
      expect(move).toEqual(expected);
      if (move.kind !== 'draw') {
        if (drawn > 0 && move.kind === 'play') expect(move.card).toBe(s.hands[1]?.[0]);
        break;
      }
      drawn++;
      s = crazy8s.play(s, move);
    }
  });
});

interface Fixture {
  hand: Card[];
  top: Card;
  stock: Card[];
  drawn: Card[];
  played: Card | null;
  called: string | null;
  handAfter: Card[];
}

describe("PLT's opponent against PLT's own code (fixtures/plt-opponent.rkt runs it headless)", () => {
  it('takes the same whole turn on 300 random hands: draws, card played, suit called', () => {
    for (const f of fixtures as Fixture[]) {
      // PLT shows a called suit as an eight of that suit, so the top card is the whole target.
      const target = { suit: suitOf(f.top), value: cardValue(f.top) };
      let hand = [...f.hand];
      const stock = [...f.stock];
      const drawn: Card[] = [];
      let move = pltChoice(hand, target, stock.length);
      while (move.kind === 'draw') {
        const card = stock.shift() as Card;
        drawn.push(card);
        hand = [card, ...hand];
        move = pltChoice(hand, target, stock.length);
      }
      const played = move.kind === 'play' ? move.card : null;
      if (played) hand = hand.filter((c) => c !== played);
      const called = move.kind === 'play' ? (move.suit ?? null) : null;
      expect({ drawn, played, called, hand }).toEqual({
        drawn: f.drawn,
        played: f.played,
        called: f.called,
        hand: f.handAfter,
      });
    }
  });
});

describe('no cheating: deals that differ only in cards a seat cannot see', () => {
  /** Swaps the seat-0-hidden cards: opponent hands and stock dealt again from another seed. */
  function redealHidden(s: Crazy8sState, seed: number): Crazy8sState {
    const o = crazy8s.observe?.(s, 0);
    return crazy8s.determinize?.(o as never, 0, createRng(seed)) as Crazy8sState;
  }

  for (const id of ['plt', 'ismcts:200', 'heuristic', 'mc:1000']) {
    it(`${id} makes the same choice in both`, () => {
      const ai = engine.ais.find((a) => a.id === id);
      let differed = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const s = crazy8s.setup({ deal: '2x7' }, createRng(seed));
        const other = redealHidden(s, seed + 100);
        expect(crazy8s.stateToString(other)).not.toEqual(crazy8s.stateToString(s));
        expect(other.hands[0]).toEqual(s.hands[0]);
        if (JSON.stringify(other.hands[1]) !== JSON.stringify(s.hands[1])) differed++;
        const choose = (state: Crazy8sState) =>
          ai?.choose(
            crazy8s.observe?.(state, 0) as never,
            aiContext(createRng(seed), 0, { players: 3 }),
          );
        expect(choose(other)).toEqual(choose(s));
      }
      expect(differed).toBeGreaterThan(0);
    });
  }
});
