import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import type { Crazy8sDeal } from './info.ts';
import { pltChoice } from './plt.ts';
import { apply, crazy8s, targetOf } from './rules.ts';
import type { Crazy8sObservation, Crazy8sState } from './state.ts';
import { cardOf, GOING_ON, playTable, pltTablePolicy, stepTable, tableOf } from './table.ts';
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
