import { describe, expect, it } from 'vitest';
import { type Card, cardName, SUIT_NAMES, SUIT_SYMBOLS } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import type { Crazy8sDeal } from './info.ts';
import { lackMasks } from './memory.ts';
import { pltChoice } from './plt.ts';
import { apply, crazy8s, targetOf } from './rules.ts';
import type { Crazy8sObservation, Crazy8sState } from './state.ts';
import {
  cardNumber,
  cardOf,
  GOING_ON,
  playTable,
  pltTablePolicy,
  stepTable,
  tableOf,
} from './table.ts';
import { tableDealer } from './table-deal.ts';

/** Plays `s` to its end with PLT's choices through rules.ts. */
function rulesPlayout(s: Crazy8sState): Crazy8sState {
  let state = s;
  while (!crazy8s.result(state)) {
    state = apply(
      state,
      pltChoice(state.hands[state.turn] ?? [], targetOf(state), state.stock.length),
    );
  }
  return state;
}

describe('the mutable table (table.ts) against rules.ts', () => {
  it("plays PLT's policy to the same end: the same winner and hands, or stuck for both", () => {
    let stuck = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const deal = (['1x7', '1x10', '2x7', '3x7'] as const)[seed % 4] as Crazy8sDeal;
      const s = crazy8s.setup({ deal }, createRng(seed));
      const end = rulesPlayout(s);
      const t = tableOf(s);
      const winner = playTable(t, pltTablePolicy, () => {});
      const outcome = crazy8s.result(end);
      expect(winner).toBe(outcome?.kind === 'win' ? outcome.winner : -1);
      if (winner < 0) stuck++;
      else expect(t.hands.map((h) => h.map(cardOf).reverse())).toEqual(end.hands);
    }
    expect(stuck).toBeGreaterThan(0);
  });

  it('steps a draw, a play and an eight as rules.ts does', () => {
    const s = crazy8s.setup({ deal: '1x7' }, createRng(5));
    const t = tableOf(s);
    const top = s.stock[0] as Card;
    expect(stepTable(t, -1)).toBe(GOING_ON);
    expect(cardOf(t.hands[0]?.at(-1) as number)).toBe(top);
    expect([t.lackSuit[0], t.lackValue[0], t.turn]).toEqual([
      ['C', 'D', 'H', 'S'].indexOf(s.suit),
      targetOf(s).value,
      0,
    ]);
  });
});

describe('the table dealer (table-deal.ts)', () => {
  it('deals the unseen cards as determinize does, keeping the card memory', () => {
    const s = crazy8s.setup({ deal: '2x7' }, createRng(9));
    const memory = { ...s, drewAgainst: [null, { suit: 'H' as const, value: 5 }, null] };
    const o = crazy8s.observe?.(memory, 0) as Crazy8sObservation;
    const dealer = tableDealer(o);
    const rng = createRng(1);
    let hearts = 0;
    for (let i = 0; i < 30; i++) {
      const t = dealer.deal(rng);
      const cards = [...t.hands.flat(), ...t.stock].map(cardOf);
      expect(new Set([...cards, ...s.discard]).size).toBe(52);
      expect(t.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(t.hands[0]?.map(cardOf).reverse()).toEqual(s.hands[0]);
      for (const c of t.hands[1]?.map(cardOf) ?? []) expect(c).not.toMatch(/^(5|8)|H$/);
      hearts += (t.hands[2] ?? []).map(cardOf).filter((c) => c.endsWith('H')).length;
    }
    expect(hearts).toBeGreaterThan(0);
  });
});

describe('card memory from the public history (memory.ts)', () => {
  it('takes a player who drew, passed or played an eight to lack what followed', () => {
    // On 2H, player 0 plays 5H, player 1 draws, then plays 9H; player 0 plays the 9C and
    // player 1 the eight of clubs, calling spades: it held no other club and no nine.
    const history = [
      `plays the ${cardName('5H')}`,
      'draws a card',
      `plays the ${cardName('9H')}`,
      `plays the ${cardName('9C')}`,
      `plays the ${cardName('8C')} and calls ${SUIT_NAMES.S} ${SUIT_SYMBOLS.S}`,
    ];
    const masks = lackMasks(history, '2H', 2);
    const lacks = (c: Card) => masks?.[1]?.[cardNumber(c)] === 1;
    // The draw against 5H: no heart, no five, no eight; the eight against 9C: no club, no nine.
    expect((['3H', '5C', '8D', '9S', 'KC'] as Card[]).map(lacks)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect((['2D', 'KS', '6D'] as Card[]).map(lacks)).toEqual([false, false, false]);
    expect(masks?.[0]?.some((x) => x === 1)).toBe(false);
    expect(lackMasks(['plays the joker'], '2H', 2)).toBeNull();
  });
});
