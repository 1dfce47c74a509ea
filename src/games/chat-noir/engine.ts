import type { GameEngine } from '../descriptor.ts';
import { keptVerdict, trapHint, verdictList } from './hint.ts';
import { type Cell, type ChatNoirState, cellOf, chatNoir, shortestPathCells } from './rules.ts';

/**
 * Positions the hint and the analysis search at most. The solver decides every position on the
 * small boards at once, but some 11×11 openings take far more (see bench/chat-noir/solver.md): then the
 * verdict is "undecided" and says how far it searched. Both show progress and can be stopped.
 */
export const HINT_BUDGET = 300;
/** For tests that follow hints by the thousand (`context.quick`): each position costs more since the static checks. */
export const QUICK_HINT_BUDGET = 30;
export const ANALYSIS_BUDGET = 60_000;

/** What the analysis overlay shows: PLT's help dots, and the solver's verdict. */
export interface ChatNoirAnalysis {
  /** Circles on some shortest path from the cat to the edge. */
  readonly onPath: readonly Cell[];
  /** true: a sure trap; false: the cat escapes whatever you do; null: undecided. */
  readonly win: boolean | null;
  /** A sure trap: the block, and the blocks it takes at most whatever the cat draws. */
  readonly trap: { readonly blocks: number; readonly block: Cell } | null;
  /** The cat escapes: the circles its escape depends on (the proof's support). */
  readonly support: readonly Cell[];
  /** Positions searched. */
  readonly nodes: number;
}

/**
 * Chat Noir's computing half: no computer players (the cat is chance), a hint and an analysis.
 * The hint is the solver's winning block; an empty hint means the cat escapes whatever you do
 * (its sentence says so); when the solver is undecided within its budget, the block that pushes
 * the cat furthest from the edge.
 */
const engine: GameEngine<ChatNoirState, Cell, ChatNoirState, ChatNoirAnalysis> = {
  rules: chatNoir,
  ais: [],
  hint: (state, context) =>
    trapHint(state, context.quick ? QUICK_HINT_BUDGET : HINT_BUDGET, context),
  analyze(state, context): ChatNoirAnalysis {
    const verdict =
      state.catToMove || chatNoir.result(state)
        ? null
        : keptVerdict(state, { budget: ANALYSIS_BUDGET, context });
    return {
      onPath: shortestPathCells(state).map((i) => cellOf(state.size, i)),
      win: verdict?.win ?? null,
      trap: verdict?.trap
        ? { blocks: verdict.trap.blocks, block: cellOf(state.size, verdict.trap.block) }
        : null,
      support: (verdict?.support ?? []).map((i) => cellOf(state.size, i)),
      nodes: verdict?.nodes ?? 0,
    };
  },
  analysisList: verdictList,
};

export default engine;
