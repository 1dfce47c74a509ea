import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { keyOf, MaskTable } from './mask-table.ts';

describe('the mask table', () => {
  it('gives back what a Map would, for keys up to 52 bits, until it forgets at half full', () => {
    const table = new MaskTable(10);
    const map = new Map<number, number>();
    const rng = createRng(7);
    for (let i = 0; i < 511; i++) {
      const key = keyOf([rng.int(0, 8191), rng.int(0, 8191), rng.int(0, 8191), rng.int(0, 8191)]);
      table.set(key, i);
      map.set(key, i);
    }
    for (const [key, value] of map) expect(table.get(key)).toBe(value);
    expect(table.get(keyOf([1, 2, 3, 8191]))).toBe(map.get(keyOf([1, 2, 3, 8191])) ?? -1);
    // The 512th key fills half the table; the next one finds it so and forgets all before it.
    table.set(2 ** 52 - 1, 5);
    expect(table.get(2 ** 52 - 1)).toBe(5);
    table.set(0, 6);
    expect(table.get(0)).toBe(6);
    expect(table.get(2 ** 52 - 1)).toBe(-1);
    expect([...map.keys()].filter((k) => table.get(k) >= 0)).toEqual([]);
  });
});
