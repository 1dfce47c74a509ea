import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { PerfectHash } from './perfect-hash.ts';

describe('PerfectHash', () => {
  it('gives each key of the set its own index below the set size, in about e bits a key', () => {
    const rng = createRng(3);
    const keys = new Set<number>();
    // Keys as the book's are: below 2^49, both halves of the number in use.
    while (keys.size < 20_000)
      keys.add(rng.int(0, 2 ** 21 - 1) * 2 ** 28 + rng.int(0, 2 ** 28 - 1));
    const hash = PerfectHash.build(Float64Array.from(keys));
    const indices = [...keys].map((k) => hash.index(k));
    expect(new Set(indices).size).toBe(keys.size);
    expect(Math.min(...indices)).toBe(0);
    expect(Math.max(...indices)).toBe(keys.size - 1);
    expect((hash.words.length * 32) / keys.size).toBeLessThan(3);
    // The hash read back from its words gives the same indices.
    const again = new PerfectHash(hash.levelWords, hash.words);
    expect([...keys].map((k) => again.index(k))).toEqual(indices);
  });

  it('refuses a key given twice', () => {
    expect(() => PerfectHash.build(Float64Array.from([5, 7, 5]))).toThrow(/repeat/);
  });
});
