import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { quietTask } from '../../core/task.ts';
import engine from './engine.ts';
import { solveExact } from './exact.ts';
import { slidey } from './rules.ts';

const hint = (text: string) => {
  const state = unwrap(slidey.parseState(text));
  return { state, moves: engine.hint?.(state, quietTask) ?? null };
};

describe('Slidey hint', () => {
  it('gives a shortest solution up to 4×4, and its rest once its first move is played', {
    timeout: 60_000,
  }, () => {
    const { state, moves } = hint('3x3 8,6,7,2,5,4,3,0,1');
    expect(moves?.length).toBe(solveExact(3, 3, state.tiles)?.moves.length);
    const after = slidey.play(state, moves?.[0] as number);
    expect(engine.hint?.(after, quietTask)).toEqual(moves?.slice(1));
  });

  it('follows one quick solution on a large board to the end', () => {
    let state = slidey.setup({ width: 7, height: 6 }, createRng(5));
    const first = engine.hint?.(state, quietTask) ?? [];
    expect(first.length).toBeGreaterThan(0);
    for (let i = 0; i < first.length; i++) {
      const moves = engine.hint?.(state, quietTask) ?? [];
      expect(moves.length).toBe(first.length - i);
      state = slidey.play(state, moves[0] as number);
    }
    expect(slidey.result(state)).toMatchObject({ kind: 'solved' });
    expect(engine.hint?.(state, quietTask)).toBeNull();
  });
});
