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
}

/** A flow network rebuilt per query; small (two nodes a circle plus the edge). */
class Network {
  readonly head: Int32Array;
  to: number[] = [];
  cap: number[] = [];
  next: number[] = [];
  constructor(nodes: number) {
    this.head = new Int32Array(nodes).fill(-1);
  }
  arc(a: number, b: number, c: number) {
    for (const [x, y, k] of [
      [a, b, c],
      [b, a, 0],
    ] as const) {
      this.to.push(y);
      this.cap.push(k);
      this.next.push(this.head[x] as number);
      this.head[x] = this.to.length - 1;
    }
  }
  /** Nodes reachable from `from` over arcs with room left, with the arc used to reach each. */
  reach(from: number, via: Int32Array): Uint8Array {
    const seen = new Uint8Array(this.head.length);
    const queue = [from];
    seen[from] = 1;
    for (let h = 0; h < queue.length; h++) {
      const a = queue[h] as number;
      for (let e = this.head[a] as number; e >= 0; e = this.next[e] as number) {
        const b = this.to[e] as number;
        if (!seen[b] && (this.cap[e] as number) > 0) {
          seen[b] = 1;
          via[b] = e;
          queue.push(b);
        }
      }
    }
    return seen;
  }
}

/**
 * A race the blocker surely wins from this position (the blocker to move, the cat on `cat`), or
 * null when no cut tried gives one. `fromCat`: the cat's steps to every circle (≥ BIG where none).
 */
export function raceWin(
  board: RaceBoard,
  blocked: Uint8Array,
  cat: number,
  fromCat: Int32Array,
): RaceWin | null {
  let far = 0;
  for (let v = 0; v < board.n; v++) {
    if (!blocked[v] && board.edge[v] && (fromCat[v] as number) < BIG) {
      far = far === 0 ? (fromCat[v] as number) : Math.min(far, fromCat[v] as number);
    }
  }
  // r runs up to the cat's distance to the nearest open edge circle: beyond it the circles
  // kept out of the cut include an edge circle, and nothing cuts them off.
  for (let r = 1; r <= far; r++) {
    const win = raceAt(board, blocked, cat, fromCat, r);
    if (win) return win;
  }
  return null;
}

function raceAt(
  board: RaceBoard,
  blocked: Uint8Array,
  cat: number,
  fromCat: Int32Array,
  r: number,
): RaceWin | null {
  const { n, nbr, edge } = board;
  const source = 2 * n;
  const net = new Network(2 * n + 1);
  for (let v = 0; v < n; v++) {
    if (blocked[v] || (fromCat[v] as number) >= BIG) continue;
    net.arc(2 * v, 2 * v + 1, (fromCat[v] as number) < r ? BIG : 1);
    if (edge[v]) net.arc(source, 2 * v, BIG);
    for (let j = v * 6; j < v * 6 + 6; j++) {
      const m = nbr[j] as number;
      if (m >= 0 && !blocked[m] && (fromCat[m] as number) < BIG) net.arc(2 * v + 1, 2 * m, BIG);
    }
  }
  const sink = 2 * cat;
  const via = new Int32Array(2 * n + 1);
  // The wall needs no more circles than the cat's steps to its farthest: stop the flow there.
  const limit = 6 * r + 6;
  let flow = 0;
  for (;;) {
    const seen = net.reach(source, via);
    if (!seen[sink]) break;
    if (++flow > limit) return null;
    for (let b = sink; b !== source; ) {
      const e = via[b] as number;
      net.cap[e] = (net.cap[e] as number) - 1;
      net.cap[e ^ 1] = (net.cap[e ^ 1] as number) + 1;
      b = net.to[e ^ 1] as number;
    }
  }
  const seen = net.reach(source, via);
  const wall: number[] = [];
  for (let v = 0; v < n; v++) if (seen[2 * v] && !seen[2 * v + 1]) wall.push(v);
  wall.sort((a, b) => (fromCat[a] as number) - (fromCat[b] as number));
  if (wall.length === 0) return null;
  for (const [i, v] of wall.entries()) if ((fromCat[v] as number) < i + 1) return null;
  return { blocks: wall.length, block: wall[0] as number };
}
