import type { TaskContext } from '../../core/task.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
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

/** How many pushes of the line a panel row reads out. */
const LINE_MOVES = 8;

/** The engine's line in the panel's shape: one row, its first push and the line's score. */
export function lineList(study: PousseAnalysis): AnalysisList<PousseMove> {
  const [first] = study.pv;
  const line = study.pv.slice(0, LINE_MOVES).map(moveText).join(' ');
  const more = study.pv.length > LINE_MOVES ? ' …' : '';
  return {
    rows: first
      ? [{ move: first, text: `${line}${more}`, value: study.scoreText, score: study.score }]
      : [],
    summary: `Depth ${study.depth}, ${study.nodes.toLocaleString('en')} positions; scores for ${study.player}, the player to move.`,
  };
}
