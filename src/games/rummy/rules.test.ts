import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { aiContext } from '../../core/ai.ts';
import { CHANCE } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import engine from './engine.ts';
import { OPPONENT, YOU } from './info.ts';
import { deal, rummy } from './rules.ts';
import type { RummyMove, RummyState } from './state.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));
const play = (s: RummyState, ...moves: string[]) =>
  moves.reduce((state, m) => rummy.play(state, unwrap(rummy.parseMove(m, state))), s);

/** A deck whose first 21 cards are the opponent's ten, yours, then the first discard. */
function deckOf(opponent: string, you: string, discard: string): Card[] {
  const front = [...cards(opponent), ...cards(you), ...cards(discard)];
  return [...front, ...standardDeck().filter((c) => !front.includes(c))];
}

const GIN = '3H 4H 5H 7C 7D 7S QS KS AS 9D';
const YOURS = '2C 5D 9H KC 4S 8D JH 6C 10S QD';
const THEIRS = 'AC 3D 6H 8C JS 2S 9S 5C KD 10H';

describe('the deal', () => {
  it('deals ten to the opponent first, then ten to you, one discard, and 31 in the stock', () => {
    const s = rummy.setup({}, createRng(3));
    expect(s.hands[OPPONENT]).toHaveLength(10);
    expect(s.hands[YOU]).toHaveLength(10);
    expect(s.discards).toHaveLength(1);
    expect(s.stock).toHaveLength(31);
    expect(rummy.toMove(s)).toBe(YOU);
    const s2 = deal(deckOf(THEIRS, YOURS, '4C'));
    expect(s2.hands[OPPONENT]).toEqual(cards(THEIRS));
    expect(s2.hands[YOU]).toEqual(cards(YOURS));
    expect(s2.discards).toEqual(['4C']);
  });

  it('ends at once when a dealt hand is gin, with a tie when both are', () => {
    const yours = deal(deckOf(THEIRS, GIN.replace('9D', '6H'), '4C'));
    expect(rummy.result(yours)).toEqual({
      kind: 'win',
      winner: YOU,
      detail: 'Dealt gin. Game over. You win.',
    });
    const theirs = deal(deckOf(GIN.replace('9D', '6H'), YOURS, '4C'));
    expect(rummy.result(theirs)?.detail).toBe('Dealt gin. Game over. Opponent wins.');
    const both = deal(deckOf('AC 2C 3C 4D 5D 6D 8H 9H 10H JH', GIN.replace('9D', '6H'), '4C'));
    expect(rummy.result(both)).toEqual({ kind: 'draw', detail: 'Dealt gin. Game over. Tie.' });
  });
});

describe('a turn', () => {
  it('draws from the stock as chance, puts the card first, then discards', () => {
    const s = play(deal(deckOf(THEIRS, YOURS, '4C')), 'stock');
    expect(rummy.toMove(s)).toBe(CHANCE);
    const outcomes = rummy.chanceOutcomes?.(s) ?? [];
    expect(outcomes).toHaveLength(31);
    const drawn = play(s, '+7H');
    expect(drawn.hands[YOU]?.[0]).toBe('7H');
    expect(rummy.legalMoves(drawn).map(rummy.moveToString)).toEqual(drawn.hands[YOU]);
    const after = play(drawn, '7H');
    expect(after.turn).toBe(OPPONENT);
    expect(after.discards).toEqual(['4C', '7H']);
  });

  it('counts gin only after a discard, and lets you discard the card just taken', () => {
    const s = deal(deckOf(THEIRS, GIN, '6H'));
    expect(rummy.result(s)).toBeNull();
    const taken = play(s, 'take');
    expect(taken.known[YOU]).toEqual(['6H']);
    expect(rummy.result(taken)).toBeNull();
    expect(rummy.result(play(taken, '6H'))).toBeNull();
    const won = play(taken, '9D');
    expect(rummy.result(won)).toEqual({ kind: 'win', winner: YOU, detail: 'Game over. You win.' });
    expect(rummy.legalMoves(won)).toEqual([]);
  });

  it('rebuilds an empty stock from the discards less the top card', () => {
    let s = deal(deckOf(THEIRS, YOURS, '4C'));
    s = { ...s, stock: ['7H'], discards: [...s.discards, ...s.stock.filter((c) => c !== '7H')] };
    const top = s.discards[s.discards.length - 1];
    s = play(s, 'stock', '+7H', '7H');
    expect(s.discards).toEqual(['7H']);
    expect(s.stock).toHaveLength(31);
    expect(s.stock).toContain(top);
    expect(rummy.moveText?.(s, { kind: 'stock' }, YOU)).toBe('draws from the stock');
  });

  it('refuses moves out of turn order with a reason', () => {
    const s = deal(deckOf(THEIRS, YOURS, '4C'));
    const discardFirst = rummy.parseMove('2C', s);
    expect(discardFirst.ok).toBe(false);
    expect(!discardFirst.ok && discardFirst.error).toContain('draw a card first');
    expect(rummy.parseMove('take', play(s, 'take')).ok).toBe(false);
    const bad = rummy.parseMove('ZZ', s);
    expect(!bad.ok && bad.error).toContain('expected stock, take');
  });
});

describe('what each player sees', () => {
  it('hides the other hand, except the cards seen taken from the pile, and the stock', () => {
    const s = play(deal(deckOf(THEIRS, YOURS, '4C')), 'stock', '+7H', '7H', 'take');
    const mine = rummy.observe?.(s, YOU);
    expect(mine?.hands[OPPONENT]).toEqual(['7H', ...Array(10).fill(null)]);
    expect(mine?.stock.every((c) => c === null)).toBe(true);
    expect(
      rummy.moveText?.(
        play(deal(deckOf(THEIRS, YOURS, '4C')), 'stock'),
        { kind: 'dealt', card: '7H' },
        OPPONENT,
      ),
    ).toBe('gets a card');
  });

  it('deals the hidden cards again into the same places', () => {
    const s = play(rummy.setup({}, createRng(8)), 'take');
    const o = rummy.observe?.(s, OPPONENT);
    const again = rummy.determinize?.(o as NonNullable<typeof o>, OPPONENT, createRng(2));
    expect(rummy.observe?.(again as RummyState, OPPONENT)).toEqual(o);
    expect(again?.hands[OPPONENT]).toEqual(s.hands[OPPONENT]);
    expect(again?.hands[YOU]).not.toEqual(s.hands[YOU]);
  });
});

describe('no cheating', () => {
  it('gives the same draw and discard on two deals that differ only in cards hidden from the player', () => {
    for (const ai of engine.ais) {
      for (let seed = 0; seed < 20; seed++) {
        let s = rummy.setup({}, createRng(seed));
        if (rummy.result(s)) continue;
        // The opponent to move, after you draw and discard.
        s = play(s, 'stock');
        s = play(s, rummy.moveToString(rummy.legalMoves(s)[0] as RummyMove));
        s = play(s, s.hands[YOU]?.[3] as string);
        if (rummy.result(s)) continue;
        const seen = rummy.observe?.(s, OPPONENT);
        const other = rummy.determinize?.(
          seen as NonNullable<typeof seen>,
          OPPONENT,
          createRng(seed + 99),
        ) as RummyState;
        expect(other.hands[YOU]).not.toEqual(s.hands[YOU]);
        const choose = (state: RummyState) =>
          rummy.moveToString(
            ai.choose(
              rummy.observe?.(state, OPPONENT) as NonNullable<typeof seen>,
              aiContext(createRng(seed), OPPONENT),
            ),
          );
        expect(choose(other), `${ai.id}, seed ${seed}`).toBe(choose(s));
        // And the discard after taking the top card, which shows both deals the same card.
        expect(choose(play(other, 'take')), `${ai.id}, seed ${seed}`).toBe(choose(play(s, 'take')));
      }
    }
  });
});
