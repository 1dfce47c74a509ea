import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../core/rng.ts';
import { type GraphNode, retrograde } from './retrograde.ts';
import { MOVER, OTHER, Safety, type SafetyGraph } from './safety.ts';

/**
 * Random game graphs with cycles: each node wins at once with a small chance, else has a few
 * moves to random nodes (none: every move loses at once). Small fan-outs and many nodes make
 * long cycles; `clump` sends moves to nearby nodes, so strongly connected pieces form.
 */
function randomGraph(rng: Rng, size: number, clump: boolean): GraphNode[] {
  return Array.from({ length: size }, (_, i) => {
    const won = rng.int(0, 99) < 8;
    const children = Array.from({ length: rng.int(0, 4) }, () =>
      clump ? (i + rng.int(-5, 5) + size) % size : rng.int(0, size - 1),
    );
    return { won, children };
  });
}

/** The graph as the safety search sees it; `promise` varies the order the keeper tries. */
function asSafetyGraph(nodes: readonly GraphNode[], rng: Rng): SafetyGraph<number> {
  const promise = nodes.map(() => rng.int(0, 9));
  return {
    key: (p) => p,
    expand: (p) => {
      const node = nodes[p] as GraphNode;
      return node.won ? 'won' : [...node.children];
    },
    proven: () => 0,
    promise: (k) => promise[k] as number,
  };
}

describe('the safety search', () => {
  it('agrees with a retrograde analysis on random graphs with cycles, wins, losses and draws', () => {
    const rng = createRng(17);
    const seen = { win: 0, loss: 0, draw: 0 };
    for (let g = 0; g < 300; g++) {
      const nodes = randomGraph(rng, rng.int(5, 120), g % 2 === 0);
      const truth = retrograde(nodes);
      // One search object for the whole graph: what one proof keeps must hold for the next.
      const safety = new Safety(asSafetyGraph(nodes, rng));
      const order = rng.shuffle(nodes.map((_, i) => i));
      for (const p of order) {
        const keeper = safety.isSafe(p, MOVER);
        const other = safety.isSafe(p, OTHER);
        const verdict = keeper && other ? 'draw' : keeper ? 'win' : 'loss';
        expect(other || keeper, `graph ${g} node ${p}: someone can avoid losing`).toBe(true);
        expect(verdict, `graph ${g} node ${p}`).toBe(truth[p]?.kind);
        seen[verdict]++;
      }
    }
    // The graphs have all three kinds, plenty of each.
    expect(Math.min(seen.win, seen.loss, seen.draw)).toBeGreaterThan(1000);
  });

  it('stops when asked, and answers correctly afterwards', () => {
    const rng = createRng(4);
    const nodes = randomGraph(rng, 3000, false);
    const truth = retrograde(nodes);
    let stop = true;
    const safety = new Safety(asSafetyGraph(nodes, rng), () => stop);
    const hard = nodes.findIndex((_, i) => truth[i]?.kind === 'draw');
    expect(() => safety.isSafe(hard, MOVER)).toThrow();
    stop = false;
    expect(safety.isSafe(hard, MOVER) && safety.isSafe(hard, OTHER)).toBe(true);
  });
});
