import type { AiPlayer } from '../../core/ai.ts';
import { type TaskContext, throwIfStopped } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { minesHint, minesList } from './hint.ts';
import { choose } from './player.ts';
import {
  cellMove,
  knowledgeOf,
  type MinesMove,
  type MinesState,
  type MinesView,
  mines,
  viewOver,
} from './rules.ts';

/** What the probability overlay shows: each covered cell's chance of a mine, and the verdict. */
export interface MinesAnalysis {
  /** Per cell, row-major: the probability of a mine, null for opened cells. */
  readonly probability: (number | null)[];
  readonly safe: number[];
  /** Cells sure to hold a mine. */
  readonly sure: number[];
  /** The best guess when no cell is safe. */
  readonly guess: number | null;
  /** False when part of the board was too big to count exactly and was estimated. */
  readonly exact: boolean;
}

/**
 * The solver's choice for the view, polling the caller's stop flag as it counts; a best guess,
 * which looks one step ahead from a few cells, reports its progress cell by cell.
 */
function decide(view: MinesView, context: TaskContext) {
  const check = throwIfStopped(context);
  return choose(knowledgeOf(view), {
    poll: check,
    progress: (done) => {
      check();
      context.progress(done);
    },
  });
}

/** Opens a safe cell (the first in reading order), else the best guess. */
const probabilityPlayer: AiPlayer<MinesView, MinesMove> = {
  id: 'probability',
  label: 'Probability player',
  choose(view, context) {
    const choice = decide(view, context);
    const cell = choice.safe[0] ?? (choice.guess as number);
    return cellMove('open', view.width, cell);
  },
};

const engine: GameEngine<MinesState, MinesMove, MinesView, MinesAnalysis | null> = {
  rules: mines,
  ais: [probabilityPlayer],
  /** Every safe cell to open; when none is safe, the best guess alone; and why. */
  hint(view, context) {
    if (viewOver(view) || view.pending !== null) return null;
    return minesHint(view, knowledgeOf(view), decide(view, context));
  },
  analyze(view, context): MinesAnalysis | null {
    if (viewOver(view) || view.pending !== null) return null;
    const choice = decide(view, context);
    const p = choice.solution.probability;
    return {
      probability: Array.from(p, (x) => (Number.isNaN(x) ? null : x)),
      safe: choice.safe,
      sure: choice.solution.sure,
      guess: choice.guess,
      exact: choice.solution.exact,
    };
  },
  analysisList: minesList,
};

export default engine;
