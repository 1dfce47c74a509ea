import { describe, expect, it } from 'vitest';
import { cardName } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import engine from './engine.ts';
import { crazy8s, movesSeen } from './rules.ts';
import type { Crazy8sObservation, Crazy8sState } from './state.ts';

const observe = (s: Crazy8sState, seat: number) => crazy8s.observe?.(s, seat) as Crazy8sObservation;

describe('Crazy 8s hint', () => {
  it('suggests a legal move of the seat to move, and says why in its own terms', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = crazy8s.setup({ deal: '2x7' }, createRng(seed));
      for (let turn = 0; turn < 20 && !crazy8s.result(s); turn++) {
        const o = observe(s, s.turn);
        const hint = engine.hint?.(o, quietTask);
        const [move] = hint?.moves ?? [];
        if (!move) throw new Error(`no hint for seed ${seed}, turn ${turn}`);
        expect(movesSeen(o)).toContainEqual(move);
        kinds.add(move.kind);
        if (move.kind === 'play') expect(hint?.why).toContain(cardName(move.card));
        else expect(hint?.why).toMatch(move.kind === 'draw' ? /draw from the stock/ : /pass/);
        s = crazy8s.play(s, move);
      }
    }
    expect(kinds).toContain('play');
    expect(kinds).toContain('draw');
  });

  it('is computed from the observation alone: other hidden hands give the same hint', () => {
    const s = crazy8s.setup({ deal: '2x7' }, createRng(4));
    const o = observe(s, s.turn);
    for (let seed = 1; seed <= 5; seed++) {
      const deal = crazy8s.determinize?.(o as never, s.turn, createRng(seed)) as Crazy8sState;
      expect(engine.hint?.(observe(deal, s.turn), quietTask)).toEqual(engine.hint?.(o, quietTask));
    }
  });
});
