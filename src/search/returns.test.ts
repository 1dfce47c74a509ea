import { describe, expect, it } from 'vitest';
import { returns } from './returns.ts';

describe('returns', () => {
  it('gives two players +1 and -1 for a win, 0 each for a draw', () => {
    expect(returns({ kind: 'win', winner: 1 }, 2)).toEqual([-1, 1]);
    expect(returns({ kind: 'draw' }, 2)).toEqual([0, 0]);
  });

  it('shares the loss among the others, so every vector sums to 0', () => {
    expect(returns({ kind: 'win', winner: 0 }, 3)).toEqual([1, -0.5, -0.5]);
    expect(returns({ kind: 'win', winner: 2 }, 4)).toEqual([-1 / 3, -1 / 3, 1, -1 / 3]);
  });

  it('normalises scores around their mean, the leader at +1', () => {
    expect(returns({ kind: 'scores', scores: [3, 7] }, 2)).toEqual([-1, 1]);
    expect(returns({ kind: 'scores', scores: [10, 5, 0] }, 3)).toEqual([1, 0, -1]);
    expect(returns({ kind: 'scores', scores: [4, 4, 4] }, 3)).toEqual([0, 0, 0]);
    expect(returns({ kind: 'scores', scores: [3, 7] }, 2, true)).toEqual([1, -1]);
  });

  it('scores a one-player game by solved or failed', () => {
    expect(returns({ kind: 'solved' }, 1)).toEqual([1]);
    expect(returns({ kind: 'failed' }, 1)).toEqual([-1]);
  });

  it("scores solved or failed with fixed opponents as player 0's win or loss", () => {
    expect(returns({ kind: 'solved' }, 3)).toEqual([1, -0.5, -0.5]);
    expect(returns({ kind: 'failed' }, 2)).toEqual([-1, 1]);
  });
});
