import { type Board, DEAL, make, runMove, unmake } from './board.ts';
import { evaluate, type Weights } from './evaluate.ts';
import { runLen } from './fast.ts';
import { TABLEAUS } from './state.ts';

/** A move made in place and the number `unmake` needs to take it back. */
export interface Step {
  readonly move: number;
  readonly undo: number;
}

/**
 * The deal as the solver makes it: first every empty tableau filled, one by one, with the part
 * of a run that leaves the best position, then the deal. One step in the search, not several:
 * filling gives up an empty tableau and often a link, so each fill looks worse than the position
 * before it, and a best-first search would try every other shuffle of the runs before it.
 * Played in place; undefined (nothing changed) when there is no stock or too few cards.
 */
export function fillAndDeal(b: Board, w: Weights): Step[] | undefined {
  if (b.dealt >= b.stock.length) return undefined;
  let cards = 0;
  for (const p of b.piles) cards += p.length;
  if (cards < TABLEAUS) return undefined;
  const steps: Step[] = [];
  for (let empty = emptyPile(b); empty >= 0; empty = emptyPile(b)) {
    const move = bestFill(b, w, empty);
    steps.push({ move, undo: make(b, move) });
  }
  steps.push({ move: DEAL, undo: make(b, DEAL) });
  return steps;
}

export function undoSteps(b: Board, steps: readonly Step[]): void {
  for (let k = steps.length - 1; k >= 0; k--) {
    const s = steps[k] as Step;
    unmake(b, s.move, s.undo);
  }
}

const emptyPile = (b: Board) => b.piles.findIndex((p) => p.length === 0);

/** With ten cards or more some pile has two, and its top card can always move. */
function bestFill(b: Board, w: Weights, empty: number): number {
  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let from = 0; from < TABLEAUS; from++) {
    const p = b.piles[from] as number[];
    const run = runLen(b, from);
    for (let count = 1; count <= run && count < p.length; count++) {
      const move = runMove(from, count, empty);
      const undo = make(b, move);
      const v = evaluate(b, w);
      unmake(b, move, undo);
      if (v > bestValue) {
        bestValue = v;
        best = move;
      }
    }
  }
  return best;
}
