import type { Rng } from '../../../core/rng.ts';
import { SEED_CARDS } from '../cards.ts';
import type { Chromosome } from '../seed/heuristic.ts';

/**
 * The operators of Genetic.rkt, each drawing from the rng it is given. A chromosome holds one
 * value from 0 to gene-range - 1 per card of the seed's set.
 */

export const GENES = SEED_CARDS.length;

/** Genetic.rkt's `generate-chrom`. */
const randomChromosome = (rng: Rng, geneRange: number): number[] =>
  Array.from({ length: GENES }, () => rng.int(0, geneRange - 1));

/** Genetic.rkt's `generate-pop`; like it, does not remove duplicates. */
export const randomPopulation = (rng: Rng, size: number, geneRange: number): number[][] =>
  Array.from({ length: size }, () => randomChromosome(rng, geneRange));

/** Functions.rkt's `equalize`: shifts the scores so the lowest is 0. */
export function equalize(fitness: readonly number[]): number[] {
  const low = Math.min(...fitness);
  return fitness.map((f) => f - low);
}

/**
 * Genetic.rkt's `roulette`: walks the list taking each score off `num` (1 to the sum) and
 * stops at the score that brings it to 0 or below, so index i is hit with probability
 * fitness[i] / sum and a score of 0 is never hit.
 */
export function roulette(fitness: readonly number[], num: number): number {
  let left = num;
  for (const [i, f] of fitness.entries()) {
    if (left <= f) return i;
    left -= f;
  }
  throw new RangeError(`roulette number ${num} is above the sum of the scores`);
}

/**
 * Two different parents by roulette: the second spin leaves out the first winner, as
 * `crossover-roulette` does by zeroing its score. Where the seed would ask `random` for a number
 * below 0 (every score 0, or only the first winner's above 0) the pick is uniform instead.
 */
export function pickParents(fitness: readonly number[], rng: Rng): [number, number] {
  const sum = fitness.reduce((s, f) => s + f, 0);
  const first = sum > 0 ? roulette(fitness, rng.int(1, sum)) : rng.int(0, fitness.length - 1);
  const rest = fitness.map((f, i) => (i === first ? 0 : f));
  const restSum = sum - (fitness[first] as number);
  if (restSum > 0) return [first, roulette(rest, rng.int(1, restSum))];
  const second = rng.int(0, fitness.length - 2);
  return [first, second >= first ? second + 1 : second];
}

/** Genetic.rkt's `generate-cross`: one coin per gene. */
export const crossoverMask = (rng: Rng, length: number): number[] =>
  Array.from({ length }, () => rng.int(0, 1));

/** Genes from `a` where the mask is 0 and from `b` where it is 1. */
export const crossover = (a: Chromosome, b: Chromosome, mask: readonly number[]): number[] =>
  a.map((gene, i) => (mask[i] === 0 ? gene : (b[i] as number)));

/** One time in `mutRate`, one random gene takes a random value (it may draw the same one). */
export function mutate(
  chromosome: Chromosome,
  rng: Rng,
  mutRate: number,
  geneRange: number,
): number[] {
  const out = [...chromosome];
  if (rng.int(0, mutRate - 1) !== 0) return out;
  out[rng.int(0, out.length - 1)] = rng.int(0, geneRange - 1);
  return out;
}

export interface BreedOptions {
  readonly size: number;
  readonly geneRange: number;
  readonly mutRate: number;
}

/** Enough tries to find new children even in a nearly uniform population; then it gives up. */
const MAX_PAIRS_PER_CHILD = 10_000;

const key = (c: Chromosome) => c.join(',');

/**
 * Genetic.rkt's `make-pop`: pairs of parents by roulette each give two children by uniform
 * crossover on one mask (one child per side of the mask), each child mutated; the new pair goes
 * in front and duplicates are dropped, keeping the first. The seed stops once it has at least
 * gen-size, which can leave gen-size + 1; here the oldest extra child is dropped.
 */
export function breed(
  population: readonly Chromosome[],
  fitness: readonly number[],
  rng: Rng,
  options: BreedOptions,
): number[][] {
  let next: number[][] = [];
  for (let pairs = 0; next.length < options.size; pairs++) {
    if (pairs > MAX_PAIRS_PER_CHILD * options.size) {
      throw new Error(`could not breed ${options.size} different chromosomes`);
    }
    const [i, j] = pickParents(fitness, rng);
    const a = population[i] as Chromosome;
    const b = population[j] as Chromosome;
    const mask = crossoverMask(rng, GENES);
    const first = mutate(crossover(a, b, mask), rng, options.mutRate, options.geneRange);
    const second = mutate(crossover(b, a, mask), rng, options.mutRate, options.geneRange);
    const seen = new Set<string>();
    next = [first, second, ...next].filter((c) => !seen.has(key(c)) && seen.add(key(c)));
  }
  return next.slice(0, options.size);
}

/** Functions.rkt's `maxL-index`: the first of the highest scores. */
export function bestIndex(fitness: readonly number[]): number {
  let best = 0;
  for (const [i, f] of fitness.entries()) if (f > (fitness[best] as number)) best = i;
  return best;
}
