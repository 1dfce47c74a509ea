import type { TaskContext } from '../../core/task.ts';
import { engineFor } from './ais.ts';
import type { PousseMove } from './board.ts';
import { type SearchResult, scoreText } from './engine/search.ts';
import { isOver, NAMES, type PousseState } from './rules.ts';

/** What the analysis panel shows: the engine's line and its score for the player to move. */
export interface PousseAnalysis {
  readonly player: string;
  readonly score: number;
  /** "+35", "wins in 3", "loses in 2". */
  readonly scoreText: string;
  readonly depth: number;
  readonly nodes: number;
  /** The line the search expects, from the move it would play. */
  readonly pv: readonly PousseMove[];
}

/** In 4×4 positions (`scaledNodes`): a second or two in the browser, with progress and Stop. */
export const ANALYSIS_NODES = 600_000;
export const HINT_NODES = 300_000;

/** Deepens until the budget is spent, reporting each depth's line as the result so far. */
export function analyzePosition(
  state: PousseState,
  context: TaskContext,
  nodes = ANALYSIS_NODES,
): PousseAnalysis | null {
  if (isOver(state)) return null;
  const player = NAMES[state.toMove];
  const view = (r: SearchResult): PousseAnalysis => ({
    player,
    score: r.score,
    scoreText: scoreText(r.score),
    depth: r.depth,
    nodes: r.nodes,
    pv: r.pv,
  });
  const result = engineFor(state.n).search(
    state,
    { nodes },
    {
      stopped: context.stopped,
      onDepth: (r) => context.progress(Math.min(0.99, r.nodes / nodes), view(r)),
    },
  );
  return view(result);
}
