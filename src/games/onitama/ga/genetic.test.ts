import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import {
  bestIndex,
  breed,
  crossover,
  crossoverMask,
  equalize,
  mutate,
  pickParents,
  randomPopulation,
  roulette,
} from './genetic.ts';

describe('genetic operators (Genetic.rkt)', () => {
  it('equalizes so the lowest score is 0', () => {
    expect(equalize([5, 7, 10, -7, -4, 2, 0, -12, 6, -10, 15])).toEqual([
      17, 19, 22, 5, 8, 14, 12, 0, 18, 2, 27,
    ]);
  });

  it('spins the roulette as the seed does', () => {
    // Genetic.rkt's own example: (roulette '(5 7 0 2 4 8) 13) -> 3.
    expect(roulette([5, 7, 0, 2, 4, 8], 13)).toBe(3);
    expect(roulette([5, 7, 0, 2, 4, 8], 1)).toBe(0);
    expect(roulette([5, 7, 0, 2, 4, 8], 12)).toBe(1);
    expect(roulette([5, 7, 0, 2, 4, 8], 26)).toBe(5);
  });

  it('picks two different parents, never one scoring 0, in proportion to the scores', () => {
    const fitness = [0, 1, 3, 0, 6];
    const hits = [0, 0, 0, 0, 0];
    const rng = createRng(7);
    for (let i = 0; i < 3000; i++) {
      const [a, b] = pickParents(fitness, rng);
      expect(a).not.toBe(b);
      expect(fitness[a]).toBeGreaterThan(0);
      hits[a] = (hits[a] as number) + 1;
    }
    expect(hits[0]).toBe(0);
    expect(hits[3]).toBe(0);
    expect((hits[4] as number) / 3000).toBeCloseTo(0.6, 1);
  });

  it('still picks two different parents when the seed would fail', () => {
    const rng = createRng(1);
    for (const fitness of [
      [0, 0, 0],
      [0, 5, 0],
    ]) {
      for (let i = 0; i < 50; i++) {
        const [a, b] = pickParents(fitness, rng);
        expect(a).not.toBe(b);
      }
    }
  });

  it('crosses two chromosomes on one mask into two children', () => {
    // The text's example: (2 0 1 4 3) + (0 1 4 3 2) -> (0 0 1 3 3) + (2 1 4 4 2).
    const mask = [1, 0, 0, 1, 0];
    expect(crossover([2, 0, 1, 4, 3], [0, 1, 4, 3, 2], mask)).toEqual([0, 0, 1, 3, 3]);
    expect(crossover([0, 1, 4, 3, 2], [2, 0, 1, 4, 3], mask)).toEqual([2, 1, 4, 4, 2]);
    const rng = createRng(3);
    const masks = Array.from({ length: 200 }, () => crossoverMask(rng, 5));
    expect(masks.every((m) => m.length === 5 && m.every((g) => g === 0 || g === 1))).toBe(true);
    expect(new Set(masks.map((m) => m.join(''))).size).toBeGreaterThan(25);
  });

  it('mutates one gene one time in mut-rate', () => {
    const rng = createRng(11);
    const trials = 8000;
    let changed = 0;
    for (let i = 0; i < trials; i++) {
      const child = mutate([9, 9, 9, 9, 9], rng, 4, 7);
      const diff = child.filter((g) => g !== 9).length;
      expect(diff).toBeLessThanOrEqual(1);
      if (diff === 1) changed++;
    }
    // A mutation draws a value 0-6, never 9, so every mutation shows: expect 1/4 of the trials.
    expect(Math.abs(changed / trials - 0.25)).toBeLessThan(0.02);
  });

  it('breeds a generation of gen-size different chromosomes', () => {
    const rng = createRng(5);
    const population = randomPopulation(rng, 6, 3);
    const next = breed(population, [0, 1, 2, 3, 4, 5], rng, { size: 6, geneRange: 3, mutRate: 20 });
    expect(next).toHaveLength(6);
    expect(new Set(next.map((c) => c.join(','))).size).toBe(6);
    expect(next.flat().every((g) => g >= 0 && g < 3)).toBe(true);
    // Even from identical parents, mutation finds new chromosomes.
    const same = Array.from({ length: 4 }, () => [1, 1, 1, 1, 1]);
    const bred = breed(same, [1, 1, 1, 1], rng, { size: 4, geneRange: 3, mutRate: 2 });
    expect(new Set(bred.map((c) => c.join(','))).size).toBe(4);
  });

  it('takes the first of the best scores', () => {
    expect(bestIndex([3, 7, 2, 7])).toBe(1);
  });
});
