import type { Rng } from '../../../core/rng.ts';
import { type CardName, SEED_CARDS } from '../cards.ts';
import { type Chromosome, ZERO_CHROMOSOME } from '../seed/heuristic.ts';
import type { Duel, DuelResult } from './duel.ts';

/** The games one generation plays, made up front so results do not depend on who plays them. */

export interface DuelSettings {
  readonly depth: number;
  readonly maxPlies: number;
}

export interface RoundRobin {
  readonly duels: Duel[];
  /** `[blue, red]` population indices of each duel. */
  readonly pairs: [number, number][];
}

/**
 * Genetic.rkt's `tournament`: every ordered pair of different chromosomes plays once, the first
 * as blue (moving first), so each pair meets twice with each side starting once. Every game
 * deals the seed's five cards in a fresh random order, as `starting` does.
 */
export function roundRobin(
  population: readonly Chromosome[],
  rng: Rng,
  settings: DuelSettings,
): RoundRobin {
  const duels: Duel[] = [];
  const pairs: [number, number][] = [];
  for (const [i, blue] of population.entries()) {
    for (const [j, red] of population.entries()) {
      if (i === j) continue;
      duels.push({ cards: rng.shuffle(SEED_CARDS), blue, red, ...settings });
      pairs.push([i, j]);
    }
  }
  return { duels, pairs };
}

/** +1 a win, -1 a loss, 0 a draw (`update-fit`), before `equalize`. */
export function scoreRoundRobin(
  size: number,
  robin: RoundRobin,
  results: readonly DuelResult[],
): number[] {
  const fitness = new Array<number>(size).fill(0);
  for (const [k, [i, j]] of robin.pairs.entries()) {
    const r = results[k] as DuelResult;
    fitness[i] = (fitness[i] as number) + r;
    fitness[j] = (fitness[j] as number) - r;
  }
  return fitness;
}

export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Genetic.rkt's `evaluate`: `chromosome` against the all-zero one from every order of the five
 * cards, once moving first and once second: 2 × 5! = 240 games, with no randomness at all.
 */
export const evaluationDuels = (chromosome: Chromosome, settings: DuelSettings): Duel[] =>
  permutations<CardName>(SEED_CARDS).flatMap((cards) => [
    { cards, blue: chromosome, red: ZERO_CHROMOSOME, ...settings },
    { cards, blue: ZERO_CHROMOSOME, red: chromosome, ...settings },
  ]);

/** Wins of the evaluated chromosome in `evaluationDuels` order. */
export const evaluationWins = (results: readonly DuelResult[]): number =>
  results.filter((r, k) => r === (k % 2 === 0 ? 1 : -1)).length;
