/**
 * Static wins for the blocker: a race to close a wall. Take a set K of open circles that cuts the
 * cat off from the edge (every path from the cat to the edge crosses K), and let t(k) be the cat's
 * steps to k over open circles. Block K in increasing t: the i-th block is placed after the cat
 * has made i − 1 steps, so when the i-th smallest t is at least i, the cat never stands on a
 * circle of K before it is blocked, never crosses K, and is walled in after |K| blocks at most,
 * whatever steps it draws. This settles at once the long forced endings (ladders along the edge
 * into a blocked circle, a pocket whose last gaps are far from the cat) that a search expands
 * block by block.
 *
 * K is a minimum vertex cut between the edge and the circles within r − 1 steps of the cat (so
 * every circle of K is at least r steps away), for r = 1, 2, …: the cut nearest the edge, found
 * by augmenting paths on the circles split into an "in" and an "out" node of capacity one.
 */

const BIG = 0x3fff_ffff;

export interface RaceBoard {
  readonly n: number;
  /** Six neighbours a circle, -1 where none. */
  readonly nbr: Int16Array;
  readonly edge: Uint8Array;
}

export interface RaceWin {
  /** Blocks the race takes at most. */
  readonly blocks: number;
  /** The first block: the circle of the wall nearest the cat. */
  readonly block: number;
  /**
   * The wall, and how it is closed: in this order whatever the cat does (`played` false), or by
   * probe.ts's rule, which picks among its circles as the cat steps (`played` true).
   */
  readonly wall: readonly number[];
  readonly played: boolean;
}

/**
 * The flow network of one query: two nodes a circle plus the edge, arcs in typed arrays kept
 * between queries (the solver asks at every position; allocation was most of the cost).
 */
class Network {
  head: Int32Array = new Int32Array(0);
  to = new Int32Array(0);
  cap = new Int32Array(0);
  base = new Int32Array(0);
  next = new Int32Array(0);
  queue = new Int32Array(0);
  seen = new Uint8Array(0);
  via = new Int32Array(0);
  arcs = 0;
  reset(nodes: number) {
    if (this.head.length !== nodes) {
      const arcs = nodes * 16;
      this.head = new Int32Array(nodes);
      for (const k of ['to', 'cap', 'base', 'next'] as const) this[k] = new Int32Array(arcs);
      this.queue = new Int32Array(nodes);
      this.seen = new Uint8Array(nodes);
      this.via = new Int32Array(nodes);
    }
    this.head.fill(-1);
    this.arcs = 0;
  }
  /** An arc a → b of capacity c and its reverse; returns the arc's number. */
  arc(a: number, b: number, c: number): number {
    const e = this.arcs;
    this.to[e] = b;
    this.base[e] = c;
    this.next[e] = this.head[a] as number;
    this.head[a] = e;
    this.to[e + 1] = a;
    this.base[e + 1] = 0;
    this.next[e + 1] = this.head[b] as number;
    this.head[b] = e + 1;
    this.arcs += 2;
    return e;
  }
  /**
   * Searches depth first from `from` over arcs with room left, marking in `seen`, until `to` is
   * reached (true; `via` holds the path) or everything reachable is marked (false). Depth first
   * stops sooner than breadth first, which reaches the cat last: 10% less time a position, the
   * same flows and walls (the edge's side of a maximum flow's residual is the same for all).
   */
  path(from: number, to: number): boolean {
    const { seen, queue, via, head, next, cap } = this;
    const arcs = this.to;
    seen.fill(0);
    queue[0] = from;
    seen[from] = 1;
    let top = 1;
    while (top > 0) {
      const a = queue[--top] as number;
      for (let e = head[a] as number; e >= 0; e = next[e] as number) {
        const b = arcs[e] as number;
        if (!seen[b] && (cap[e] as number) > 0) {
          seen[b] = 1;
          via[b] = e;
          if (b === to) return true;
          queue[top++] = b;
        }
      }
    }
    return false;
  }
}

const net = new Network();

/**
 * A race the blocker surely wins from this position (the blocker to move, the cat on `cat`), or
 * null when no cut tried gives one. `fromCat`: the cat's steps to every circle (≥ BIG where none).
 */
export function raceWin(
  board: RaceBoard,
  blocked: Uint8Array,
  cat: number,
  fromCat: Int32Array,
  probe?: (wall: readonly number[]) => RaceWin | null,
): RaceWin | null {
  const { n, nbr, edge } = board;
  let far = BIG;
  let most = 0;
  const inner = new Int32Array(n).fill(-1);
  net.reset(2 * n + 1);
  const source = 2 * n;
  for (let v = 0; v < n; v++) {
    const t = fromCat[v] as number;
    if (blocked[v] || t >= BIG) continue;
    most = Math.max(most, t);
    if (edge[v]) {
      far = Math.min(far, t);
      net.arc(source, 2 * v, BIG);
    }
    inner[v] = net.arc(2 * v, 2 * v + 1, 1);
    for (let j = v * 6; j < v * 6 + 6; j++) {
      const m = nbr[j] as number;
      if (m >= 0 && !blocked[m] && (fromCat[m] as number) < BIG) net.arc(2 * v + 1, 2 * m, BIG);
    }
  }
  // r runs up to the cat's distance to the nearest open edge circle: beyond it the circles
  // kept out of the cut include an edge circle, and nothing cuts them off. Raising r only raises
  // capacities, so the flow of the last r stays feasible and is augmented, not found anew.
  if (far >= BIG) return null;
  net.cap.set(net.base.subarray(0, net.arcs));
  let flow = 0;
  let probed = '';
  for (let r = 1; r <= far; r++) {
    for (let v = 0; v < n; v++) {
      const e = inner[v] as number;
      if (e >= 0 && fromCat[v] === r - 1) net.cap[e] = BIG;
    }
    flow = augment(n, cat, flow, most);
    // A wall larger than the cat's steps to its farthest circle cannot win the race.
    if (flow > most) return null;
    const wall = wallAt(n, fromCat);
    if (wall.length === 0) continue;
    if (closesInTime(wall, fromCat))
      return { blocks: wall.length, block: wall[0] as number, wall, played: false };
    // The same wall often stands for several r: played out once.
    if (probe && wall.join() !== probed) {
      probed = wall.join();
      const win = probe(wall);
      if (win) return win;
    }
  }
  return null;
}

/**
 * Augments the flow from the edge to the cat to a maximum (or past `most`); returns it. At a
 * maximum, `net.seen` is left marking the nodes the edge reaches with room left.
 */
function augment(n: number, cat: number, from: number, most: number): number {
  const source = 2 * n;
  const sink = 2 * cat;
  let flow = from;
  for (;;) {
    if (!net.path(source, sink)) return flow;
    if (++flow > most) return flow;
    for (let b = sink; b !== source; ) {
      const e = net.via[b] as number;
      net.cap[e] = (net.cap[e] as number) - 1;
      net.cap[e ^ 1] = (net.cap[e ^ 1] as number) + 1;
      b = net.to[e ^ 1] as number;
    }
  }
}

/** The minimum cut nearest the edge of a maximum flow, nearest the cat first. */
function wallAt(n: number, fromCat: Int32Array): number[] {
  // The last search of augment, the one that found no path, marked what the edge still reaches.
  const seen = net.seen;
  const wall: number[] = [];
  for (let v = 0; v < n; v++) if (seen[2 * v] && !seen[2 * v + 1]) wall.push(v);
  return wall.sort((a, b) => (fromCat[a] as number) - (fromCat[b] as number));
}

/** Whether closing the wall nearest first wins the race: its i-th block before the cat's i-th step. */
function closesInTime(wall: readonly number[], fromCat: Int32Array): boolean {
  for (const [i, v] of wall.entries()) if ((fromCat[v] as number) < i + 1) return false;
  return true;
}
