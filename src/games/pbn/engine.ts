import { throwIfStopped } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { widthOf } from './puzzle.ts';
import { type PbnMove, type PbnState, pbn, puzzleOf, result } from './rules.ts';
import { nextStep } from './solver/explain.ts';

const engine: GameEngine<PbnState, PbnMove> = {
  rules: pbn,
  ais: [],
  /** The next cell that can be deduced, and the line and clue that decide it. */
  hint(state, context) {
    if (result(state)) return null;
    const puzzle = puzzleOf(state);
    const step = nextStep(puzzle, state.cells, throwIfStopped(context));
    if (!step) return null;
    const w = widthOf(puzzle);
    const c = step.cell % w;
    const r = Math.floor(step.cell / w);
    const what = { fill: 'Fill', empty: 'Mark empty', clear: 'Clear' }[step.kind];
    return {
      moves: [{ kind: step.kind, c1: c, r1: r, c2: c, r2: r }],
      why: `${what} (${c + 1},${r + 1}): ${step.why}.`,
    };
  },
};

export default engine;
