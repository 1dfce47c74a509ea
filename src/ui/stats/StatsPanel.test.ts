import { describe, expect, it } from 'vitest';
import { clockText, statsRows } from './StatsPanel.tsx';
import { NO_STATS } from './stats.ts';

describe('the statistics panel', () => {
  it('writes times as a clock', () => {
    expect(clockText(83_000)).toBe('1:23');
    expect(clockText(400)).toBe('0:00');
    expect(clockText(3_723_000)).toBe('1:02:03');
  });

  it('shows draws and scores only for games that have them', () => {
    const puzzle = { ...NO_STATS, played: 3, won: 2, lost: 1, streak: 0, bestStreak: 2 };
    expect(statsRows({ ...puzzle, fewestMoves: 9, fastestMs: 61_000 })).toEqual([
      ['Played', '3'],
      ['Won', '2 (67%)'],
      ['Lost', '1'],
      ['Streak', '0 (best 2)'],
      ['Fewest moves', '9'],
      ['Fastest', '1:01'],
    ]);
    const scored = { ...NO_STATS, played: 2, bestScore: 900, totalScore: 1500 };
    expect(statsRows(scored)).toEqual([
      ['Played', '2'],
      ['Best score', '900'],
      ['Average score', '750'],
    ]);
  });
});
