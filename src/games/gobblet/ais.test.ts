import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { ais } from './ais.ts';
import { engineSearch } from './engine-player.ts';
import { symmetricKey } from './evaluate.ts';
import { initialState, moveToString, parseMove, parseState, play } from './rules.ts';

const ai = (id: string) => {
  const found = ais.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return found;
};
const ctx = () => aiContext(createRng(3));

describe('Gobblet players', () => {
  it('PLT Smart plays its canned opening as Red: the large piece in the centre', () => {
    expect(moveToString(ai('plt-smart').choose(initialState(3, 1), ctx()))).toBe('3@b2');
  });

  it('PLT Ok and Smart answer a threat by taking the win (one step, depth 2)', () => {
    const state = unwrap(parseState('3x3 red think=1 r3.r3.-/y1.y1.-/-.-.-'));
    for (const id of ['plt-ok', 'plt-smart']) {
      const move = ai(id).choose(state, ctx());
      expect(moveToString(move), id).toMatch(/@c3$/);
    }
  });

  it('the engine takes a win in one on 4×4 and the perfect player on 3×3', () => {
    const four = unwrap(parseState('4x4 red think=1 r4.r4.r4.-/y4.y4.y4.-/-.-.-.-/-.-.-.-'));
    expect(moveToString(ai('engine-depth:1').choose(four, ctx()))).toBe('3@d4');
    const three = unwrap(parseState('3x3 yellow think=1 r3.r3.-/y3.y3.-/r1.-.-'));
    expect(moveToString(ai('perfect').choose(three, ctx()))).toMatch(/@c2$/);
  });

  it('the engine reports its positions searched, and symmetric boards share a table key', () => {
    const s = play(initialState(4, 1), unwrap(parseMove('4@a1', initialState(4, 1))));
    const t = play(initialState(4, 1), unwrap(parseMove('4@d4', initialState(4, 1))));
    expect(symmetricKey(s)).toBe(symmetricKey(t));
    const r = engineSearch(s, { depth: 2 }, ctx());
    expect(r.nodes).toBeGreaterThan(0);
  });
});
