import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { observed, outsGameStates } from './fixtures/outs-games.ts';
import { outsMove } from './outs-player.ts';
import { ROLLOUT_DEFAULTS, rolloutMove } from './rollout-player.ts';
import { rummy } from './rules.ts';
import type { RummyState } from './state.ts';

describe('the rollout player', () => {
  const played = [1, 2].flatMap((seed) => outsGameStates(seed, 40));
  const all = played.map(observed);

  it('draws as outs does, and without playouts discards as outs does', () => {
    for (const o of all) {
      const none = rolloutMove(o, createRng(1), { ...ROLLOUT_DEFAULTS, samples: 0 });
      expect(none).toEqual(outsMove(o));
      if (o.phase === 'draw') expect(rolloutMove(o, createRng(1))).toEqual(outsMove(o));
    }
  });

  it('discards a card it holds, the same one again from the same seed', () => {
    const discards = all.filter((o) => o.phase === 'discard');
    // Both sides played out for 8 turns among discards up to 2 below outs' best: the playouts
    // decide more often than with the defaults.
    const wide = { ...ROLLOUT_DEFAULTS, margin: 2, turns: 8, passive: false };
    let differs = 0;
    for (const o of discards) {
      const move = rolloutMove(o, createRng(4), wide);
      expect(move.kind).toBe('discard');
      if (move.kind === 'discard') expect(o.hands[o.turn]).toContain(move.card);
      expect(rolloutMove(o, createRng(4), wide)).toEqual(move);
      if (JSON.stringify(move) !== JSON.stringify(outsMove(o))) differs++;
    }
    // The playouts do overrule outs somewhere in these games, or they would be dead weight.
    expect(differs).toBeGreaterThan(0);
  });

  it('discards the same in two deals that differ only in cards hidden from it', () => {
    for (const [k, s] of played.entries()) {
      if (s.phase !== 'discard') continue;
      const other = rummy.determinize?.(observed(s), s.turn, createRng(k)) as RummyState;
      expect(other.hands[1 - s.turn]).not.toEqual(s.hands[1 - s.turn]);
      expect(rolloutMove(observed(other), createRng(k))).toEqual(
        rolloutMove(observed(s), createRng(k)),
      );
    }
  });
});
