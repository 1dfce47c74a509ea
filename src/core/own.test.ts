import { describe, expect, it } from 'vitest';
import { ownEntry } from './own.ts';

describe('ownEntry', () => {
  it("finds a table's own entries and none of Object.prototype's", () => {
    const table = { first: 1, greedy: 2 };
    expect(ownEntry(table, 'greedy')).toBe(2);
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(ownEntry(table, name)).toBeUndefined();
    }
  });
});
