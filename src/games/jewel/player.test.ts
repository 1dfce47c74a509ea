import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import engine from './engine.ts';
import { autoMove, bestSwap, HINT_LOOK, observationSeed } from './player.ts';
import { type JewelState, jewel, swapMoves } from './rules.ts';

const params = { difficulty: 'beginner', start: 'free' } as const;

describe('the look-ahead', () => {
  it('hints a legal swap, the same whatever the hidden seed', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const state = jewel.setup(params, createRng(seed));
      const seen = jewel.observe?.(state, 0) as JewelState;
      const hint = engine.hint?.(seen, quietTask);
      const legal = swapMoves(state).map((m) => jewel.moveToString(m));
      expect(legal).toContain(jewel.moveToString(hint?.moves[0] as never));
      const other = jewel.observe?.({ ...state, seed: state.seed + 1 }, 0) as JewelState;
      expect(engine.hint?.(other, quietTask)).toEqual(hint);
    }
  });

  it('picks the swap worth the most points when one is clearly better', () => {
    // Over a few games, the depth-2 choice scores at least what the first listed swap scores.
    let chosen = 0;
    let first = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const state = jewel.setup(params, createRng(seed));
      const seen = jewel.observe?.(state, 0) as JewelState;
      const choice = bestSwap(seen, HINT_LOOK, observationSeed(seen));
      expect(choice?.nodes).toBeGreaterThan(0);
      chosen += jewel.play(state, choice?.move as never).score;
      first += jewel.play(state, swapMoves(state)[0] as never).score;
    }
    expect(chosen).toBeGreaterThan(first);
  });

  it('waits out its pace before it swaps, so an automatic game loses life and ends', () => {
    let state = jewel.setup(params, createRng(2));
    const rng = createRng(4);
    const first = autoMove(jewel.observe?.(state, 0) as JewelState, HINT_LOOK, 33, 1);
    expect(first).toEqual({ kind: 'tick', ticks: 33 });
    // A slow player (3 s a swap, one board deep) runs out of life soon.
    let plies = 0;
    while (!jewel.result(state) && plies++ < 20_000) {
      const seen = jewel.observe?.(state, 0) as JewelState;
      state = jewel.play(state, autoMove(seen, { depth: 1, samples: 1 }, 99, rng.int(0, 1000)));
    }
    expect(jewel.result(state)?.kind).toBe('scores');
    expect(state.score).toBeGreaterThan(0);
  });
});
