/**
 * A check on the safety search, independent of it: a whole finite game graph valued backwards
 * from its ends (retrograde analysis), for tests. What never gets a value is a draw: neither
 * side can force a win, however long the game. (3×3 Gobblet's own graphs are too large for a
 * test: a position with every piece on the board reaches millions of positions.)
 */

/** A position: `won` when the mover has a move that wins at once; else its other moves. */
export interface GraphNode {
  readonly won: boolean;
  /** The positions after the mover's moves that do not lose at once (none: the mover lost). */
  readonly children: readonly number[];
}

/** For the mover: a forced win or loss in `plies`, or a draw. */
export type Verdict = { kind: 'win' | 'loss'; plies: number } | { kind: 'draw' };

/** Every node's value, in order of distance, so each is the fastest win or the slowest loss. */
export function retrograde(nodes: readonly GraphNode[]): Verdict[] {
  const values: Verdict[] = nodes.map(() => ({ kind: 'draw' }));
  const parents: number[][] = nodes.map(() => []);
  const open = nodes.map((n) => new Set(n.children).size);
  nodes.forEach((n, i) => {
    for (const c of new Set(n.children)) (parents[c] as number[]).push(i);
  });
  const queue: number[] = [];
  nodes.forEach((n, i) => {
    if (n.won) values[i] = { kind: 'win', plies: 1 };
    else if (n.children.length === 0) values[i] = { kind: 'loss', plies: 1 };
    else return;
    queue.push(i);
  });
  // Every end is 1 ply away, and each value found is one more than the one that settled it, so
  // the queue stays in order of distance: a win is settled by its fastest losing child, a loss
  // by its last (slowest) winning child.
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q] as number;
    const v = values[i] as { kind: 'win' | 'loss'; plies: number };
    for (const p of parents[i] as number[]) {
      if (values[p]?.kind !== 'draw') continue;
      if (v.kind === 'loss') {
        values[p] = { kind: 'win', plies: v.plies + 1 };
        queue.push(p);
      } else if (--(open[p] as number) === 0) {
        values[p] = { kind: 'loss', plies: v.plies + 1 };
        queue.push(p);
      }
    }
  }
  return values;
}
