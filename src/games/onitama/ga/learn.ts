import { createRng, deriveSeed } from '../../../core/rng.ts';
import type { LineChart } from '../../../search/chart-svg.ts';
import type { Chromosome } from '../seed/heuristic.ts';
import type { Duel, DuelResult } from './duel.ts';
import { evaluationDuels, evaluationWins, roundRobin, scoreRoundRobin } from './games.ts';
import { bestIndex, breed, equalize, GENES, randomPopulation } from './genetic.ts';

export interface GaConfig {
  /** Chromosomes per generation. */
  readonly genSize: number;
  /** Genes take values 0 to geneRange - 1. */
  readonly geneRange: number;
  /** One child in mutRate mutates. */
  readonly mutRate: number;
  /** Search depth in the round robin. */
  readonly aiDepth: number;
  /** Search depth against the zero chromosome; the seed always uses 3 there. */
  readonly evalDepth: number;
  /** Plies before a game is a draw. */
  readonly maxPlies: number;
}

const GA_SALT = 0x6a;

/** The parameters of the seed's learning research. */
export const RESEARCH_CONFIG: GaConfig = {
  genSize: 14,
  geneRange: 7,
  mutRate: 20,
  aiDepth: 3,
  evalDepth: 3,
  maxPlies: 100,
};

/** Why a configuration cannot run, or undefined. */
export function checkConfig(config: GaConfig): string | undefined {
  const { genSize, geneRange, mutRate, aiDepth, evalDepth, maxPlies } = config;
  const whole = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;
  if (!whole(genSize, 2, 100)) return `gen-size is 2 to 100, not ${genSize}`;
  if (!whole(geneRange, 1, 1000)) return `gene-range is 1 to 1000, not ${geneRange}`;
  if (geneRange ** GENES < genSize) {
    return `gene-range ${geneRange} gives only ${geneRange ** GENES} different chromosomes, fewer than gen-size ${genSize}`;
  }
  if (!whole(mutRate, 1, 1000)) return `mut-rate is 1 to 1000, not ${mutRate}`;
  if (!whole(aiDepth, 1, 6)) return `ai-depth is 1 to 6, not ${aiDepth}`;
  if (!whole(evalDepth, 1, 6)) return `eval-depth is 1 to 6, not ${evalDepth}`;
  if (!whole(maxPlies, 1, 1000)) return `the ply limit is 1 to 1000, not ${maxPlies}`;
  return undefined;
}

/** Plays duels in any way (in process, on worker threads) and returns results in their order. */
export type DuelRunner = (duels: readonly Duel[]) => Promise<DuelResult[]>;

export interface Generation {
  /** From 0, as the seed prints it. */
  readonly generation: number;
  readonly population: Chromosome[];
  /** Round-robin scores after `equalize`. */
  readonly fitness: number[];
  readonly best: Chromosome;
  /** The best chromosome's wins against the zero chromosome, of `games`. */
  readonly wins: number;
  readonly games: number;
  readonly percent: number;
}

export interface LearnOptions {
  readonly config: GaConfig;
  readonly generations: number;
  readonly seed: number;
  readonly run: DuelRunner;
  /** Called before each batch of games with what it is and how many games it holds. */
  readonly onBatch?: (
    generation: number,
    what: 'round robin' | 'evaluation',
    games: number,
  ) => void;
  readonly onGeneration?: (generation: Generation) => void;
}

/**
 * Genetic.rkt's `learn` loop for a number of generations: round robin, equalize, evaluate the
 * best against the zero chromosome, breed. Every random draw comes from one rng seeded with
 * `seed`, in the main thread, so a seed gives the same history however the games are run.
 */
export async function learn(options: LearnOptions): Promise<Generation[]> {
  const { config, generations, run } = options;
  const problem = checkConfig(config);
  if (problem) throw new RangeError(problem);
  // Hashed first: the generator's first draws from nearby seeds (1, 2, 3...) are much alike.
  const rng = createRng(deriveSeed(options.seed, GA_SALT));
  const evaluated = new Map<string, number>();
  const duelSettings = { depth: config.aiDepth, maxPlies: config.maxPlies };
  const evalSettings = { depth: config.evalDepth, maxPlies: config.maxPlies };
  let population: Chromosome[] = randomPopulation(rng, config.genSize, config.geneRange);
  const history: Generation[] = [];
  for (let generation = 0; generation < generations; generation++) {
    const robin = roundRobin(population, rng, duelSettings);
    options.onBatch?.(generation, 'round robin', robin.duels.length);
    const fitness = equalize(scoreRoundRobin(population.length, robin, await run(robin.duels)));
    const best = population[bestIndex(fitness)] as Chromosome;
    let wins = evaluated.get(best.join(','));
    const duels = evaluationDuels(best, evalSettings);
    if (wins === undefined) {
      options.onBatch?.(generation, 'evaluation', duels.length);
      wins = evaluationWins(await run(duels));
      evaluated.set(best.join(','), wins);
    }
    const record: Generation = {
      generation,
      population,
      fitness,
      best,
      wins,
      games: duels.length,
      percent: Math.round((1000 * wins) / duels.length) / 10,
    };
    history.push(record);
    options.onGeneration?.(record);
    if (generation + 1 < generations) {
      population = breed(population, fitness, rng, {
        size: config.genSize,
        geneRange: config.geneRange,
        mutRate: config.mutRate,
      });
    }
  }
  return history;
}

/** The curve the seed draws: each generation's best chromosome against the all-zero one. */
export const learningCurve = (history: readonly Generation[]): LineChart => ({
  title: 'Learning curve',
  xLabel: 'generation',
  yLabel: 'best chromosome: wins against all-zero (%)',
  yMin: 0,
  yMax: 100,
  series: [{ name: 'win %', points: history.map((g) => [g.generation, g.percent] as const) }],
});
