import { throwIfStopped } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { widthOf } from './puzzle.ts';
import { type PbnMove, type PbnState, pbn, puzzleOf, result } from './rules.ts';
import { nextStep } from './solver/explain.ts';

const engine: GameEngine<PbnState, PbnMove> = {
  rules: pbn,
  ais: [],
  /**
   * The next cell that can be deduced. The move carries no reason (moves are plain data that
   * replay from their text); the view words it again from the board (`explainMove`).
   */
  hint(state, context) {
    if (result(state)) return null;
    const puzzle = puzzleOf(state);
    const step = nextStep(puzzle, state.cells, throwIfStopped(context));
    if (!step) return null;
    const w = widthOf(puzzle);
    const c = step.cell % w;
    const r = Math.floor(step.cell / w);
    return [{ kind: step.kind, c1: c, r1: r, c2: c, r2: r }];
  },
};

export default engine;
