import type { TaskContext } from '../../core/task.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import { principalLine } from '../principal-line.ts';
import { engineSearch, scaledNodes } from './ais.ts';
import { HINT_NODES, type PousseAnalysis } from './analysis.ts';
import { moveText, type PousseMove } from './board.ts';
import { DECIDED, scoreText, WIN } from './engine/search.ts';
import { isOver, NAMES, type PousseState } from './rules.ts';

/** Pousse's scores are whole points, a decided game `WIN` less the plies to it. */
const SCALE = { mate: WIN, bound: DECIDED - 1 };

/** The engine's push, and what its search found; null once the game is over. */
export function engineHint(state: PousseState, context: TaskContext): Hint<PousseMove> | null {
  if (isOver(state)) return null;
  const nodes = scaledNodes(context.quick ? 5_000 : HINT_NODES, state.n);
  const found = engineSearch(state, { nodes }, context);
  return { moves: [found.move], why: searchWhy(found, SCALE, NAMES[state.toMove], scoreText) };
}

/** The engine's line in the panel's shape: one row, its first move and the line's score. */
export const lineList = (study: PousseAnalysis): AnalysisList<PousseMove> =>
  principalLine(study, {
    shown: 8,
    moveText: moveText,
    value: study.scoreText,
    player: study.player,
  });
