import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC_STRATEGY } from './basic-strategy.ts';
import { Calculator, fullShoe, noBlackjack, type ShoeEv, shoeEv, standValue } from './ev.ts';

/** Ranks in ev.ts: 0 ace ... 9 ten. */
const [ACE, TWO, SIX, TEN] = [0, 1, 5, 9];
let full: ShoeEv;

describe("exact EV for PLT's rules", () => {
  beforeAll(() => {
    full = shoeEv(fullShoe(4));
  });

  it('gives the published 4-deck figure off the top: player EV −0.5219% within 0.0005%', () => {
    expect(Math.abs(full.ev * 100 - -0.5219)).toBeLessThan(0.0005);
  });

  it('gives the published figures by up card', () => {
    const pct = (up: number) => Number(((full.byUp[up] as number) * 100).toFixed(2));
    expect([pct(TWO), pct(SIX), pct(TEN), pct(ACE)]).toEqual([9.15, 23.12, -17.3, -34.37]);
  });

  it('derives the known basic strategy for 4 decks, S17, no double after split', () => {
    const at = (row: string, up: number) => full.table.get(row)?.[up];
    expect([at('hard 16', TEN), at('hard 12', 3), at('hard 12', 2), at('hard 11', ACE)]).toEqual([
      'H',
      'S',
      'H',
      'H',
    ]);
    expect([at('soft 18', 2), at('soft 18', 9), at('pair 9', 6), at('pair 4', 4)]).toEqual([
      'Ds',
      'H',
      'S',
      'H',
    ]);
    expect([at('pair 8', TEN), at('pair A', ACE), at('pair 10', SIX), at('hard 10', 8)]).toEqual([
      'P',
      'P',
      'S',
      'D',
    ]);
  });

  it('is the table the page shows (basic-strategy.ts)', () => {
    expect(Object.fromEntries(full.table)).toEqual(BASIC_STRATEGY);
  });

  it('values one position by hand: 20 against a 6 from a tiny shoe', () => {
    // Shoe of tens only: the dealer 6 takes a ten (16) and another (bust): standing wins.
    const shoe = [0, 0, 0, 0, 0, 0, 0, 0, 0, 10];
    expect(standValue(shoe, SIX, 20)).toBeCloseTo(1, 12);
    // Against an ace, every hole card completes a blackjack: no path is left.
    expect(noBlackjack(shoe, ACE)).toBe(0);
    const calc = new Calculator([0, 0, 0, 0, 0, 0, 0, 0, 0, 10], SIX);
    const v = calc.values([TEN, TEN]);
    expect(v.stand).toBeCloseTo(1, 12);
    expect(v.hit).toBeCloseTo(-1, 12);
    expect(v.double).toBeCloseTo(-2, 12);
  });
});
