import { type ChatNoirState, catSteps, distancesFrom, edgeDistances } from './rules.ts';

/**
 * A good block when the solver is undecided: the one that pushes the cat furthest from the
 * edge, then leaves it the fewest best steps, then the lowest index. Only circles the cat can
 * reach are tried (a block elsewhere changes nothing for it).
 */
export function greedyBlock(state: ChatNoirState): number | null {
  const { size, blocked, cat } = state;
  const reach = distancesFrom(size, blocked, cat);
  let best: number | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let b = 0; b < reach.length; b++) {
    if (b === cat || reach[b] === Number.POSITIVE_INFINITY) continue;
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
