import { type TaskContext, throwIfStopped } from '../../core/task.ts';
import { mazeCount, wallsOf } from './maze.ts';
import { DIRECTIONS, type Paths, pathsTo, pumpkinTargets, stepTo } from './pumpkins.ts';
import { exitOf, type TallyMazeMove, type TallyMazeState } from './rules.ts';

/**
 * The shortest way to win: a breadth-first search over your actions (steps, stay, `n`), the
 * pumpkins answering by PLT's rule, over positions (maze offset from the current board, your
 * cell, each pumpkin's cell). Breadth first, so the first win found has the fewest actions.
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
  /** Every line of up to this many actions was searched. */
  readonly depth: number;
  /** No win at all: every position reachable within the limits was searched and none is left. */
  readonly exhausted: boolean;
}

const ACTIONS: readonly TallyMazeMove[] = [...DIRECTIONS, 'stay', 'next'];
const DEAD = -1;
const WON = -2;

export function solve(
  s: TallyMazeState,
  limits: SolveLimits,
  context: TaskContext = { progress: () => {}, stopped: () => false },
): Solution {
  const { width: w, height: h } = s;
  const cells = w * h;
  const exit = exitOf(s);
  const count = mazeCount(w, h);
  const board = BigInt(s.board);
  const stop = throwIfStopped(context);
  // Offsets repeat after `count` mazes: on small sizes the search meets the same maze again.
  const offsetKey = (off: number) => (count < 1_000_000n ? off % Number(count) : off);
  const walls = new Map<number, Uint8Array>();
  const wallsAt = (off: number) => {
    const k = offsetKey(off);
    let found = walls.get(k);
    if (!found) {
      found = wallsOf(w, h, (board + BigInt(off)) % count);
      walls.set(k, found);
    }
    return found;
  };
  const paths = new Map<number, Paths>();
  const pathsAt = (off: number, cell: number) => {
    const k = offsetKey(off) * cells + cell;
    let found = paths.get(k);
    if (!found) {
      found = pathsTo(wallsAt(off), w, cell);
      paths.set(k, found);
    }
    return found;
  };

  // Position i: offset, your cell, pumpkins' cells; how it was reached.
  const off: number[] = [0];
  const you: number[] = [s.player];
  const p1: number[] = [s.pumpkins[0]];
  const p2: number[] = [s.pumpkins[1]];
  const parent: number[] = [-1];
  const action: number[] = [-1];
  const keyOf = (o: number, y: number, a: number, b: number) =>
    ((offsetKey(o) * cells + y) * cells + a) * cells + b;
  const seen = new Set<number>([keyOf(0, s.player, s.pumpkins[0], s.pumpkins[1])]);

  const lineTo = (i: number, last: number): TallyMazeMove[] => {
    const moves = [ACTIONS[last] as TallyMazeMove];
    for (let j = i; parent[j] !== -1; j = parent[j] as number) {
      moves.push(ACTIONS[action[j] as number] as TallyMazeMove);
    }
    return moves.reverse();
  };

  let levelStart = 0;
  for (let depth = 0; depth < limits.depth; depth++) {
    const levelEnd = off.length;
    if (levelStart === levelEnd) return { moves: null, nodes: off.length, depth, exhausted: true };
    for (let i = levelStart; i < levelEnd; i++) {
      if ((i & 1023) === 0) {
        stop();
        context.progress(Math.min(1, Math.max(depth / limits.depth, off.length / limits.nodes)));
      }
      const o = off[i] as number;
      for (let a = 0; a < ACTIONS.length; a++) {
        const act = ACTIONS[a] as TallyMazeMove;
        if (act === 'next' && !limits.next) continue;
        const o2 = act === 'next' ? o + 1 : o;
        const here = wallsAt(o2);
        const y = you[i] as number;
        const y2 = act === 'next' || act === 'stay' ? y : stepTo(here, w, y, act);
        if (y2 < 0) continue;
        const [a1, b1] = [p1[i] as number, p2[i] as number];
        let outcome: number;
        let pumpkins: [number, number] = [a1, b1];
        if (y2 === a1 || y2 === b1) outcome = y2 === exit ? WON : DEAD;
        else {
          pumpkins = pumpkinTargets(here, w, pathsAt(o2, y2), pathsAt(o2 + 1, y2), [a1, b1]);
          outcome = y2 === exit ? WON : pumpkins.includes(y2) ? DEAD : 0;
        }
        if (outcome === WON)
          return { moves: lineTo(i, a), nodes: off.length, depth: depth + 1, exhausted: false };
        if (outcome === DEAD) continue;
        const k = keyOf(o2, y2, pumpkins[0], pumpkins[1]);
        if (seen.has(k)) continue;
        if (off.length >= limits.nodes)
          return { moves: null, nodes: off.length, depth, exhausted: false };
        seen.add(k);
        off.push(o2);
        you.push(y2);
        p1.push(pumpkins[0]);
        p2.push(pumpkins[1]);
        parent.push(i);
        action.push(a);
      }
    }
    levelStart = levelEnd;
  }
  const exhausted = levelStart === off.length;
  return { moves: null, nodes: off.length, depth: limits.depth, exhausted };
}
