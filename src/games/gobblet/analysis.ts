import type { TaskContext } from '../../core/task.ts';
import type { GobbletAnalysis } from './analysis-types.ts';
import { engineSearch } from './engine-player.ts';
import {
  colourName,
  type GobbletMove,
  type GobbletState,
  legalMoves,
  moveToString,
  play,
} from './rules.ts';
import { rank, Solver3, type SolverMove } from './solver/solve3.ts';

/** How far the 3×3 analysis looks: past the 13 plies of the first player's win from the start. */
export const HORIZON = 15;

/** A solver value in words: "win in 13", "loss in 4", or nothing forced within the horizon. */
export function valueText(value: number, horizon: number): string {
  if (value > 0) return `win in ${value}`;
  if (value < 0) return `loss in ${-value}`;
  return `no win within ${horizon} (draw so far)`;
}

/**
 * 3×3: every move's exact value from the solver, best first (the fastest win, the slowest
 * loss), deepening one ply at a time with the result so far as progress. 4×4: the engine's
 * score of each move after a short search.
 */
export function analyze(state: GobbletState, context: TaskContext): GobbletAnalysis {
  const mover = colourName(state.toMove) as 'Red' | 'Yellow';
  if (state.size === 3) {
    const solver = new Solver3(() => context.stopped());
    const horizon = context.quick ? 3 : HORIZON;
    const table = (moves: SolverMove[], values: number[], reached: number): GobbletAnalysis => {
      const rows = moves.map((m, i) => ({ m, v: values[i] as number }));
      rows.sort((a, b) => rank(b.v) - rank(a.v));
      return {
        kind: 'exact',
        mover,
        moves: rows.map(({ m, v }) => ({
          move: moveToString({ n: 3, ...m }),
          text: valueText(v, reached),
        })),
        note: `solved ${reached} plies deep, ${solver.nodes.toLocaleString('en')} positions`,
      };
    };
    // Each finished depth is shown at once: the page lists the values while the solver goes on.
    const study = solver.moveValues(state, horizon, (d, moves, values) =>
      context.progress(d / horizon, table(moves, values, d)),
    );
    return table(study.moves, study.values, study.reached);
  }
  const rows = legalMoves(state).map((m) => {
    const after = play(state, m);
    const r = engineSearch(after, { depth: context.quick ? 1 : 2 }, context);
    return { m, score: -r.score };
  });
  rows.sort((a, b) => b.score - a.score);
  return {
    kind: 'search',
    mover,
    moves: rows
      .slice(0, 12)
      .map(({ m, score }) => ({ move: moveToString(m), text: String(score) })),
    note: 'engine scores, 3 plies',
  };
}

/** The perfect 3×3 player's move: the fastest win, else a move nothing beats, else the slowest loss. */
export function perfectMove(state: GobbletState, solver: Solver3, horizon: number): GobbletMove {
  const study = solver.moveValues(state, horizon);
  let bestIndex = 0;
  for (let i = 1; i < study.moves.length; i++) {
    if (rank(study.values[i] as number) > rank(study.values[bestIndex] as number)) bestIndex = i;
  }
  return { n: 3, ...(study.moves[bestIndex] as (typeof study.moves)[number]) };
}
