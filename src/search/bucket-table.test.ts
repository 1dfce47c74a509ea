import { describe, expect, it } from 'vitest';
import { BucketTable } from './bucket-table.ts';
import { EXACT, LOWER } from './transposition-table.ts';

const MATE = 30_000;
const BOUND = MATE - 1000;

describe('BucketTable', () => {
  it('finds a stored position and reports its move, score, depth and bound', () => {
    const t = new BucketTable(1);
    t.store(5, 99, 0, BOUND, 42, -17, 6, LOWER);
    expect(t.probe(5, 99, 0, BOUND)).toBe(true);
    expect([t.move, t.score, t.depth, t.bound]).toEqual([42, -17, 6, LOWER]);
    expect(t.probe(5, 98, 0, BOUND)).toBe(false);
  });

  it("shares its memory with another thread's view of it, both ways", () => {
    const t = new BucketTable(1, true);
    expect(t.view.memory).toBeInstanceOf(SharedArrayBuffer);
    const other = new BucketTable(t.view);
    t.store(7, 1234, 0, BOUND, 3, 50, 4, EXACT);
    expect(other.probe(7, 1234, 0, BOUND)).toBe(true);
    expect([other.move, other.score, other.depth]).toEqual([3, 50, 4]);
    other.store(8, 4321, 0, BOUND, 9, -8, 2, LOWER);
    expect(t.probe(8, 4321, 0, BOUND)).toBe(true);
    expect([t.move, t.score]).toEqual([9, -8]);
  });

  it('reads a slot half-written by another thread as a miss', () => {
    const t = new BucketTable(1, true);
    t.store(5, 99, 0, BOUND, 42, -17, 6, LOWER);
    // Bucket 5's first slot: its key check, move, score and info words. Another thread has
    // written a new score and not yet the rest.
    const words = new Int32Array(t.view.memory);
    words[5 * 8 + 2] = 250;
    expect(t.probe(5, 99, 0, BOUND)).toBe(false);
    words[5 * 8 + 2] = -17;
    expect(t.probe(5, 99, 0, BOUND)).toBe(true);
  });

  it('keeps a view on the search of the table it was taken from', () => {
    const t = new BucketTable(1, true);
    t.nextSearch();
    const other = new BucketTable(t.view);
    expect(other.view.age).toBe(t.view.age);
    t.nextSearch();
    other.nextSearch();
    expect(other.view.age).toBe(t.view.age);
  });
});
