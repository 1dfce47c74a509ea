import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import * as z from 'zod';
import { excerpt } from './excerpt.ts';
import { err, ok, type Result } from './result.ts';

/**
 * Named in every save, so a record made with one generator (or one way of seeding it) is never
 * replayed with another.
 */
export const RNG_ALGORITHM = 'xoroshiro128plus/lowbias32';

export const MAX_SEED = 0xffff_ffff;

/**
 * The only source of randomness in rules and AIs. A thin mutable wrapper over pure-rand: each
 * draw advances it, and `state()` captures it as plain numbers for games that carry chance
 * inside their state.
 */
export interface Rng {
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  bool(): boolean;
  pick<T>(items: readonly T[]): T;
  /** Fisher–Yates; returns a new array. */
  shuffle<T>(items: readonly T[]): T[];
  state(): number[];
}

class PureRng implements Rng {
  constructor(private readonly gen: RandomGenerator) {}

  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  bool(): boolean {
    return this.int(0, 1) === 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  state(): number[] {
    return [...this.gen.getState()];
  }
}

/**
 * The seed is hashed before it reaches the generator: xoroshiro128+ seeded with nearby small
 * numbers starts with nearly the same outputs (seeds 0–199 gave only 8 distinct first five coin
 * flips), and people pick seeds like 1, 2, 3.
 */
export function createRng(seed: number): Rng {
  return new PureRng(xoroshiro128plus(deriveSeed(seed, 0x9e3779b9) | 0));
}

export function rngFromState(state: readonly number[]): Rng {
  return new PureRng(xoroshiro128plusFromState(state));
}

/** Derives an independent seed for a sub-task (an AI's move at a given ply, say). */
export function deriveSeed(seed: number, ...salt: number[]): number {
  let h = seed >>> 0;
  for (const s of salt) {
    // One round of a 32-bit integer hash (lowbias32) per salt value.
    h ^= s >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x7feb352d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x846ca68b);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/**
 * Zobrist keys from a fixed splitmix32 stream started at `seed`: the same on every machine and
 * run, so a search's node counts repeat.
 */
export function zobristKeys(seed: number, count: number): Int32Array {
  const out = new Int32Array(count);
  let s = seed | 0;
  for (let i = 0; i < count; i++) {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out[i] = z ^ (z >>> 16);
  }
  return out;
}

/**
 * The seed of item `index` of a series drawn from `seed`: a match's deals, say. `deriveSeed`
 * XORs its first salt into the seed before it mixes, so `deriveSeed(s, i)` is `deriveSeed(s ^ i)`
 * and small seeds share their series: seed 1's deals 0–999 were seed 2's in another order.
 * Mixing the seed on its own first gives each seed a series of its own.
 */
export const seriesSeed = (seed: number, index: number): number =>
  deriveSeed(deriveSeed(seed, SERIES_SALT), index);
const SERIES_SALT = 0x5e41e5;

const seedSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a whole number from 0 to 4294967295')
  .transform(Number)
  .refine((n) => n <= MAX_SEED, 'must be a whole number from 0 to 4294967295');

export function parseSeed(text: string): Result<number> {
  const parsed = seedSchema.safeParse(text.trim());
  return parsed.success
    ? ok(parsed.data)
    : err(`seed ${excerpt(text)}: ${parsed.error.issues[0]?.message}`);
}
