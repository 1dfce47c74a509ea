import { describe, expect, it } from 'vitest';
import { EXACT, LOWER, TranspositionTable, UPPER } from './transposition-table.ts';

const MATE = 1000;

describe('TranspositionTable', () => {
  it('finds a stored position and reports its move, score, depth and bound', () => {
    const table = new TranspositionTable(1);
    expect(table.probe(5, 77, 0, MATE)).toBe(false);
    table.store(5, 77, 0, MATE, 12, -40, 6, LOWER);
    expect(table.probe(5, 77, 0, MATE)).toBe(true);
    expect([table.move, table.score, table.depth, table.bound]).toEqual([12, -40, 6, LOWER]);
  });

  it('tells apart two positions that share a slot by the high half of the key', () => {
    const table = new TranspositionTable(1);
    table.store(5, 77, 0, MATE, 1, 10, 3, EXACT);
    expect(table.probe(5, 78, 0, MATE)).toBe(false);
  });

  it('keeps a deeper search of the same position over a shallower one', () => {
    const table = new TranspositionTable(1);
    table.store(9, 1, 0, MATE, 4, 50, 8, EXACT);
    table.store(9, 1, 0, MATE, 7, 20, 3, UPPER);
    table.probe(9, 1, 0, MATE);
    expect([table.move, table.depth]).toEqual([4, 8]);
    table.store(9, 1, 0, MATE, 7, 20, 8, UPPER);
    table.probe(9, 1, 0, MATE);
    expect([table.move, table.bound]).toEqual([7, UPPER]);
  });

  it('replaces a different position in the slot whatever its depth', () => {
    const table = new TranspositionTable(1);
    table.store(9, 1, 0, MATE, 4, 50, 20, EXACT);
    table.store(9, 2, 0, MATE, 3, 0, 1, EXACT);
    expect(table.probe(9, 1, 0, MATE)).toBe(false);
    expect(table.probe(9, 2, 0, MATE)).toBe(true);
  });

  it('stores mate scores relative to the node, so they stay true at another ply', () => {
    const table = new TranspositionTable(1);
    // Found at ply 4: mate 10 plies from the root is 6 plies from this node.
    table.store(3, 3, 4, MATE, 0, MATE + 90, 5, EXACT);
    table.probe(3, 3, 2, MATE);
    expect(table.score).toBe(MATE + 92);
    table.store(8, 8, 4, MATE, 0, -MATE - 90, 5, EXACT);
    table.probe(8, 8, 6, MATE);
    expect(table.score).toBe(-MATE - 88);
    table.store(7, 7, 4, MATE, 0, 300, 5, EXACT);
    table.probe(7, 7, 9, MATE);
    expect(table.score).toBe(300);
  });

  it('rejects a size out of range with an error naming it', () => {
    expect(() => new TranspositionTable(0)).toThrow(/table size 0 MB/);
    expect(() => new TranspositionTable(4096)).toThrow(/1 to 1024/);
  });

  it('forgets everything on clear', () => {
    const table = new TranspositionTable(1);
    expect(table.hashfull()).toBe(0);
    table.store(1, 1, 0, MATE, 1, 1, 1, EXACT);
    table.store(2, 1, 0, MATE, 1, 1, 1, EXACT);
    expect(table.hashfull()).toBe(2);
    table.clear();
    expect(table.hashfull()).toBe(0);
    expect(table.probe(1, 1, 0, MATE)).toBe(false);
  });
});
