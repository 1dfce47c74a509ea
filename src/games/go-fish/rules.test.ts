import { describe, expect, it } from 'vitest';
import { rankOf } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { pltShuffleList } from '../../cards/shuffle.ts';
import { IllegalMoveError } from '../../core/game.ts';
import { createRng, type Rng } from '../../core/rng.ts';
import { observe } from './observation.ts';
import { goFish } from './rules.ts';
import type { GoFishState } from './state.ts';

/** A position written in the game's own notation: 52 cards, each once. */
function position(fields: Partial<Record<string, string>>): GoFishState {
  const text = [
    `turn=${fields.turn ?? 0}`,
    `phase=${fields.phase ?? 'ask'}`,
    `deck=${fields.deck}`,
    `hands=${fields.hands}`,
    `boxes=${fields.boxes ?? '-/-/-'}`,
    `asked=${fields.asked ?? '-/-/-'}`,
    `shown=${fields.shown ?? '-'}`,
    `lacks=${fields.lacks ?? '-/-/-'}`,
  ].join(' ');
  const read = goFish.parseState(text);
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** Every card not named in `used`, as a comma list: the rest of the deck for a position. */
const restOf = (used: string) =>
  standardDeck()
    .filter((c) => !used.split(/[,/]/).includes(c))
    .join(',');

const play = (s: GoFishState, text: string) => {
  const move = goFish.parseMove(text, s);
  if (!move.ok) throw new Error(move.error);
  return goFish.play(s, move.value);
};

describe('the deal', () => {
  it("riffles as PLT's shuffle-list: each pass ends reversed", () => {
    const always = { bool: () => true } as Rng;
    expect(pltShuffleList([1, 2, 3, 4, 5], always, 1)).toEqual([5, 4, 3, 2, 1]);
    expect(pltShuffleList([1, 2, 3, 4, 5], always, 2)).toEqual([1, 2, 3, 4, 5]);
  });

  it('deals seven each from the top, Opponent 1 first, and lays only the opponents’ pairs', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const s = goFish.setup({}, createRng(seed));
      const deck = pltShuffleList(standardDeck(), createRng(seed));
      const dealt = (p: number) => [...(s.hands[p] ?? []), ...(s.boxes[p] ?? [])].sort();
      expect(dealt(1)).toEqual(deck.slice(0, 7).sort());
      expect(dealt(2)).toEqual(deck.slice(7, 14).sort());
      expect(s.hands[0]).toEqual(deck.slice(14, 21));
      expect(s.deck).toEqual(deck.slice(21));
      for (const p of [1, 2]) {
        const ranks = (s.hands[p] ?? []).map(rankOf);
        expect(new Set(ranks).size, `opponent ${p} keeps no pair`).toBe(ranks.length);
      }
    }
  });
});

describe('asking', () => {
  const hands = '7H,2C,9D/7S,3C/KD,QH';
  const s = position({ hands, deck: restOf(hands) });

  it('takes one card of the rank, lays the pair and asks again', () => {
    const next = play(s, 'ask-7H-1');
    expect(next.hands).toEqual([['2C', '9D'], ['3C'], ['KD', 'QH']]);
    expect(next.boxes[0]).toEqual(['7S', '7H']);
    expect(next.turn).toBe(0);
    expect(next.phase).toBe('ask');
  });

  it('says "Go Fish!": the asker must draw; a drawn card with no partner ends the turn', () => {
    const fishing = play(s, 'ask-2C-2');
    expect(fishing.phase).toBe('fish');
    expect(goFish.legalMoves(fishing).map(goFish.moveToString)).toEqual(['draw']);
    expect(fishing.lacks[2]).toEqual(['2']);
    const top = fishing.deck[0];
    const drawn = play(fishing, 'draw');
    expect(drawn.hands[0]?.[0]).toBe(top);
    expect(drawn.turn).toBe(1);
    expect(drawn.lacks[0]).toEqual([]);
  });

  it('goes on after drawing a card that pairs with any card of the hand', () => {
    const deck = `9S,${restOf(`${hands},9S`)}`;
    const fishing = play(position({ hands, deck }), 'ask-2C-1');
    const drawn = play(fishing, 'draw');
    expect(drawn.boxes[0]).toEqual(['9D', '9S']);
    expect(drawn.turn).toBe(0);
    expect(drawn.phase).toBe('ask');
  });

  it('passes the turn when the pile is empty', () => {
    const full = '7H,2C,9D/7S,3C/KD,QH,JD';
    const empty = position({ hands: full, deck: '-', boxes: `${restOf(full)}/-/-` });
    const next = play(empty, 'ask-2C-1');
    expect(next.turn).toBe(1);
    expect(next.phase).toBe('ask');
  });

  it("remembers the cards asked with, PLT's way: cleared once every card was tried", () => {
    let t = play(s, 'ask-2C-2');
    t = play({ ...t, phase: 'ask', turn: 0 }, 'ask-9D-2');
    expect(t.asked[0]).toEqual(['9D', '2C']);
    const back = {
      ...t,
      phase: 'ask' as const,
      turn: 0,
      hands: [['2C', '9D'], ...t.hands.slice(1)] as GoFishState['hands'],
    };
    expect(play(back, 'ask-2C-1').asked[0]).toEqual(['2C']);
  });
});

describe('pairs and the end', () => {
  it('lets only you lay a pair of your hand, as PLT makes you drag it', () => {
    const hands = '4C,4S,8D/AS,3C/KD,QH';
    const s = position({ hands, deck: restOf(hands) });
    expect(goFish.legalMoves(s).map(goFish.moveToString).slice(0, 2)).toEqual([
      'pair-4C',
      'pair-4S',
    ]);
    const laid = play(s, 'pair-4S');
    expect(laid.boxes[0]).toEqual(['4C', '4S']);
    expect(() => goFish.play({ ...s, turn: 1 }, { kind: 'pair', card: '4C' })).toThrow(
      IllegalMoveError,
    );
    expect(goFish.parseMove('pair-8D', s).ok).toBe(false);
  });

  it('ends as soon as a hand is empty, even by laying your last pair (PLT got stuck)', () => {
    const hands = '4C,4S/AS,3C/KD,QH';
    const s = position({ hands, deck: restOf(hands) });
    const over = play(s, 'pair-4C');
    expect(goFish.legalMoves(over)).toEqual([]);
    expect(goFish.result(over)).toMatchObject({ kind: 'win', winner: 0 });
  });

  it('names the winner by the most pairs, and a tie as a tie', () => {
    const boxes = 'AC,AD,2C,2D/AH,AS/2H,2S';
    const emptied = position({
      hands: '-/7S,3C/KD',
      boxes,
      deck: restOf(`7S,3C,KD/${boxes}`),
    });
    expect(goFish.result(emptied)).toMatchObject({ kind: 'win', winner: 0 });
    const tie = position({
      hands: '-/7S,3C/KD',
      boxes: 'AC,AD/2C,2D/-',
      deck: restOf('7S,3C,KD,AC,AD,2C,2D'),
    });
    expect(goFish.result(tie)?.kind).toBe('scores');
  });
});

describe('what each seat sees', () => {
  it('hides the others’ cards, except a card an ask showed, and the pile', () => {
    const hands = '7H,2C/7S,3C/KD,QH';
    const s = play(position({ hands, deck: restOf(hands) }), 'ask-2C-2');
    const o = observe(s, 1);
    expect(o.hands[0]).toEqual([null, '2C']);
    expect(o.hands[1]).toEqual(['7S', '3C']);
    expect(o.hands[2]).toEqual([null, null]);
    expect(o.deck).toBe(s.deck.length);
    expect(JSON.stringify(o)).not.toContain('7H');
  });

  it('deals the unseen cards so no one holds a rank it said "Go Fish" to, nor an unlaid pair', () => {
    const hands = '7H,2C/7S,3C/KD,QH';
    const s = play(position({ hands, deck: restOf(hands) }), 'ask-7H-2');
    const o = observe(s, 0);
    for (let seed = 0; seed < 50; seed++) {
      const d = goFish.determinize?.(o, 0, createRng(seed)) as GoFishState;
      expect(observe(d, 0)).toEqual(o);
      expect(d.hands[2]?.map(rankOf)).not.toContain('7');
      for (const p of [1, 2]) {
        const ranks = (d.hands[p] ?? []).map(rankOf);
        expect(new Set(ranks).size).toBe(ranks.length);
      }
    }
  });
});
