import { describe, expect, it } from 'vitest';
import { KEY_SCALE, Keys, Table } from './table.ts';

describe('chat noir transposition table', () => {
  it('keeps two positions apart when their keys collide', () => {
    const table = new Table();
    const a = Int32Array.of(5, 0, 0, 0);
    const b = Int32Array.of(6, 0, 0, 0);
    const first = table.create(42, a, 10, false);
    first.pn = 0;
    const second = table.create(42, b, 10, false);
    second.dn = 0;
    expect(table.get(42, a, 10, false)).toBe(first);
    expect(table.get(42, b, 10, false)).toBe(second);
    // The same circles with the cat elsewhere, or the other side to move, are other positions.
    expect(table.get(42, a, 11, false)).toBeUndefined();
    expect(table.get(42, a, 10, true)).toBeUndefined();
    expect(table.size).toBe(2);
  });

  it('draws distinct keys of 52 bits, the same on every run', () => {
    const keys = new Keys(121);
    const again = new Keys(121);
    expect(Array.from(again.blockHi)).toEqual(Array.from(keys.blockHi));
    const all = [...keys.blockHi, ...keys.blockLo, ...keys.catHi, ...keys.catLo];
    expect(new Set(all).size).toBe(all.length);
    for (const k of all) expect(k).toBeLessThan(KEY_SCALE);
  });
});
