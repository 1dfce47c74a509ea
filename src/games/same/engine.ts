import { deriveSeed } from '../../core/rng.ts';
import type { TaskContext } from '../../core/task.ts';
import type { GameEngine } from '../descriptor.ts';
import { lineList, lineWhy } from './hint.ts';
import { type Cell, type SameMove, type SameState, same, totalScore } from './rules.ts';
import { type PartialLine, solveBoard } from './solver/solve.ts';

/** The hint searches for about a second and shows the first move of the best line found. */
export const HINT_MS = 1_000;
/**
 * A quick hint (`TaskContext.quick`: the conformance suite) searches this many playouts
 * instead, so it is fast and the same on every machine.
 */
export const QUIET_HINT_PLAYOUTS = 12;
/** The analysis plays the whole board out: the best line found in this time. */
export const ANALYSIS_MS = 5_000;

/** What the analysis shows: the best line the solver found from here, and where it ends. */
export interface SameAnalysis {
  /** The final score that line reaches: points so far, the line's points and the bonus. */
  readonly score: number;
  readonly moves: readonly Cell[];
  /** Whether the search ran its whole budget (false: stopped, the line so far). */
  readonly complete: boolean;
}

/** The seed of a search from a position: the same position, the same playouts. */
const seedOf = (state: SameState) => deriveSeed(state.moves, state.points, state.columns.length);

function solve(state: SameState, ms: number, context: TaskContext<PartialLine>) {
  if (!context.quick) return solveBoard(state, { ms, seed: seedOf(state), context });
  // The clock ticks once a check, and the solver checks about once a playout.
  let ticks = 0;
  const now = () => ticks++;
  return solveBoard(state, { ms: QUIET_HINT_PLAYOUTS, seed: seedOf(state), now });
}

/** Same's computing half: no computer player (a one-player puzzle), a hint and a solver. */
const engine: GameEngine<SameState, SameMove, SameState, SameAnalysis> = {
  rules: same,
  ais: [],
  hint(state, context) {
    if (same.result(state)) return null;
    const line = solve(state, HINT_MS, context);
    return line.moves.length > 0
      ? { moves: [line.moves[0] as Cell], why: lineWhy(state, line) }
      : null;
  },
  analyze(state, context): SameAnalysis {
    if (same.result(state)) return { score: totalScore(state), moves: [], complete: true };
    const toAnalysis = (line: PartialLine, complete: boolean): SameAnalysis => ({
      score: state.points + line.score,
      moves: line.moves,
      complete,
    });
    const line = solve(state, ANALYSIS_MS, {
      stopped: () => context.stopped(),
      progress: (done, partial) => context.progress(done, partial && toAnalysis(partial, false)),
    });
    return toAnalysis(line, !context.stopped());
  },
  analysisList: lineList,
};

export default engine;
