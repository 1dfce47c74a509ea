import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import engine from './engine.ts';
import { solveExact } from './exact.ts';
import { type SlideyState, slidey } from './rules.ts';

/** The hint's move, and how many moves of its solution it says are left. */
function hint(state: SlideyState) {
  const found = engine.hint?.(state, quietTask);
  const left = Number(/(\d+) moves? left in a/.exec(found?.why ?? '')?.[1]);
  return { move: found?.moves[0] as number, left };
}

describe('Slidey hint', () => {
  it('gives a shortest solution up to 4×4, and its rest once its first move is played', () => {
    const state = unwrap(slidey.parseState('3x3 8,6,7,2,5,4,3,0,1'));
    const shortest = solveExact(3, 3, state.tiles)?.moves ?? [];
    const found = engine.hint?.(state, quietTask);
    expect(found?.moves).toEqual([shortest[0]]);
    expect(found?.why).toContain(`${shortest.length} moves left in a shortest solution`);
    expect(hint(slidey.play(state, shortest[0] as number)).left).toBe(shortest.length - 1);
  });

  it('follows one quick solution on a large board to the end', () => {
    let state = slidey.setup({ width: 7, height: 6 }, createRng(5));
    let found = hint(state);
    const first = found.left;
    expect(first).toBeGreaterThan(0);
    for (let i = 0; i < first; i++) {
      expect(found.left).toBe(first - i);
      state = slidey.play(state, found.move);
      if (i < first - 1) found = hint(state);
    }
    expect(slidey.result(state)).toMatchObject({ kind: 'solved' });
    expect(engine.hint?.(state, quietTask)).toBeNull();
  });
});
