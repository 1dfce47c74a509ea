import type { GameEngine } from '../descriptor.ts';
import { type Cell, type ChatNoirState, cellOf, chatNoir, shortestPathCells } from './rules.ts';
import { greedyBlock, solve } from './solver.ts';

/** How many blocks ahead the hint looks for a sure trap: milliseconds a move. */
export const HINT_DEPTH = 2;
/** How many blocks ahead the analysis looks, within its budget of positions: seconds at most. */
export const ANALYSIS_DEPTH = 5;
const HINT_BUDGET = 1_500;
const ANALYSIS_BUDGET = 20_000;

/** What the analysis overlay shows: PLT's help dots, and the solver's verdict. */
export interface ChatNoirAnalysis {
  /** Circles on some shortest path from the cat to the edge. */
  readonly onPath: readonly Cell[];
  readonly trap: { readonly blocks: number; readonly block: Cell } | null;
  /** Searched this many blocks ahead without finding a sure trap in fewer. */
  readonly depth: number;
  /** Whether the search reached its limit (`ANALYSIS_DEPTH`) or was cut short. */
  readonly complete: boolean;
}

/** Chat Noir's computing half: no computer players (the cat is chance), a hint and an analysis. */
const engine: GameEngine<ChatNoirState, Cell> = {
  rules: chatNoir,
  ais: [],
  hint(state, context) {
    // The hint is for the player's block, never the cat's step.
    if (state.catToMove || chatNoir.result(state)) return null;
    const verdict = solve(state, HINT_DEPTH, context, HINT_BUDGET);
    const block = verdict.trap?.block ?? greedyBlock(state);
    return block === null ? null : [cellOf(state.size, block)];
  },
  analyze(state, context): ChatNoirAnalysis {
    const verdict = solve(state, ANALYSIS_DEPTH, context, ANALYSIS_BUDGET);
    return {
      onPath: shortestPathCells(state).map((i) => cellOf(state.size, i)),
      trap: verdict.trap && {
        blocks: verdict.trap.blocks,
        block: cellOf(state.size, verdict.trap.block),
      },
      depth: verdict.depth,
      complete: !verdict.cut,
    };
  },
};

export default engine;
