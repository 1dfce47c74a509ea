import { quietTask, type TaskContext } from '../../core/task.ts';
import { cutSizeAtMost } from './cut.ts';
import {
  type ChatNoirState,
  catSteps,
  distancesFrom,
  edgeDistances,
  isEdge,
  shortestPathCells,
} from './rules.ts';

/**
 * The blocker's solver: can the player wall the cat in within `k` blocks whatever equally good
 * step the cat draws each time? An AND-OR search, depth-first with iterative deepening: an OR
 * over the player's blocks, an AND over the cat's best steps, a transposition table of the
 * depths known to win and to fail for each (blocked circles, cat) position.
 */

export interface Verdict {
  /** The fewest blocks that surely trap the cat, with a block that does it; null if none found. */
  readonly trap: { readonly blocks: number; readonly block: number } | null;
  /** The deepest limit searched to the end: no sure trap in fewer blocks than this plus one. */
  readonly depth: number;
  /** Positions searched. */
  readonly nodes: number;
  /** The search was cut short (budget or stop) before reaching `maxDepth`. */
  readonly cut: boolean;
}

class Cut extends Error {}

/** Whether some circle within `k` − 1 steps of the cat can be cut off the edge by `k` blocks. */
function cuttable(size: number, blocked: readonly boolean[], cat: number, k: number): boolean {
  const from = distancesFrom(size, blocked, cat);
  for (let i = 0; i < from.length; i++) {
    if ((from[i] as number) <= k - 1 && cutSizeAtMost(size, blocked, i, k) <= k) return true;
  }
  return false;
}

/** Open circles the cat can reach (but its own): blocks elsewhere change nothing for it. */
function region(size: number, blocked: readonly boolean[], cat: number): number[] {
  const from = distancesFrom(size, blocked, cat);
  const out: number[] = [];
  for (let i = 0; i < from.length; i++) {
    if (i !== cat && from[i] !== Number.POSITIVE_INFINITY) out.push(i);
  }
  return out;
}

/**
 * Blocks that could trap the cat at once: a circle that cuts the cat from the edge lies on every
 * path, so on every shortest path, so it is alone in its layer of shortest-path circles.
 */
function cutCandidates(state: ChatNoirState): number[] {
  const { size, blocked, cat } = state;
  const fromCat = distancesFrom(size, blocked, cat);
  const layers = new Map<number, number[]>();
  for (const i of shortestPathCells(state)) {
    const d = fromCat[i] as number;
    layers.set(d, [...(layers.get(d) ?? []), i]);
  }
  return [...layers.values()].filter((l) => l.length === 1).map((l) => l[0] as number);
}

export function solve(
  state: ChatNoirState,
  maxDepth: number,
  context: Pick<TaskContext, 'stopped' | 'progress'> = quietTask,
  budget = Number.POSITIVE_INFINITY,
): Verdict {
  const { size } = state;
  let nodes = 0;
  /** Per position: the smallest depth known to win, the largest known to fail. */
  const wins = new Map<string, number>();
  const fails = new Map<string, number>();
  const keyOf = (blocked: readonly boolean[], cat: number) =>
    `${cat}:${blocked.map((b) => (b ? 1 : 0)).join('')}`;

  /** A block that traps the cat within `k` blocks whatever it draws, or -1. */
  function win(blocked: readonly boolean[], cat: number, k: number): number {
    if (++nodes > budget || (nodes % 256 === 0 && context.stopped())) throw new Cut();
    const key = keyOf(blocked, cat);
    if ((fails.get(key) ?? 0) >= k) return -1;
    if (k > 1 && !cuttable(size, blocked, cat, k)) {
      fails.set(key, k);
      return -1;
    }
    const here = { size, blocked, cat, catToMove: false, blocks: 0 };
    const candidates =
      k === 1 ? cutCandidates(here) : orderBlocks(here, region(size, blocked, cat));
    for (const b of candidates) {
      const next = blocked.slice();
      next[b] = true;
      if (edgeDistances(size, next)[cat] === Number.POSITIVE_INFINITY) {
        wins.set(key, 1);
        return b;
      }
      if (k === 1) continue;
      const steps = catSteps(size, next, cat);
      if (steps.every((s) => !isEdge(size, s) && win(next, s, k - 1) >= 0)) {
        wins.set(key, Math.min(wins.get(key) ?? k, k));
        return b;
      }
    }
    fails.set(key, Math.max(fails.get(key) ?? 0, k));
    return -1;
  }

  let depth = 0;
  try {
    for (let k = 1; k <= maxDepth; k++) {
      const block = win(state.blocked, state.cat, k);
      if (block >= 0) return { trap: { blocks: k, block }, depth: k - 1, nodes, cut: false };
      depth = k;
      context.progress(k / maxDepth);
    }
  } catch (e) {
    if (!(e instanceof Cut)) throw e;
    return { trap: null, depth, nodes, cut: true };
  }
  return { trap: null, depth, nodes, cut: false };
}

/** Circles on the cat's shortest paths first, nearest the cat first: they are the likely blocks. */
function orderBlocks(state: ChatNoirState, open: number[]): number[] {
  const onPath = new Set(shortestPathCells(state));
  const fromCat = distancesFrom(state.size, state.blocked, state.cat);
  const rank = (i: number) => (onPath.has(i) ? 0 : 1000) + (fromCat[i] as number);
  return [...open].sort((a, b) => rank(a) - rank(b) || a - b);
}

/**
 * A good block when no sure trap is in sight: the one that pushes the cat furthest from the
 * edge, then leaves it the fewest best steps, then the lowest index.
 */
export function greedyBlock(state: ChatNoirState): number | null {
  const { size, blocked, cat } = state;
  let best: number | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const b of region(size, blocked, cat)) {
    const next = blocked.slice();
    next[b] = true;
    const dist = edgeDistances(size, next)[cat] as number;
    if (dist === Number.POSITIVE_INFINITY) return b;
    const score = dist * 10 - catSteps(size, next, cat).length;
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  }
  return best;
}
