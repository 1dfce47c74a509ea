import { describe, expect, it } from 'vitest';
import { cardName } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import engine from './engine.ts';
import { pltMove } from './plt-ai.ts';
import { rummy } from './rules.ts';
import type { RummyObservation } from './state.ts';

describe('Rummy hint', () => {
  it("is PLT's player's move from the seat's observation, with the card it names", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = rummy.setup({}, createRng(seed));
      const o = rummy.observe?.(s, s.turn) as RummyObservation;
      const hint = engine.hint?.(o, quietTask);
      const move = pltMove(o);
      expect(hint?.moves).toEqual([move]);
      const top = o.discards.at(-1);
      if (move.kind === 'take' && top) expect(hint?.why).toMatch(`Take the ${cardName(top)}: `);
      if (move.kind === 'stock' && top) {
        expect(hint?.why).toMatch(`Draw from the stock: the ${cardName(top)} would not add`);
      }
    }
  });
});
