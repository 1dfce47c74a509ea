import { describe, expect, it } from 'vitest';
import { eloFromScore, estimateElo } from './elo.ts';

describe('eloFromScore', () => {
  it('gives the usual values and is odd around 50%', () => {
    expect(eloFromScore(0.75)).toBeCloseTo(190.85, 2);
    expect(eloFromScore(0.5)).toBe(0);
    for (const s of [0.1, 0.3, 0.64, 0.9]) {
      expect(eloFromScore(1 - s)).toBeCloseTo(-eloFromScore(s), 9);
    }
  });
});

describe('estimateElo', () => {
  it('matches the cutechess interval (values from an independent calculation)', () => {
    const e = estimateElo({ wins: 30, draws: 10, losses: 20 });
    expect(e.score).toBeCloseTo(35 / 60, 12);
    expect(e.elo).toBeCloseTo(58.451, 3);
    expect(e.low).toBeCloseTo(-21.023, 3);
    expect(e.high).toBeCloseTo(144.621, 3);
    expect(e.error).toBeCloseTo(82.822, 3);
  });

  it('is symmetric when the sides swap', () => {
    const a = estimateElo({ wins: 12, draws: 5, losses: 7 });
    const b = estimateElo({ wins: 7, draws: 5, losses: 12 });
    expect(b.score).toBeCloseTo(1 - a.score, 12);
    expect(b.elo).toBeCloseTo(-(a.elo ?? 0), 9);
    expect(b.low).toBeCloseTo(-(a.high ?? 0), 9);
    expect(b.high).toBeCloseTo(-(a.low ?? 0), 9);
    expect(b.error).toBeCloseTo(a.error ?? 0, 9);
  });

  it('has no spread when every game is drawn', () => {
    expect(estimateElo({ wins: 0, draws: 8, losses: 0 })).toEqual({
      score: 0.5,
      elo: 0,
      low: 0,
      high: 0,
      error: 0,
    });
  });

  it('gives only a bound at 100% and 0%, never Infinity', () => {
    const won = estimateElo({ wins: 20, draws: 0, losses: 0 });
    expect(won).toEqual({ score: 1, elo: null, low: won.low, high: null, error: null });
    expect(won.low).toBeCloseTo(277.387, 3);
    const lost = estimateElo({ wins: 0, draws: 0, losses: 20 });
    expect(lost.high).toBeCloseTo(-277.387, 3);
    expect(lost.low).toBeNull();
    expect(JSON.stringify([won, lost])).not.toMatch(/Infinity|NaN/);
  });

  it('leaves an end unbounded when the interval runs past 100%', () => {
    const e = estimateElo({ wins: 19, draws: 0, losses: 1 });
    expect(e.elo).toBeCloseTo(511.5, 1);
    expect(e.low).toBeGreaterThan(0);
    expect(e.high).toBeNull();
    expect(e.error).toBeNull();
  });
});
