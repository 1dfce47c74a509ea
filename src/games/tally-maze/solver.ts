import { type TaskContext, throwIfStopped } from '../../core/task.ts';
import { mazeCount, wallsOf } from './maze.ts';
import { Positions } from './positions.ts';
import { DIRECTIONS, type Direction, isOpen, type Paths, pathsTo, stepTo } from './pumpkins.ts';
import { exitOf, type TallyMazeMove, type TallyMazeState } from './rules.ts';

/**
 * The shortest way to win: an A* search over your actions (steps, stay, `n`), the pumpkins
 * answering by PLT's rule, over positions (maze offset from the current board, your cell, each
 * pumpkin's cell). An action moves you one cell at most, so the distance to the exit as the crow
 * steps (|dx| + |dy|) never overestimates: the first win found has the fewest actions, and the
 * search looks mostly at lines heading for the exit instead of every line breadth first.
 */

export interface SolveLimits {
  /** The most actions a line may have. */
  readonly depth: number;
  /** The most positions searched. */
  readonly nodes: number;
  /** Whether `n` may be pressed (PLT's own test searches without). */
  readonly next: boolean;
}

export interface Solution {
  /** Your actions from the position to a win; null when none was found within the limits. */
  readonly moves: TallyMazeMove[] | null;
  /** Positions reached. */
  readonly nodes: number;
  /** The search stopped at the position limit: there may be a win within `depth` unseen. */
  readonly cut: boolean;
  /**
   * No win at all, however long the line: every reachable position was searched and none was
   * left unexpanded for the depth limit (the positions are finite: a small maze's numbers wrap,
   * and without `n` there is one maze).
   */
  readonly unwinnable: boolean;
}

const ACTIONS: readonly TallyMazeMove[] = [...DIRECTIONS, 'stay', 'next'];
const NEXT = ACTIONS.indexOf('next');
const STAY = ACTIONS.indexOf('stay');

export function solve(
  s: TallyMazeState,
  limits: SolveLimits,
  context: TaskContext = { progress: () => {}, stopped: () => false },
): Solution {
  // Actions and offsets are kept in 16 bits.
  if (!(limits.depth >= 0 && limits.depth <= 60_000)) {
    throw new RangeError(`the depth limit must be from 0 to 60000, not ${limits.depth}`);
  }
  const { width: w, height: h } = s;
  const cells = w * h;
  const exit = exitOf(s);
  const count = mazeCount(w, h);
  const board = BigInt(s.board);
  const stop = throwIfStopped(context);
  // Offsets repeat after `count` mazes: on small sizes the search meets the same maze again.
  const wrap = count <= BigInt(limits.depth + 2) ? Number(count) : 0;
  const offsetKey = (off: number) => (wrap ? off % wrap : off);
  const walls: Uint8Array[] = [];
  const wallsAt = (off: number) => {
    const k = offsetKey(off);
    let found = walls[k];
    if (!found) {
      found = wallsOf(w, h, (board + BigInt(off)) % count);
      walls[k] = found;
    }
    return found;
  };
  const paths: Paths[] = [];
  const pathsAt = (off: number, cell: number) => {
    const k = offsetKey(off) * cells + cell;
    let found = paths[k];
    if (!found) {
      found = pathsTo(wallsAt(off), w, cell);
      paths[k] = found;
    }
    return found;
  };
  const toExit = (cell: number) => w - 1 - (cell % w) + (h - 1 - Math.floor(cell / w));

  // The positions, offsets keyed (wrapped on small sizes), and buckets of their indices by
  // f = actions + distance to the exit; last in, first out within one.
  const at = new Positions();
  const buckets: number[][] = [];
  const push = (i: number) => {
    const f = (at.g[i] as number) + toExit(at.you[i] as number);
    let bucket = buckets[f];
    if (!bucket) {
      bucket = [];
      buckets[f] = bucket;
    }
    bucket.push(i);
  };
  push(at.add(0, s.player, s.pumpkins[0], s.pumpkins[1], 0, -1, 0));

  const lineTo = (i: number, last: number): TallyMazeMove[] => {
    const moves = [ACTIONS[last] as TallyMazeMove];
    for (let j = i; at.parent[j] !== -1; j = at.parent[j] as number) {
      moves.push(ACTIONS[at.action[j] as number] as TallyMazeMove);
    }
    return moves.reverse();
  };

  let popped = 0;
  let cut = false;
  let deep = false;
  for (let f = 0; f < buckets.length; f++) {
    const bucket = buckets[f];
    while (bucket && bucket.length > 0) {
      const i = bucket.pop() as number;
      const o = at.offset[i] as number;
      const y = at.you[i] as number;
      const a1 = at.p1[i] as number;
      const b1 = at.p2[i] as number;
      const gi = at.g[i] as number;
      if (gi + toExit(y) !== f) continue; // reached again in fewer actions, and queued then
      if (gi >= limits.depth) {
        deep = true;
        continue;
      }
      if ((++popped & 1023) === 0) {
        stop();
        context.progress(Math.min(1, Math.max(f / limits.depth, at.size / limits.nodes)));
      }
      for (let act = 0; act < ACTIONS.length; act++) {
        if (act === NEXT && !limits.next) continue;
        const o2 = act === NEXT ? offsetKey(o + 1) : o;
        const here = wallsAt(o2);
        const y2 = act >= STAY ? y : stepTo(here, w, y, ACTIONS[act] as Direction);
        if (y2 < 0) continue;
        let a2 = a1;
        let b2 = b1;
        if (y2 !== a1 && y2 !== b1) {
          // PLT's pumpkins (pumpkins.ts, inlined): the closer chases, the other lies in wait.
          const now = pathsAt(o2, y2);
          const ahead = pathsAt(o2 + 1, y2);
          if ((now.dist[a1] as number) <= (now.dist[b1] as number)) {
            a2 = now.next[a1] as number;
            const step = ahead.next[b1] as number;
            if (isOpen(here, w, b1, step)) b2 = step;
          } else {
            b2 = now.next[b1] as number;
            const step = ahead.next[a1] as number;
            if (isOpen(here, w, a1, step)) a2 = step;
          }
        }
        if (y2 === exit) {
          return { moves: lineTo(i, act), nodes: at.size, cut: false, unwinnable: false };
        }
        if (y2 === a2 || y2 === b2) continue;
        const known = at.find(o2, y2, a2, b2);
        if (known >= 0) {
          if ((at.g[known] as number) <= gi + 1) continue;
          at.g[known] = gi + 1;
          at.parent[known] = i;
          at.action[known] = act;
          push(known);
          continue;
        }
        if (at.size >= limits.nodes) {
          cut = true;
          continue;
        }
        push(at.add(o2, y2, a2, b2, gi + 1, i, act));
      }
    }
  }
  return { moves: null, nodes: at.size, cut, unwinnable: !cut && !deep };
}
