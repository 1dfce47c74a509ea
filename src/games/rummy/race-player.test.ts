import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { masksOf } from './cover.ts';
import { observed, outsGameStates } from './fixtures/outs-games.ts';
import { outsMove } from './outs-player.ts';
import { lead, Race } from './race.ts';
import { RACE_DEFAULTS, raceMove } from './race-player.ts';
import { rummy } from './rules.ts';
import { idOf } from './sim-plt.ts';
import type { RummyState } from './state.ts';

describe('the race player', () => {
  const played = [1, 2].flatMap((seed) => outsGameStates(seed, 40));
  const all = played.map(observed);
  const discards = all.filter((o) => o.phase === 'discard');
  // Shorter playouts than the defaults keep these tests quick; the choices are made the same way.
  const quick = { ...RACE_DEFAULTS, samples: 32, horizon: 15 };

  it('is outs with one candidate and outs drawing', () => {
    const one = { ...RACE_DEFAULTS, candidates: 1, draw: 'outs' as const };
    for (const o of all) expect(raceMove(o, createRng(1), one)).toEqual(outsMove(o));
  });

  it('draws as outs unless the playouts clearly disagree, and somewhere they do', () => {
    const draws = all.filter((o) => o.phase === 'draw');
    const never = { ...quick, margin: Number.POSITIVE_INFINITY };
    for (const o of draws) expect(raceMove(o, createRng(2), never)).toEqual(outsMove(o));
    const differ = draws.filter(
      (o) => JSON.stringify(raceMove(o, createRng(2), quick)) !== JSON.stringify(outsMove(o)),
    );
    expect(differ.length).toBeGreaterThan(0);
  });

  it('discards a card it holds, the same one again from the same seed, not always outs’', () => {
    let differs = 0;
    for (const o of discards) {
      const move = raceMove(o, createRng(4), quick);
      expect(move.kind).toBe('discard');
      if (move.kind === 'discard') expect(o.hands[o.turn]).toContain(move.card);
      expect(raceMove(o, createRng(4), quick)).toEqual(move);
      if (JSON.stringify(move) !== JSON.stringify(outsMove(o))) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('chooses the same in two deals that differ only in cards hidden from it', () => {
    const race = { ...quick, draw: 'race' as const };
    for (const [k, s] of played.entries()) {
      const other = rummy.determinize?.(observed(s), s.turn, createRng(k)) as RummyState;
      expect(other.hands[1 - s.turn]).not.toEqual(s.hands[1 - s.turn]);
      expect(raceMove(observed(other), createRng(k), race)).toEqual(
        raceMove(observed(s), createRng(k), race),
      );
    }
  });

  it('rates a hand one card from gin above one that is far from it', () => {
    const unseen = ['4H', 'AH', '10C', 'QD', 'KC', '2S', '8S', '5D', '10H', 'QS', '3C', '7D'];
    const race = new Race(unseen.map((c) => idOf(c as Card)));
    // A run, a set and 2H 3H waiting on AH or 4H, against cards in no set at all.
    const near = masksOf(['5C', '6C', '7C', '8C', '9C', 'JD', 'JH', 'JS', '2H', '3H']);
    const far = masksOf(['AS', '3D', '5H', '7C', '9D', 'JH', 'KS', '2C', '4D', '6H']);
    const [a, b] = race.worths([near, far], createRng(3), 64, 6, 0.9);
    expect(lead(a as Float64Array, b as Float64Array)).toBeGreaterThan(2);
  });
});
