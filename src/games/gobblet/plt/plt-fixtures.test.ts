import { describe, expect, it } from 'vitest';
import { type GobbletState, initialState, play } from '../rules.ts';
import fixtures from './fixtures/plt-choices.json' with { type: 'json' };
import { lcg } from './lcg.ts';
import { PltSearch } from './search.ts';

/**
 * PLT's own auto-player, run headless by scripts/gobblet-plt-fixture.rkt with its (random) fixed
 * to an LCG, chose these moves; our port, given the same stream, must choose the same, with the
 * same turns-to-end estimate. Each row is one stage (steps, depth) of PLT's search.
 */
interface Fixture {
  size: 3 | 4;
  mode: 'ok' | 'smart';
  seed: number;
  steps: number;
  depth: number;
  moves: [number, number | null, number][];
  play: [number, number | null, number, number];
}

function position(f: Fixture): GobbletState {
  let state = initialState(f.size);
  for (const [size, from, to] of f.moves) state = play(state, { n: f.size, size, from, to });
  return state;
}

describe('PLT auto-player fixtures', () => {
  const rows = fixtures as Fixture[];
  it('has fixtures for both sizes and both modes', () => {
    expect(rows.some((f) => f.size === 4)).toBe(true);
    expect(rows.some((f) => f.mode === 'smart')).toBe(true);
  });
  it.each(rows.map((f, i) => [i, f] as const))('choice %i', (_i, f) => {
    const state = position(f);
    const search = new PltSearch(f.size, f.mode === 'smart', {
      random: lcg(f.seed),
      stopped: () => false,
    });
    const got = search.search(state.board, state.toMove, [{ steps: f.steps, depth: f.depth }]);
    expect(got && [got.size, got.from, got.to, got.turns]).toEqual(f.play);
  });
});
