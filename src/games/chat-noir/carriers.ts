import { add, type Board, has, INF, popcount } from './board.ts';

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
  let level = 0;
  for (const v of order) {
    const d = dist[v] as number;
    if (d > 1 && level <= 1) {
      ladders(board, blocked, dist, carrier, order);
      level = d;
    }
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
  if (level <= 1) ladders(board, blocked, dist, carrier, order);
  return carrier;
}

/**
 * Ladder escapes along the edge: the cat on v, one step from the edge with one open edge circle
 * x beside it, escapes through x unless the player blocks x; then v is two steps away and its
 * neighbour s one step away is a best step, so v carries {v, x} with the carrier of s when that
 * holds neither (s keeps its distance, the cat steps there with the player to block next). Built
 * from the circles with two open edge circles outward, along the ladders that run into them.
 */
function ladders(
  board: Board,
  blocked: Uint8Array,
  dist: Int32Array,
  carrier: (Int32Array | null)[],
  order: readonly number[],
) {
  const { nbr, edge } = board;
  const work: number[] = [];
  for (const v of order) {
    if (dist[v] !== 1) continue;
    if (carrier[v]) work.push(v);
  }
  for (let i = 0; i < work.length; i++) {
    const s = work[i] as number;
    const cs = carrier[s] as Int32Array;
    for (let j = s * 6; j < s * 6 + 6; j++) {
      const v = nbr[j] as number;
      if (v < 0 || dist[v] !== 1 || carrier[v] || has(cs, v)) continue;
      let x = -1;
      let exits = 0;
      for (let k = v * 6; k < v * 6 + 6; k++) {
        const m = nbr[k] as number;
        if (m >= 0 && blocked[m] === 0 && edge[m] === 1) {
          x = m;
          exits++;
        }
      }
      if (exits !== 1 || has(cs, x)) continue;
      const c = cs.slice();
      add(c, v);
      add(c, x);
      carrier[v] = c;
      work.push(v);
    }
  }
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
