import type { TaskContext } from '../../core/task.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import type { ChatNoirAnalysis } from './engine.ts';
import { greedyBlock } from './greedy.ts';
import { type Cell, type ChatNoirState, cellOf, cellToString, chatNoir } from './rules.ts';
import { type SolveOptions, solve, type Verdict } from './solver.ts';
import type { Strategy } from './strategy.ts';

const blocks = (n: number) => `${n} ${n === 1 ? 'block' : 'blocks'}`;
const positions = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'position' : 'positions'}`;

/** The strategy of the last trap named (this worker's: the hint's and the analysis's are apart). */
let kept: Strategy | null = null;

/**
 * The solver's verdict on `state` (the player to block), keeping its word: once it has named a
 * trap, every position that trap's strategy leads to (whatever the cat draws) is answered from
 * that strategy, its block and the blocks it has left, which fall by one a block at least. So
 * whoever follows the blocks named traps the cat within the count named first. A fresh search
 * would find a proof of its own, and its count may be larger (11×11 seed 1: 24 named, 26 taken).
 * Elsewhere (another game, another block played) it searches afresh, and keeps the trap it finds.
 */
export function keptVerdict(state: ChatNoirState, options: SolveOptions): Verdict {
  const step = kept?.at(state);
  if (step) return { win: true, trap: step, support: null, nodes: 0 };
  const verdict = solve(state, { ...options, strategy: true });
  if (verdict.strategy) kept = verdict.strategy;
  return verdict;
}

/**
 * The solver's winning block, and how many blocks its trap takes at most (keptVerdict: the count
 * only falls as its blocks are followed); an empty hint when it proved the cat escapes whatever
 * you do; when it is undecided within `budget`, the block that pushes the cat furthest from the
 * edge (greedy.ts).
 */
export function trapHint(
  state: ChatNoirState,
  budget: number,
  context: TaskContext,
): Hint<Cell> | null {
  // The hint is for the player's block, never the cat's step.
  if (state.catToMove || chatNoir.result(state)) return null;
  const verdict = keptVerdict(state, { budget, context });
  if (verdict.trap) {
    return {
      moves: [cellOf(state.size, verdict.trap.block)],
      why: `A sure trap: block here and the cat is caught in ${blocks(verdict.trap.blocks)} at most, whatever it does.`,
    };
  }
  if (verdict.win === false) {
    return { moves: [], why: 'The cat can escape whatever you do: no block makes a sure trap.' };
  }
  const block = greedyBlock(state);
  if (block === null) return null;
  return {
    moves: [cellOf(state.size, block)],
    why: `The solver could not decide within ${positions(verdict.nodes)}; this block pushes the cat furthest from the edge.`,
  };
}

/** The solver's verdict on the position, in a sentence. */
export function verdictText(a: ChatNoirAnalysis): string {
  if (a.trap) {
    return `You can trap the cat whatever it does, in ${blocks(a.trap.blocks)} at most: block ${cellToString(a.trap.block)}.`;
  }
  if (a.win === false) {
    return `The cat can escape whatever you do (proved over ${positions(a.nodes)}): its escapes need only the ${a.support.length} circles marked with a ring, and blocking anywhere else, however much, changes nothing.`;
  }
  if (a.nodes === 0) return 'No verdict: it is not your turn to block.';
  return `Undecided after ${positions(a.nodes)}: the solver could not tell within its budget whether a sure trap exists.`;
}

/** The analysis in the panel's shape: the trapping block when there is one, and the verdict. */
export function verdictList(a: ChatNoirAnalysis): AnalysisList<Cell> {
  const rows = a.trap
    ? [
        {
          move: a.trap.block,
          text: cellToString(a.trap.block),
          value: `trap in ≤${a.trap.blocks}`,
          score: 1,
        },
      ]
    : [];
  return { rows, summary: verdictText(a) };
}
