import { cells, isEdge, neighbours } from './rules.ts';

/**
 * The fewest circles to block to cut `from` off the edge (a minimum vertex cut, by max-flow
 * with unit capacities on the circles), counted up to `limit + 1`: the search only needs to know
 * whether it is at most `limit`. `from` itself cannot be blocked; an open edge circle cannot be
 * cut off at all.
 */
export function cutSizeAtMost(
  size: number,
  blocked: readonly boolean[],
  from: number,
  limit: number,
): number {
  if (isEdge(size, from)) return limit + 1;
  const n = size * size;
  const sink = 2 * n;
  // Node 2v is v's entry, 2v + 1 its exit; the edge v-entry → v-exit carries v's capacity.
  const head: number[] = new Array(2 * n + 1).fill(-1);
  const to: number[] = [];
  const cap: number[] = [];
  const next: number[] = [];
  const add = (a: number, b: number, c: number) => {
    to.push(b, a);
    cap.push(c, 0);
    next.push(head[a] as number, head[b] as number);
    head[a] = to.length - 2;
    head[b] = to.length - 1;
  };
  const BIG = 1 << 20;
  for (const v of cells(size)) {
    if (blocked[v]) continue;
    add(2 * v, 2 * v + 1, v === from ? BIG : 1);
    for (const w of neighbours(size, v)) if (!blocked[w]) add(2 * v + 1, 2 * w, BIG);
    if (isEdge(size, v)) add(2 * v + 1, sink, BIG);
  }
  const source = 2 * from;
  let flow = 0;
  const via: number[] = new Array(2 * n + 1);
  while (flow <= limit) {
    via.fill(-2);
    via[source] = -1;
    const queue = [source];
    for (let h = 0; h < queue.length && via[sink] === -2; h++) {
      const a = queue[h] as number;
      for (let e = head[a] as number; e >= 0; e = next[e] as number) {
        const b = to[e] as number;
        if ((cap[e] as number) > 0 && via[b] === -2) {
          via[b] = e;
          queue.push(b);
        }
      }
    }
    if (via[sink] === -2) break;
    for (let b = sink; b !== source; ) {
      const e = via[b] as number;
      cap[e] = (cap[e] as number) - 1;
      cap[e ^ 1] = (cap[e ^ 1] as number) + 1;
      b = to[e ^ 1] as number;
    }
    flow++;
  }
  return flow;
}
