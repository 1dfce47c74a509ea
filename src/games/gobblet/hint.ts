import { unwrap } from '../../core/result.ts';
import type { TaskContext } from '../../core/task.ts';
import { WIN_BOUND, WIN_SCORE } from '../../search/alphabeta.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import type { GobbletAnalysis } from './analysis-types.ts';
import { engineSearch } from './engine-player.ts';
import { colourName, type GobbletMove, type GobbletState, isOver, parseMove } from './rules.ts';

const signed = (score: number) => `${score >= 0 ? '+' : ''}${score}`;

/** Our engine's move after a second's search, and what the search found. */
export function engineHint(state: GobbletState, context: TaskContext): Hint<GobbletMove> | null {
  if (isOver(state)) return null;
  const limits = context.quick ? { depth: 2 } : { ms: 1000 };
  const found = engineSearch(state, limits, context);
  const scale = { mate: WIN_SCORE, bound: WIN_BOUND };
  return {
    moves: [found.move],
    why: searchWhy(found, scale, colourName(state.toMove), signed),
  };
}

/** Every move with its value, best first (the analysis already sorts them), as the panel lists them. */
export function gobbletList(
  study: GobbletAnalysis,
  state: GobbletState,
): AnalysisList<GobbletMove> {
  const rows = study.moves.map((m) => ({
    move: unwrap(parseMove(m.move, state)),
    text: m.move,
    value: m.text,
    score: m.score,
  }));
  const what = study.kind === 'exact' ? 'Solved' : 'Engine scores';
  return { rows, summary: `${what}, for ${study.mover}: ${study.note}.` };
}
