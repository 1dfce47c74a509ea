import { type Board, bestSteps, catDistances, edgeDistances, INF } from './board.ts';
import type { RaceWin } from './race.ts';

/**
 * A wall the race (race.ts) cannot close on time by its count alone, played out: the blocker
 * follows one fixed rule (the exit beside the cat when it has one, else the open circle of the
 * wall the cat is nearest to) against every equally good step of the cat, to the end. The race
 * counts the cat's steps to every circle of the wall as if it could walk anywhere; the cat only
 * walks towards the edge, so it rarely reaches the wall's far circles in time. Exact: a rule
 * that traps the cat in every branch is a strategy, and any branch that does not (or `cap`
 * blocks spent over all branches) is no verdict, not an escape.
 */
export function wallProbe(
  board: Board,
  blocked: Uint8Array,
  cat: number,
  wall: readonly number[],
  cap: number,
  /**
   * Told each position of a play-out that traps the cat (`blocked` as it stands there, the cat
   * on `at`): the rule's block there and the blocks it takes at most from there.
   */
  visit?: (blocked: Uint8Array, at: number, block: number, blocks: number) => void,
): RaceWin | null {
  const scratch = scratchOf(board.n);
  let spent = 0;
  let first = -1;
  // Whether scratch.dist holds the edge distances of the board as it stands: a block's play
  // computes them for its first step's rule, and its deeper plays overwrite them.
  let fresh = false;
  const play = (at: number): number => {
    if (++spent > cap) return -1;
    if (!fresh) edgeDistances(board, blocked, scratch.dist, scratch.queue);
    const k = choose(board, blocked, at, wall, scratch);
    if (k < 0) return -1;
    if (first < 0) first = k;
    blocked[k] = 1;
    let result = -1;
    edgeDistances(board, blocked, scratch.dist, scratch.queue);
    if ((scratch.dist[at] as number) >= INF) result = 1;
    else {
      const steps = bestSteps(board, blocked, scratch.dist, at);
      let worst = 0;
      for (const s of steps) {
        fresh = s === steps[0];
        const r = board.edge[s] === 1 ? -1 : play(s);
        if (r < 0) {
          worst = -1;
          break;
        }
        worst = Math.max(worst, r);
      }
      result = worst < 0 ? -1 : worst + 1;
    }
    blocked[k] = 0;
    if (visit && result > 0) visit(blocked, at, k, result);
    return result;
  };
  const blocks = play(cat);
  return blocks > 0 ? { blocks, block: first, wall, played: true } : null;
}

/** Puts the wall's circles off the cat's shortest paths after those on them. */
const ON_PATH = 1000;

interface Scratch {
  readonly dist: Int32Array;
  readonly fromCat: Int32Array;
  readonly queue: Int16Array;
}
const scratches = new Map<number, Scratch>();
function scratchOf(n: number): Scratch {
  let s = scratches.get(n);
  if (!s) {
    s = { dist: new Int32Array(n), fromCat: new Int32Array(n), queue: new Int16Array(n) };
    scratches.set(n, s);
  }
  return s;
}

/**
 * The rule's block: the cat's one open edge neighbour, else the wall's circle nearest the cat.
 * `dist` holds the board's edge distances.
 */
function choose(
  board: Board,
  blocked: Uint8Array,
  cat: number,
  wall: readonly number[],
  { fromCat, queue, dist }: Scratch,
): number {
  let exit = -1;
  for (let j = cat * 6; j < cat * 6 + 6; j++) {
    const m = board.nbr[j] as number;
    if (m >= 0 && blocked[m] === 0 && board.edge[m] === 1) {
      if (exit >= 0) return -1;
      exit = m;
    }
  }
  if (exit >= 0) return exit;
  catDistances(board, blocked, cat, fromCat, queue);
  const D = dist[cat] as number;
  // The cat walks its shortest paths: the wall's circles on them come first.
  const cost = (k: number) =>
    (fromCat[k] as number) + ((fromCat[k] as number) + (dist[k] as number) === D ? 0 : ON_PATH);
  let best = -1;
  for (const k of wall) {
    if (blocked[k] === 1 || k === cat) continue;
    if (best < 0 || cost(k) < cost(best)) best = k;
  }
  return best >= 0 && (fromCat[best] as number) < INF ? best : -1;
}
