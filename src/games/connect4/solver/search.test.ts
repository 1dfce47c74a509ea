import { describe, expect, it } from 'vitest';
import { positionOf as position } from './from-moves.ts';
import { SAMPLE } from './pons-sample.ts';
import { Solver } from './search.ts';
import { TranspositionTable } from './transposition-table.ts';

const solver = new Solver();

describe('Solver', () => {
  it('gives the exact score of every sample position', () => {
    const nodes = [0, 0, 0];
    const wrong = SAMPLE.filter(({ moves, score }, i) => {
      const found = solver.solve(position(moves));
      const set = Math.floor(i / 50);
      nodes[set] = (nodes[set] ?? 0) + solver.nodes;
      return found !== score;
    });
    expect(wrong).toEqual([]);
    // Nodes on the End-Easy, Middle-Easy and Begin-Easy samples. A change here is a change of
    // search: say so in the commit message, with the counts before and after.
    expect(nodes).toEqual([1_568, 7_108, 74_675]);
  });

  it('pins the nodes of two longer searches, which fill the small table of late positions', () => {
    // Scores as the solver found them before the claimeven bound and the second table.
    // A change of node count here is a change of search: say so in the commit message.
    expect(solver.solve(position('444254445'))).toBe(-2);
    expect(solver.nodes).toBe(289_483);
    expect(solver.solve(position('5423525541'))).toBe(5);
    expect(solver.nodes).toBe(228_317);
  });

  it('gives the same score from any guess', () => {
    for (const { moves, score } of SAMPLE.filter((_, i) => i % 25 === 7)) {
      for (const guess of [score - 3, score - 1, score, score + 2, 30, -30]) {
        expect(solver.solve(position(moves), { guess })).toBe(score);
      }
    }
  });

  it('scores a position and its mirror image alike', () => {
    const mirror = (moves: string) => [...moves].map((d) => 8 - Number(d)).join('');
    for (const { moves, score } of SAMPLE.filter((_, i) => i % 10 === 0)) {
      expect(solver.solve(position(mirror(moves)))).toBe(score);
    }
  });

  it('gives the sign of the score in a weak solve, with fewer nodes', () => {
    let strongNodes = 0;
    let weakNodes = 0;
    for (const { moves, score } of SAMPLE.slice(100)) {
      solver.solve(position(moves));
      strongNodes += solver.nodes;
      expect(solver.solve(position(moves), { weak: true })).toBe(Math.sign(score));
      weakNodes += solver.nodes;
    }
    expect(weakNodes).toBeLessThan(strongNodes);
  });

  it('gives the same scores with the smallest table', () => {
    const small = new Solver(18);
    for (const { moves, score } of SAMPLE.slice(100, 120)) {
      expect(small.solve(position(moves))).toBe(score);
    }
  });

  it('scores a win at once without searching', () => {
    expect(solver.solve(position('445566'))).toBe(18);
    expect(solver.nodes).toBe(0);
  });

  it('scores the last empty cell as a draw', () => {
    expect(solver.solve(position('14113674156323425633625536512577677174422'))).toBe(0);
  });

  it('reports the narrowing window, and stops when the callback throws', () => {
    const seen: { min: number; max: number }[] = [];
    const { moves, score } = SAMPLE[149] as { moves: string; score: number };
    solver.solve(position(moves), { onProgress: ({ min, max }) => seen.push({ min, max }) });
    expect(seen.at(-1)).toEqual({ min: score, max: score });
    for (const [i, { min, max }] of seen.entries()) {
      expect(min).toBeLessThanOrEqual(score);
      expect(max).toBeGreaterThanOrEqual(score);
      if (i > 0) expect(max - min).toBeLessThan((seen[i - 1]?.max ?? 0) - (seen[i - 1]?.min ?? 0));
    }
    const stop = () => {
      throw new Error('stopped');
    };
    expect(() => solver.solve(position(moves), { onProgress: stop })).toThrow('stopped');
  });
});

describe('TranspositionTable', () => {
  it('finds what it stored, through growth, and forgets on reset', () => {
    const table = new TranspositionTable(20);
    const keys = Array.from({ length: 500_000 }, (_, i) => [
      Math.imul(i, 0x2f6b) & 0xfffffff,
      Math.imul(i, 0x1d3) & 0x1fffff,
    ]);
    const value = (i: number) => 1 + (i % 200);
    keys.forEach(([lo = 0, hi = 0], i) => {
      table.put(lo, hi, value(i), i % 7);
    });
    expect(table.log2).toBe(20);
    // Collisions lose entries, but no entry is ever read back wrong.
    let found = 0;
    let wrong = 0;
    keys.forEach(([lo = 0, hi = 0], i) => {
      const got = table.get(lo, hi);
      if (got !== 0) found++;
      if (got !== 0 && got !== value(i)) wrong++;
    });
    expect(wrong).toBe(0);
    expect(found).toBeGreaterThan(250_000);
    table.reset();
    expect(table.log2).toBe(18);
    expect(keys.filter(([lo = 0, hi = 0]) => table.get(lo, hi) !== 0)).toEqual([]);
  });

  it('refuses sizes outside 2^18 to 2^27', () => {
    expect(() => new TranspositionTable(17)).toThrow('2^18 to 2^27 entries, not 2^17');
    expect(() => new TranspositionTable(28)).toThrow(RangeError);
  });
});
