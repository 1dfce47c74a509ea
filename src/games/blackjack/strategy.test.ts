import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { BASIC_STRATEGY } from './basic-strategy.ts';
import { fullShoe, shoeEv } from './ev.ts';
import { type BlackjackState, blackjack, observeState } from './rules.ts';
import { basicMove, fixedStrategy } from './strategy.ts';

const table = new Map(Object.entries(BASIC_STRATEGY));
/** A card of each rank as ev.ts numbers them: 0 the ace ... 9 a ten (a king here). */
const card = (rank: number, suit: string) =>
  `${rank === 0 ? 'A' : rank === 9 ? 'K' : rank + 1}${suit}` as Card;
const deal = (s: BlackjackState, ...cards: Card[]) =>
  cards.reduce((t, c) => blackjack.play(t, { kind: 'card', card: c }), s);
const start = () => blackjack.setup({ trainer: false }, createRng(1));

describe('the basic strategy table, by cards and by ranks', () => {
  it('makes the same first decision on the table (basicMove) and in the calculator (fixedStrategy)', () => {
    const byRanks = fixedStrategy(table);
    let compared = 0;
    for (let up = 0; up < 10; up++) {
      for (let a = 0; a < 10; a++) {
        for (let b = a; b < 10; b++) {
          // The hole card is a 5: never a dealer blackjack, so the player decides.
          const s = deal(start(), card(a, 'C'), card(b, 'D'), card(up, 'S'), '5H');
          if (s.phase !== 'player') continue;
          expect(basicMove(table, observeState(s, 0)).kind, `${a}+${b} v ${up}`).toBe(
            byRanks.first(a, b, up),
          );
          compared++;
        }
      }
    }
    // 55 two-card hands against 10 up cards, less the 10 blackjacks.
    expect(compared).toBe(540);
  });

  it('hits or stands a later hand alike: 7+5 then a 4, a soft 18 of three cards', () => {
    const byRanks = fixedStrategy(table);
    for (let up = 0; up < 10; up++) {
      const hard = deal(start(), '7C', '5D', card(up, 'S'), '5H');
      const hit = deal(blackjack.play(hard, { kind: 'hit' }), '4C');
      expect(basicMove(table, observeState(hit, 0)).kind === 'hit').toBe(
        byRanks.hits(16, false, up),
      );
      const soft = deal(
        blackjack.play(deal(start(), 'AC', '3D', card(up, 'S'), '5H'), { kind: 'hit' }),
        '4D',
      );
      expect(basicMove(table, observeState(soft, 0)).kind === 'hit').toBe(
        byRanks.hits(18, true, up),
      );
    }
  });

  it('is worth exactly −0.5274% off the top, a little less than the best play (−0.5219%)', () => {
    const basic = shoeEv(fullShoe(4), fixedStrategy(table)).ev;
    expect(basic * 100).toBeCloseTo(-0.5274, 4);
    expect(basic).toBeLessThan(-0.005218);
  });
});
