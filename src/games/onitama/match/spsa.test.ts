import { describe, expect, it } from 'vitest';
import { BucketTable } from '../../../search/bucket-table.ts';
import { HAND_WEIGHTS } from '../engine/evaluate.ts';
import { startState } from '../rules.ts';
import { fromVector, playGame, spsa, toVector } from './spsa.ts';

const QUICK = { nodes: 60, maxPlies: 60, rate: 0.15, seed: 3 };

describe('SPSA tuning', () => {
  it('reads weights back from their vector', () => {
    expect(fromVector(toVector(HAND_WEIGHTS))).toEqual(HAND_WEIGHTS);
  });

  it('scores a game for blue: 1, 0, or one half at the ply limit', () => {
    const start = startState(['tiger', 'crab', 'horse', 'eel', 'frog']);
    const table = new BucketTable(1);
    const score = playGame(start, HAND_WEIGHTS, HAND_WEIGHTS, QUICK, table);
    expect([0, 0.5, 1]).toContain(score);
    expect(playGame(start, HAND_WEIGHTS, HAND_WEIGHTS, { ...QUICK, maxPlies: 0 }, table)).toBe(0.5);
  });

  it('moves the weights by the pair results, the same way for the same seed', () => {
    const run = (cards: boolean) => [...spsa(HAND_WEIGHTS, { ...QUICK, iterations: 6, cards })];
    const steps = run(true);
    expect(steps.map((s) => s.iteration)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of steps) expect([-1, -0.5, 0, 0.5, 1]).toContain(s.result);
    expect(run(true)).toEqual(steps);
    expect(steps.some((s) => s.result !== 0)).toBe(true);
    expect(steps.at(-1)?.weights).not.toEqual(HAND_WEIGHTS);
    // Without the cards only the other terms learn.
    for (const s of run(false)) expect(s.weights.cards).toEqual(HAND_WEIGHTS.cards);
  });
});
