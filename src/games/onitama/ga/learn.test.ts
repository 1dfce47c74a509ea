import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { SEED_CARDS } from '../cards.ts';
import { SEED_CHROMOSOME } from '../seed/heuristic.ts';
import { createDuelPool } from './duel-pool.ts';
import {
  evaluationDuels,
  evaluationWins,
  permutations,
  roundRobin,
  scoreRoundRobin,
} from './games.ts';
import { checkConfig, type GaConfig, learn, RESEARCH_CONFIG } from './learn.ts';

const SMALL: GaConfig = { ...RESEARCH_CONFIG, genSize: 4, aiDepth: 1, evalDepth: 1, maxPlies: 30 };

describe('the games of a generation', () => {
  it('plays every ordered pair once, so each pair meets twice with each side first', () => {
    const population = [
      [0, 0, 0, 0, 1],
      [0, 0, 0, 1, 0],
      [0, 0, 1, 0, 0],
    ];
    const robin = roundRobin(population, createRng(1), { depth: 1, maxPlies: 10 });
    expect(robin.pairs).toEqual([
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 2],
      [2, 0],
      [2, 1],
    ]);
    for (const duel of robin.duels) expect([...duel.cards].sort()).toEqual([...SEED_CARDS].sort());
    const fitness = scoreRoundRobin(3, robin, [1, -1, 0, 1, 1, -1]);
    // 0 beats 1 once and draws once; 2 beats 0 and 1 beats 2 both ways.
    expect(fitness).toEqual([-1, 1, 0]);
    expect(fitness.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('evaluates against the zero chromosome from all 240 starts', () => {
    expect(new Set(permutations(SEED_CARDS).map((p) => p.join())).size).toBe(120);
    const duels = evaluationDuels(SEED_CHROMOSOME, { depth: 1, maxPlies: 10 });
    expect(duels).toHaveLength(240);
    expect(duels[0]?.blue).toEqual(SEED_CHROMOSOME);
    expect(duels[1]?.red).toEqual(SEED_CHROMOSOME);
    // Even games: the evaluated chromosome is blue and wins on 1; odd ones: red, wins on -1.
    expect(evaluationWins([1, -1, 1, 1, -1, 0, 0, -1])).toBe(4);
  });
});

describe('learn', () => {
  it('refuses impossible settings', () => {
    expect(checkConfig(RESEARCH_CONFIG)).toBeUndefined();
    expect(checkConfig({ ...RESEARCH_CONFIG, geneRange: 1 })).toContain('fewer than gen-size');
    expect(checkConfig({ ...RESEARCH_CONFIG, mutRate: 0 })).toContain('mut-rate');
  });

  it('gives the same history for a seed however many worker threads play', async () => {
    const run = async (workers: number) => {
      const pool = createDuelPool(workers);
      try {
        return await learn({ config: SMALL, generations: 2, seed: 9, run: pool.run });
      } finally {
        await pool.close();
      }
    };
    const inProcess = await run(0);
    expect(inProcess).toHaveLength(2);
    for (const g of inProcess) {
      expect(g.population).toHaveLength(4);
      expect(Math.min(...g.fitness)).toBe(0);
      expect(g.games).toBe(240);
      expect(g.percent).toBe(Math.round((1000 * g.wins) / 240) / 10);
    }
    expect(await run(2)).toEqual(inProcess);
  });
});
