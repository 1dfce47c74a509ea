import { cells, isEdge, neighbours } from './rules.ts';

/**
 * The solver's fixed tables of a board size and its bitset and BFS helpers over a mutable
 * `blocked` array (1 blocked or off the board), shared by the search (solver.ts) and its static
 * escapes (carriers below). Typed arrays throughout: the search runs these at every position.
 */

export const INF = 0x3fff_ffff;

/** The board's fixed tables: neighbours six to a circle (-1 where none), edge circles. */
export interface Board {
  readonly size: number;
  readonly n: number;
  readonly words: number;
  readonly nbr: Int16Array;
  readonly edge: Uint8Array;
  readonly edgeCells: Int16Array;
}

const boards = new Map<number, Board>();

export function boardOf(size: number): Board {
  let board = boards.get(size);
  if (!board) {
    const n = size * size;
    const nbr = new Int16Array(n * 6).fill(-1);
    const edge = new Uint8Array(n);
    for (const c of cells(size)) {
      edge[c] = isEdge(size, c) ? 1 : 0;
      for (const [j, m] of neighbours(size, c).entries()) nbr[c * 6 + j] = m;
    }
    const edgeCells = Int16Array.from(cells(size).filter((c) => edge[c] === 1));
    board = { size, n, words: Math.ceil(n / 32), nbr, edge, edgeCells };
    boards.set(size, board);
  }
  return board;
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const has = (set: Int32Array, i: number): boolean =>
  ((set[i >> 5] as number) & (1 << (i & 31))) !== 0;

export const add = (set: Int32Array, i: number): void => {
  set[i >> 5] = (set[i >> 5] as number) | (1 << (i & 31));
};

export const union = (into: Int32Array, from: Int32Array): void => {
  for (let w = 0; w < into.length; w++) into[w] = (into[w] as number) | (from[w] as number);
};

/** BFS over open circles from `queue[0..tail)` (already at 0 in `dist`), filling `dist`. */
function spread(
  board: Board,
  blocked: Uint8Array,
  dist: Int32Array,
  queue: Int16Array,
  tail0: number,
) {
  const { nbr } = board;
  let tail = tail0;
  for (let head = 0; head < tail; head++) {
    const a = queue[head] as number;
    const d = (dist[a] as number) + 1;
    for (let j = a * 6; j < a * 6 + 6; j++) {
      const b = nbr[j] as number;
      if (b >= 0 && blocked[b] === 0 && dist[b] === INF) {
        dist[b] = d;
        queue[tail++] = b;
      }
    }
  }
}

/** Steps to the edge over open circles from every circle, into `dist` (INF where none). */
export function edgeDistances(
  board: Board,
  blocked: Uint8Array,
  dist: Int32Array,
  queue: Int16Array,
) {
  dist.fill(INF);
  let tail = 0;
  for (const e of board.edgeCells) {
    if (blocked[e] === 0) {
      dist[e] = 0;
      queue[tail++] = e;
    }
  }
  spread(board, blocked, dist, queue, tail);
}

/** The cat's steps to every circle over open circles, into `dist` (INF where none). */
export function catDistances(
  board: Board,
  blocked: Uint8Array,
  cat: number,
  dist: Int32Array,
  queue: Int16Array,
) {
  dist.fill(INF);
  dist[cat] = 0;
  queue[0] = cat;
  spread(board, blocked, dist, queue, 1);
}

/** The cat's best steps from `cat`, with `dist` the edge distances of the board. */
export function bestSteps(
  board: Board,
  blocked: Uint8Array,
  dist: Int32Array,
  cat: number,
): number[] {
  const out: number[] = [];
  const best = (dist[cat] as number) - 1;
  for (let j = cat * 6; j < cat * 6 + 6; j++) {
    const m = board.nbr[j] as number;
    if (m >= 0 && blocked[m] === 0 && dist[m] === best) out.push(m);
  }
  return out;
}

/** Adds a shortest path from `from` to the edge (`from` included) to `support`. */
export function addPath(
  board: Board,
  blocked: Uint8Array,
  support: Int32Array,
  dist: Int32Array,
  from: number,
) {
  let at = from;
  for (;;) {
    add(support, at);
    const d = dist[at] as number;
    if (d === 0) return;
    // Prefer a circle the support already holds: smaller supports, fewer blocks to search.
    let next = -1;
    for (let j = at * 6; j < at * 6 + 6; j++) {
      const m = board.nbr[j] as number;
      if (m >= 0 && blocked[m] === 0 && dist[m] === d - 1 && (next < 0 || has(support, m)))
        next = m;
    }
    at = next;
  }
}

/**
 * The share of the cat's shortest paths to the edge that pass through each circle, into `share`
 * (0 off them): paths counted forward from the cat and back from the edge over the circles with
 * `fromCat + toEdge = toEdge[cat]`. A block there lengthens that share of the cat's ways out.
 */
export function pathShares(
  board: Board,
  fromCat: Int32Array,
  toEdge: Int32Array,
  cat: number,
  share: Float64Array,
  order: Int16Array,
) {
  const { n, nbr } = board;
  const D = toEdge[cat] as number;
  share.fill(0);
  let count = 0;
  for (let d = 0; d <= D; d++)
    for (let v = 0; v < n; v++)
      if (fromCat[v] === d && (toEdge[v] as number) === D - d) order[count++] = v;
  // m follows v on a shortest path from the cat to the edge.
  const next = (v: number, m: number) =>
    m >= 0 && fromCat[m] === (fromCat[v] as number) + 1 && toEdge[m] === (toEdge[v] as number) - 1;
  const forward = new Float64Array(n);
  const back = new Float64Array(n);
  forward[cat] = 1;
  for (let i = 0; i < count; i++) {
    const v = order[i] as number;
    for (let j = v * 6; j < v * 6 + 6; j++) {
      const m = nbr[j] as number;
      if (next(v, m)) forward[m] = (forward[m] as number) + (forward[v] as number);
    }
  }
  for (let i = count - 1; i >= 0; i--) {
    const v = order[i] as number;
    if (toEdge[v] === 0) back[v] = 1;
    for (let j = v * 6; j < v * 6 + 6; j++) {
      const m = nbr[j] as number;
      if (next(v, m)) back[v] = (back[v] as number) + (back[m] as number);
    }
  }
  const total = back[cat] as number;
  for (let i = 0; i < count; i++) {
    const v = order[i] as number;
    share[v] = ((forward[v] as number) * (back[v] as number)) / total;
  }
}
