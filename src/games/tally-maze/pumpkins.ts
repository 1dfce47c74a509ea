import { DOWN, RIGHT } from './maze.ts';

/**
 * Moving in a maze, and PLT's rule for the pumpkins. Cells are numbered row by row, `y * w + x`.
 * The walls are those of `mazeWalls`: RIGHT and DOWN bits for the open edges of each cell.
 */

export const DIRECTIONS = ['up', 'right', 'down', 'left'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The cell one step in `dir` from `cell` if no wall (nor the border) is in the way, else -1. */
export function stepTo(walls: Uint8Array, w: number, cell: number, dir: Direction): number {
  const x = cell % w;
  switch (dir) {
    case 'up':
      return cell >= w && (walls[cell - w] as number) & DOWN ? cell - w : -1;
    case 'down':
      return (walls[cell] as number) & DOWN ? cell + w : -1;
    case 'left':
      return x > 0 && (walls[cell - 1] as number) & RIGHT ? cell - 1 : -1;
    case 'right':
      return (walls[cell] as number) & RIGHT ? cell + 1 : -1;
  }
}

/** The direction from `from` to the neighbouring cell `to`. */
export function directionOf(w: number, from: number, to: number): Direction {
  if (to === from - w) return 'up';
  if (to === from + w) return 'down';
  if (to === from - 1) return 'left';
  if (to === from + 1) return 'right';
  throw new Error(`cells ${from} and ${to} are not neighbours`);
}

export const isOpen = (walls: Uint8Array, w: number, a: number, b: number): boolean =>
  DIRECTIONS.some((d) => stepTo(walls, w, a, d) === b);

/**
 * Every cell's distance to `target` and its first step towards it. A maze is a tree, so the path
 * is unique: PLT's depth-first search finds the same step whatever order it tries neighbours in.
 */
export interface Paths {
  readonly dist: Int16Array;
  /** The next cell on the way to the target; the target itself there. */
  readonly next: Int16Array;
}

export function pathsTo(walls: Uint8Array, w: number, target: number): Paths {
  // 16 bits suffice for 30×30 = 900 cells, and the solver keeps many of these.
  const dist = new Int16Array(walls.length).fill(-1);
  const next = new Int16Array(walls.length).fill(-1);
  dist[target] = 0;
  next[target] = target;
  const queue = [target];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head] as number;
    for (const dir of DIRECTIONS) {
      const n = stepTo(walls, w, cell, dir);
      if (n >= 0 && dist[n] === -1) {
        dist[n] = (dist[cell] as number) + 1;
        next[n] = cell;
        queue.push(n);
      }
    }
  }
  return { dist, next };
}

/**
 * Where PLT's pumpkins go, both deciding on the cells before either moves. The one closer to
 * the player in the current maze (pumpkin 1 on a tie) chases: one step along its path. The other
 * lies in wait: it takes the first step of its path in the next maze, if that step is open in
 * the current one, else it stays. `here` and `ahead` are the current and next maze's paths to the
 * player.
 */
export function pumpkinTargets(
  walls: Uint8Array,
  w: number,
  here: Paths,
  ahead: Paths,
  pumpkins: readonly [number, number],
): [number, number] {
  const [a, b] = pumpkins;
  const wait = (p: number) => {
    const step = ahead.next[p] as number;
    return isOpen(walls, w, p, step) ? step : p;
  };
  return (here.dist[a] as number) <= (here.dist[b] as number)
    ? [here.next[a] as number, wait(b)]
    : [wait(a), here.next[b] as number];
}
