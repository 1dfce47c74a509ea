import { describe, expect, it } from 'vitest';
import type { DealtCard } from '../../cards/identity.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { parseState, stateToString } from './notation.ts';
import { deal, movesOf, moveToString, parseMove, spider, whyIllegal } from './rules.ts';
import { GIVE_UP, type SpiderMove, type SpiderState, spiderDeck } from './state.ts';

/** A state from a compact picture: each pile as face-down values, `|`, face-up values. */
function table(piles: string[], stock: string[] = [], suits: 1 | 2 | 4 = 1): SpiderState {
  let id = 0;
  const cards = (text: string): DealtCard[] =>
    text
      .split(' ')
      .filter(Boolean)
      .map((value) => ({ id: id++, value: value as DealtCard['value'] }));
  const tableau = Array.from({ length: 10 }, (_, i) => {
    const [down = '', up = ''] = (piles[i] ?? '|').split('|');
    return { down: cards(down), up: cards(up) };
  });
  return { suits, tableau, stock: cards(stock.join(' ')), done: [], gaveUp: false };
}

const move = (text: string, s: SpiderState): SpiderMove => unwrap(parseMove(text, s));

describe("PLT's deal", () => {
  it.each([1, 2, 4] as const)(
    'deals %i suits as 6/6/6/6/5/5/5/5/5/5 with five deals of ten left',
    (suits) => {
      const s = deal(suits, createRng(3));
      expect(s.tableau.map((p) => p.down.length + p.up.length)).toEqual([
        6, 6, 6, 6, 5, 5, 5, 5, 5, 5,
      ]);
      expect(s.tableau.every((p) => p.up.length === 1)).toBe(true);
      expect(s.stock).toHaveLength(50);
      const values = [...s.stock, ...s.tableau.flatMap((p) => [...p.down, ...p.up])].map(
        (c) => c.value,
      );
      expect(values.sort()).toEqual(spiderDeck(suits).sort());
      expect(new Set(values.map((v) => v.slice(-1))).size).toBe(suits);
    },
  );

  it('gives the same deal for the same seed, another for another', () => {
    expect(deal(2, createRng(8))).toEqual(deal(2, createRng(8)));
    expect(deal(2, createRng(8))).not.toEqual(deal(2, createRng(9)));
  });
});

describe('moves', () => {
  it('moves a same-suit run onto a card one higher of any suit', () => {
    const s = table(['|9H 8S 7S', '|9H'], ['AS']);
    // 8S 7S is the run; 8S goes onto the 9 of hearts.
    expect(whyIllegal(s, move('1:2>2', s))).toBeUndefined();
    const after = spider.play(s, move('1:2>2', s));
    expect(after.tableau[1]?.up.map((c) => c.value)).toEqual(['9H', '8S', '7S']);
    expect(parseMove('1:3>2', s).ok).toBe(false); // 9H 8S is not one suit
    expect(parseMove('1:1>2', s)).toMatchObject({ ok: false, error: /one higher/ });
  });

  it('moves any part of a run onto an empty tableau, and not the deal while one is empty', () => {
    const s = table(['KS|8S 7S', '|9H', '|2S', '|3S', '|4S', '|5S', '|6S', '|7S', '|8S'], ['AS']);
    const texts = movesOf(s).map(moveToString);
    expect(texts).toContain('1:1>10');
    expect(texts).toContain('1:2>10');
    expect(texts).not.toContain('deal');
    expect(whyIllegal(s, { kind: 'deal' })).toMatch(/empty/);
  });

  it('turns up the uncovered card and removes a finished king-to-ace run at once', () => {
    const run = 'KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S';
    const s = table([`4H|${run}`, '|AS']);
    const after = spider.play(s, move('2:1>1', s));
    expect(after.done).toHaveLength(1);
    expect(after.done[0]?.map((c) => c.value)).toEqual([...run.split(' '), 'AS']);
    expect(after.tableau[0]).toEqual({ down: [], up: [{ id: 0, value: '4H' }] });
  });

  it('deals one card onto every tableau, the next stock card to tableau 1', () => {
    const s = deal(1, createRng(1));
    const after = spider.play(s, { kind: 'deal' });
    expect(after.tableau.map((p) => p.up.at(-1))).toEqual(s.stock.slice(0, 10));
    expect(after.stock).toHaveLength(40);
  });

  it('lets the player give up only once the stock is used, and then the game is lost', () => {
    const s = table(['|KS', '|QH'], ['AS']);
    expect(whyIllegal(s, GIVE_UP)).toMatch(/stock/);
    const used = table(['|KS', '|QH']);
    const over = spider.play(used, GIVE_UP);
    expect(spider.result(over)?.kind).toBe('failed');
    expect(movesOf(over)).toEqual([]);
  });

  it('names what is wrong with a move it cannot read', () => {
    const s = deal(2, createRng(1));
    expect(parseMove('up', s)).toMatchObject({ ok: false, error: /4:3>7/ });
    expect(parseMove('11:1>2', s)).toMatchObject({ ok: false, error: /numbered 1 to 10/ });
    expect(parseMove('1:1>1', s)).toMatchObject({ ok: false, error: /own tableau/ });
  });
});

describe('text form', () => {
  it('reads back what it writes, and names a bad field', () => {
    let s = deal(4, createRng(2));
    for (let i = 0; i < 30; i++)
      s = spider.play(s, movesOf(s)[i % movesOf(s).length] as SpiderMove);
    expect(unwrap(parseState(stateToString(s)))).toEqual(s);
    expect(parseState('3 stock:')).toMatchObject({ ok: false, error: /1, 2 or 4/ });
    const text = stateToString(s).replace(/t4:/, 't5:');
    expect(parseState(text)).toMatchObject({ ok: false, error: /t4/ });
    expect(parseState(stateToString(s).replace('.', '.Q')).ok).toBe(false);
  });
});
