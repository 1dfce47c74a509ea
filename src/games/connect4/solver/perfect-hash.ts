import { popcount } from './bitboard.ts';

/**
 * A minimal perfect hash of a fixed set of keys (whole numbers below 2^53): each key of the set
 * gets its own index from 0 to n - 1, in about 3 bits a key, and the keys themselves are not
 * kept. A key outside the set gets some index too, so the caller must know that a key belongs.
 *
 * After BBHash (Limasset et al., 2017): level 0 is a bit array of n bits; each key hashes to one
 * bit, and the bits hit by exactly one key are set. The keys that collided go on to level 1, of as
 * many bits as there are of them, with another hash, and so on until none is left. A key's index
 * is the number of set bits before its own, across the levels in order; a count per 8 words,
 * made when the hash is read, makes that a few additions.
 */

const LOW = 2 ** 28;
/** Levels before giving up: the keys left shrink by about e at each level. */
const MAX_LEVELS = 64;
const RANK_SHIFT = 3;

/** Murmur3's finaliser: every bit of the input stirs every bit of the output. */
function mix(h: number): number {
  let x = h;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The bit a key hits at a level of `bits` bits. */
function slot(key: number, level: number, bits: number): number {
  const lo = key % LOW;
  const hi = Math.floor(key / LOW);
  const h = mix(mix(lo ^ Math.imul(level + 1, 0x9e3779b9)) ^ Math.imul(hi + level, 0x27d4eb2f));
  return h % bits;
}

export class PerfectHash {
  /** The bits of all levels, in order; a level is a whole number of 32-bit words. */
  private readonly ranks: Uint32Array;

  constructor(
    /** Words of each level. */
    readonly levelWords: Uint32Array,
    readonly words: Uint32Array,
  ) {
    this.ranks = new Uint32Array((words.length >>> RANK_SHIFT) + 1);
    let count = 0;
    for (let w = 0; w < words.length; w++) {
      if ((w & ((1 << RANK_SHIFT) - 1)) === 0) this.ranks[w >>> RANK_SHIFT] = count;
      count += popcount(words[w] as number);
    }
  }

  /** Builds the hash of distinct keys; throws when they repeat. */
  static build(keys: Float64Array): PerfectHash {
    const levels: Uint32Array[] = [];
    let left = keys;
    while (left.length > 0) {
      if (levels.length === MAX_LEVELS) throw new Error('perfect hash: keys repeat');
      const level = levels.length;
      const count = Math.ceil(left.length / 32);
      const bits = count * 32;
      const once = new Uint32Array(count);
      const twice = new Uint32Array(count);
      for (const key of left) {
        const s = slot(key, level, bits);
        const w = s >>> 5;
        const b = 1 << (s & 31);
        if ((once[w] as number) & b) twice[w] = (twice[w] as number) | b;
        else once[w] = (once[w] as number) | b;
      }
      for (let w = 0; w < count; w++) once[w] = (once[w] as number) & ~(twice[w] as number);
      left = left.filter((key) => {
        const s = slot(key, level, bits);
        return ((twice[s >>> 5] as number) & (1 << (s & 31))) !== 0;
      });
      levels.push(once);
    }
    const words = new Uint32Array(levels.reduce((n, l) => n + l.length, 0));
    let at = 0;
    for (const level of levels) {
      words.set(level, at);
      at += level.length;
    }
    return new PerfectHash(
      Uint32Array.from(levels, (l) => l.length),
      words,
    );
  }

  /** The index of a key of the set, from 0 to n - 1. */
  index(key: number): number {
    let base = 0;
    for (let level = 0; level < this.levelWords.length; level++) {
      const count = this.levelWords[level] as number;
      const s = slot(key, level, count * 32);
      const w = base + (s >>> 5);
      const word = this.words[w] as number;
      const b = s & 31;
      if ((word >>> b) & 1) {
        let rank = this.ranks[w >>> RANK_SHIFT] as number;
        for (let v = w & ~((1 << RANK_SHIFT) - 1); v < w; v++) {
          rank += popcount(this.words[v] as number);
        }
        return rank + popcount(word & ((1 << b) - 1));
      }
      base += count;
    }
    throw new Error(`perfect hash: key ${key} is not in the set`);
  }
}
