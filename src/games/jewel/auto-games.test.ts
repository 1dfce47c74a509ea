import { describe, expect, it } from 'vitest';
import { autoGame, seedsFor, summarize } from './auto-games.ts';

describe('the automatic games of the bench', () => {
  const setting = {
    difficulty: 'beginner',
    start: 'free',
    look: { depth: 1, samples: 1 },
    pace: 99,
  } as const;

  it('plays a seeded game to the end of its life, the same every time', () => {
    const a = autoGame(setting, 3);
    expect(a.score).toBeGreaterThan(0);
    expect(a.minutes).toBeGreaterThan(0);
    expect(autoGame(setting, 3)).toEqual(a);
  });

  it('gives each difficulty its own seeds, and summarizes points per minute with a margin', () => {
    expect(seedsFor(1, 'beginner', 3)).not.toEqual(seedsFor(1, 'easy', 3));
    const s = summarize([
      { seed: 1, score: 60, level: 6, swaps: 30, minutes: 1 },
      { seed: 2, score: 120, level: 12, swaps: 60, minutes: 1 },
    ]);
    expect(s.pointsPerMinute).toBe(90);
    expect(s.margin).toBeGreaterThan(0);
  });
});
