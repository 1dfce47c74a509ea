import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { GIN2_DEFAULTS, type Gin2Options, gin2Move } from './gin2-player.ts';
import { outsMove } from './outs-player.ts';
import { rummy } from './rules.ts';
import type { RummyObservation, RummyState } from './state.ts';

const observed = (s: RummyState) => rummy.observe?.(s, s.turn) as RummyObservation;

/** What the player to move sees along a game between two `outs` players. */
function seen(seed: number, plies: number): RummyObservation[] {
  let s: RummyState = rummy.setup({}, createRng(seed));
  const rng = createRng(seed + 1000);
  const out: RummyObservation[] = [];
  for (let ply = 0; ply < plies && !rummy.result(s); ply++) {
    if (s.phase === 'drawing') {
      s = rummy.play(s, rng.pick(rummy.legalMoves(s)));
      continue;
    }
    out.push(observed(s));
    s = rummy.play(s, outsMove(observed(s)));
  }
  return out;
}

describe('the two-draw player (gin2)', () => {
  const all = [1, 2, 3].flatMap((seed) => seen(seed, 80));
  const discards = all.filter((o) => o.phase === 'discard');

  it('is outs when no discard gets the chance worked out, and draws as outs by default', () => {
    for (const o of all) {
      expect(gin2Move(o, { ...GIN2_DEFAULTS, candidates: 0 })).toEqual(outsMove(o));
      if (o.phase === 'draw') expect(gin2Move(o)).toEqual(outsMove(o));
    }
  }, 30_000);

  it('throws a card it holds', () => {
    for (const o of discards) {
      const move = gin2Move(o);
      expect(move.kind).toBe('discard');
      if (move.kind === 'discard') expect(o.hands[o.turn]).toContain(move.card);
    }
  }, 30_000);

  it('with the chance first, somewhere throws another card than outs', () => {
    const first: Gin2Options = { ...GIN2_DEFAULTS, place: 'first', candidates: 11 };
    const text = (o: RummyObservation, options?: Gin2Options) =>
      JSON.stringify(options ? gin2Move(o, options) : outsMove(o));
    const differ = discards.filter((o) => text(o, first) !== text(o));
    expect(differ.length).toBeGreaterThan(0);
  }, 30_000);
});
