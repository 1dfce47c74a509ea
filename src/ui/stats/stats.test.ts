import { describe, expect, it } from 'vitest';
import { addFinish, finishOf, MemoryStatsStore, NO_STATS, readStats, variantOf } from './stats.ts';

describe('finishOf', () => {
  it('reads a puzzle, a game against the computer and a scored game for the human', () => {
    expect(finishOf({ kind: 'solved' }, [0], 12, 3000)).toEqual({
      result: 'won',
      moves: 12,
      ms: 3000,
    });
    expect(finishOf({ kind: 'failed' }, [0], 3, undefined)).toEqual({ result: 'lost', moves: 3 });
    expect(finishOf({ kind: 'win', winner: 1 }, [1], 9, 1)?.result).toBe('won');
    expect(finishOf({ kind: 'win', winner: 0 }, [1], 9, 1)?.result).toBe('lost');
    expect(finishOf({ kind: 'scores', scores: [840] }, [0], 40, 1)).toMatchObject({
      result: 'scored',
      score: 840,
    });
    expect(finishOf({ kind: 'scores', scores: [3, 5, 5] }, [2], 1, 1)?.result).toBe('drawn');
    expect(finishOf({ kind: 'scores', scores: [3, 5, 4] }, [2], 1, 1)?.result).toBe('lost');
  });

  it('says nothing of a game the computer played alone', () => {
    expect(finishOf({ kind: 'win', winner: 0 }, [], 5, 1)).toBeNull();
  });

  it('counts a game people shared: a win by any of them is won, by a computer lost', () => {
    expect(finishOf({ kind: 'win', winner: 0 }, [0, 1], 5, 1)?.result).toBe('won');
    expect(finishOf({ kind: 'win', winner: 2 }, [0, 1], 5, 1)?.result).toBe('lost');
    expect(finishOf({ kind: 'draw' }, [0, 1], 5, 1)?.result).toBe('drawn');
    expect(finishOf({ kind: 'scores', scores: [3, 6, 5] }, [0, 1], 5, 1)).toMatchObject({
      result: 'won',
      score: 6,
    });
    expect(finishOf({ kind: 'scores', scores: [3, 4] }, [0, 1], 5, 1)?.result).toBe('drawn');
  });
});

describe('addFinish', () => {
  it('keeps streaks, the best of the wins and the scores', () => {
    let stats = NO_STATS;
    stats = addFinish(stats, { result: 'won', moves: 20, ms: 9000 });
    stats = addFinish(stats, { result: 'won', moves: 25, ms: 7000 });
    stats = addFinish(stats, { result: 'lost', moves: 4, ms: 100 });
    stats = addFinish(stats, { result: 'won', moves: 30 });
    expect(stats).toEqual({
      played: 4,
      won: 3,
      lost: 1,
      drawn: 0,
      streak: 1,
      bestStreak: 2,
      fastestMs: 7000,
      fewestMoves: 20,
    });
    stats = addFinish(stats, { result: 'scored', moves: 50, score: 300 });
    stats = addFinish(stats, { result: 'scored', moves: 50, score: 200 });
    expect(stats).toMatchObject({ played: 6, streak: 1, bestScore: 300, totalScore: 500 });
  });
});

describe('the statistics store', () => {
  it('counts each deal once and keeps variants apart', async () => {
    const store = new MemoryStatsStore();
    const win = { result: 'won', moves: 3 } as const;
    await store.recordFinish('g', 'size=5', 'g?size=5&seed=1', win);
    await store.recordFinish('g', 'size=5', 'g?size=5&seed=1', win);
    await store.recordFinish('g', 'size=7', 'g?size=7&seed=1', win);
    expect((await store.stats('g', 'size=5')).played).toBe(1);
    expect((await store.stats('g', 'size=7')).played).toBe(1);
    expect((await store.stats('g', 'size=9')).played).toBe(0);
  });

  it('names variants by their parameters in a fixed order, and reads bad data as none', () => {
    expect(variantOf({ size: '7', board: 'random' })).toBe('board=random&size=7');
    expect(variantOf({})).toBe('');
    expect(readStats({ played: -1 })).toEqual(NO_STATS);
    expect(readStats('junk')).toEqual(NO_STATS);
  });
});
