import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { boardOf, catDistances, edgeDistances, INF, pathShares } from './board.ts';
import { cells, isEdge, neighbours } from './rules.ts';

/** Every shortest path from `cat` to the edge, listed one by one (small boards only). */
function shortestPaths(size: number, blocked: Uint8Array, cat: number, toEdge: Int32Array) {
  const paths: number[][] = [];
  const walk = (path: number[]) => {
    const at = path[path.length - 1] as number;
    if (isEdge(size, at)) {
      paths.push(path);
      return;
    }
    for (const m of neighbours(size, at))
      if (!blocked[m] && toEdge[m] === (toEdge[at] as number) - 1) walk([...path, m]);
  };
  walk([cat]);
  return paths;
}

describe('chat noir path shares', () => {
  it('give the share of the shortest paths through each circle, as listing them does', () => {
    const size = 7;
    const board = boardOf(size);
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      const blocked = new Uint8Array(board.n).fill(1);
      for (const c of cells(size)) blocked[c] = rng.int(0, 99) < 25 ? 1 : 0;
      const inner = cells(size).filter((c) => !isEdge(size, c) && !blocked[c]);
      if (inner.length === 0) continue;
      const cat = rng.pick(inner);
      const toEdge = new Int32Array(board.n);
      const fromCat = new Int32Array(board.n);
      const queue = new Int16Array(board.n);
      edgeDistances(board, blocked, toEdge, queue);
      if ((toEdge[cat] as number) >= INF) continue;
      catDistances(board, blocked, cat, fromCat, queue);
      const share = new Float64Array(board.n);
      pathShares(board, fromCat, toEdge, cat, share, new Int16Array(board.n));
      const paths = shortestPaths(size, blocked, cat, toEdge);
      for (const c of cells(size)) {
        const through = paths.filter((p) => p.includes(c)).length;
        expect(share[c]).toBeCloseTo(through / paths.length, 12);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
