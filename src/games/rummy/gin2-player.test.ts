import { describe, expect, it } from 'vitest';
import { observed, outsGameStates } from './fixtures/outs-games.ts';
import { GIN2_DEFAULTS, type Gin2Options, gin2Move } from './gin2-player.ts';
import { outsMove } from './outs-player.ts';
import type { RummyObservation } from './state.ts';

describe('the two-draw player (gin2)', () => {
  const all = [1, 2, 3].flatMap((seed) => outsGameStates(seed, 80).map(observed));
  const discards = all.filter((o) => o.phase === 'discard');

  it('is outs when no discard gets the chance worked out, and draws as outs by default', () => {
    for (const o of all) {
      expect(gin2Move(o, { ...GIN2_DEFAULTS, candidates: 0 })).toEqual(outsMove(o));
      if (o.phase === 'draw') expect(gin2Move(o)).toEqual(outsMove(o));
    }
  });

  it('throws a card it holds', () => {
    for (const o of discards) {
      const move = gin2Move(o);
      expect(move.kind).toBe('discard');
      if (move.kind === 'discard') expect(o.hands[o.turn]).toContain(move.card);
    }
  });

  it('with the chance first, somewhere throws another card than outs', () => {
    const first: Gin2Options = { ...GIN2_DEFAULTS, place: 'first', candidates: 11 };
    const text = (o: RummyObservation, options?: Gin2Options) =>
      JSON.stringify(options ? gin2Move(o, options) : outsMove(o));
    const differ = discards.filter((o) => text(o, first) !== text(o));
    expect(differ.length).toBeGreaterThan(0);
  });
});
