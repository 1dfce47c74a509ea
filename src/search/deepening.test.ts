import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng.ts';
import {
  budgetSpent,
  type DepthInfo,
  deepen,
  mateScoreText,
  noisyIndex,
  SearchStop,
} from './deepening.ts';

const SCALE = { mate: 1000, bound: 900 };
const at = (depth: number, score = 0): DepthInfo<string> => ({
  depth,
  seldepth: depth,
  score,
  nodes: depth * 10,
  ms: depth,
  pv: [],
});

describe('deepen', () => {
  it('searches every depth up to the limit and reports each one', () => {
    const reported: number[] = [];
    const done = deepen(
      4,
      SCALE,
      (d) => at(d),
      (i) => reported.push(i.depth),
    );
    expect(done.map((i) => i.depth)).toEqual([1, 2, 3, 4]);
    expect(reported).toEqual([1, 2, 3, 4]);
  });

  it('drops the depth a stop interrupts and keeps the ones before', () => {
    const done = deepen(10, SCALE, (d) => {
      if (d === 3) throw new SearchStop();
      return at(d);
    });
    expect(done.map((i) => i.depth)).toEqual([1, 2]);
  });

  it('stops once a win or loss is seen to its end, not before', () => {
    // A win in 3 plies is proven by a depth-3 search; a depth-2 one only saw it coming.
    expect(deepen(10, SCALE, (d) => at(d, d >= 2 ? 997 : 0)).length).toBe(3);
    expect(deepen(10, SCALE, (d) => at(d, -998)).length).toBe(2);
  });

  it('passes on errors other than a stop', () => {
    expect(() =>
      deepen(3, SCALE, () => {
        throw new TypeError('broken');
      }),
    ).toThrow('broken');
  });
});

describe('budgetSpent', () => {
  it('is the share of the nearest limit', () => {
    const info = { depth: 4, nodes: 500, ms: 300 };
    expect(budgetSpent({ nodes: 1000, movetime: 1000 }, info)).toBe(0.5);
    expect(budgetSpent({ depth: 8, movetime: 1000 }, info)).toBe(0.5);
    expect(budgetSpent({ movetime: 1000 }, info)).toBe(0.3);
    expect(budgetSpent({ movetime: 1000 }, info, 5)).toBe(0.8);
    expect(budgetSpent({ nodes: 100 }, info)).toBe(1);
  });
});

describe('mateScoreText', () => {
  it('counts wins and losses in moves and other scores in hundredths', () => {
    expect(mateScoreText(997, SCALE)).toBe('win in 2');
    expect(mateScoreText(-996, SCALE)).toBe('loss in 2');
    expect(mateScoreText(35, SCALE)).toBe('+0.35');
    expect(mateScoreText(-120, SCALE)).toBe('-1.20');
  });
});

describe('noisyIndex', () => {
  it('without noise is the first best score', () => {
    const scores = [3, 7, 7, 1];
    expect(noisyIndex(4, (i) => scores[i] as number, 0, createRng(1))).toBe(1);
  });

  it('with noise picks near the best, the same way for the same seed', () => {
    const scores = [0, 50, 48, -400];
    const pick = (seed: number) => noisyIndex(4, (i) => scores[i] as number, 10, createRng(seed));
    const picks = Array.from({ length: 40 }, (_, s) => pick(s));
    expect(new Set(picks)).toEqual(new Set([1, 2]));
    expect(picks).toEqual(Array.from({ length: 40 }, (_, s) => pick(s)));
  });

  it('needs a random source', () => {
    expect(() => noisyIndex(2, () => 0, 5)).toThrow(/needs an rng/);
  });
});
