import { type Board, INF, popcount } from './board.ts';

/**
 * Static escapes, the cat's "virtual connections" to the edge: for each circle v, a carrier
 * C(v) such that the cat on v, with the player to block next, escapes however the player
 * blocks outside C(v). An open edge circle carries itself; v carries {v} with the union of
 * the carriers of two or three of its best steps whose carriers share no circle: any block
 * misses one of them, that step keeps its distance (so stays a best step) and its escape.
 * Found in one pass by distance, it settles at once many positions a search would expand, and
 * gives the search its must-play sets (solver.ts).
 */
export function carriers(
  board: Board,
  blocked: Uint8Array,
  dist: Int32Array,
): (Int32Array | null)[] {
  const { n, nbr, words } = board;
  const carrier: (Int32Array | null)[] = new Array(n).fill(null);
  const order: number[] = [];
  for (let v = 0; v < n; v++) if (blocked[v] === 0 && (dist[v] as number) < INF) order.push(v);
  order.sort((a, b) => (dist[a] as number) - (dist[b] as number));
  const below: Int32Array[] = [];
  const scratch = new Int32Array(words);
  for (const v of order) {
    const d = dist[v] as number;
    if (d === 0) {
      const c = new Int32Array(words);
      c[v >> 5] = 1 << (v & 31);
      carrier[v] = c;
      continue;
    }
    below.length = 0;
    for (let j = v * 6; j < v * 6 + 6; j++) {
      const m = nbr[j] as number;
      const c = m >= 0 && dist[m] === d - 1 ? carrier[m] : null;
      if (c) below.push(c);
    }
    if (below.length >= 2) carrier[v] = joinCarriers(v, below, scratch);
  }
  return carrier;
}

/** The smallest union of two or three of `below` with no circle common to all, plus `v`. */
function joinCarriers(v: number, below: readonly Int32Array[], out: Int32Array): Int32Array | null {
  let best: Int32Array | null = null;
  let bestSize = INF;
  const words = out.length;
  const consider = (a: Int32Array, b: Int32Array, c: Int32Array | null) => {
    let size = 0;
    for (let w = 0; w < words; w++) {
      const x = a[w] as number;
      const y = b[w] as number;
      const z = c ? (c[w] as number) : -1;
      if ((x & y & z) !== 0) return;
      const all = x | y | (c ? z : 0);
      out[w] = all;
      size += popcount(all);
    }
    if (size < bestSize) {
      bestSize = size;
      best = out.slice();
    }
  };
  const k = below.length;
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) {
      const a = below[i] as Int32Array;
      const b = below[j] as Int32Array;
      consider(a, b, null);
      for (let l = j + 1; l < k; l++) consider(a, b, below[l] as Int32Array);
    }
  const found = best as Int32Array | null;
  if (found) found[v >> 5] = (found[v >> 5] as number) | (1 << (v & 31));
  return found;
}
