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
import { DRAW, Exact3, type ExactStudy, type MoveValue, rank } from './solver/exact.ts';

/** How far the 3×3 analysis looks: past the 13 plies of the first player's win from the start. */
export const HORIZON = 15;

/** A value in words: "win in 13", "loss in 4", "draw", or not known when the search stopped. */
export function valueText(value: MoveValue, horizon: number): string {
  if (value === DRAW) return 'draw';
  if (value > 0) return `win in ${value}`;
  if (value < 0) return `loss in ${-value}`;
  return `not solved (no win within ${horizon})`;
}

/**
 * 3×3: every move's exact value from the solver, best first (the fastest win, a draw, the
 * slowest loss), with the result so far as progress after each step. 4×4: the engine's
 * score of each move after a short search.
 */
export function analyze(state: GobbletState, context: TaskContext): GobbletAnalysis {
  const mover = colourName(state.toMove) as 'Red' | 'Yellow';
  if (state.size === 3) {
    const exact = new Exact3(() => context.stopped());
    const horizon = context.quick ? 3 : HORIZON;
    const table = ({ moves, values, reached, nodes, step }: ExactStudy): GobbletAnalysis => {
      const rows = moves.map((m, i) => ({ m, v: values[i] as MoveValue }));
      rows.sort((a, b) => rank(b.v) - rank(a.v));
      return {
        kind: 'exact',
        mover,
        moves: rows.map(({ m, v }) => ({
          move: moveToString({ n: 3, ...m }),
          text: valueText(v, reached),
          score: rank(v),
        })),
        note: `${step}, ${reached} plies, ${nodes.toLocaleString('en')} positions`,
      };
    };
    // Each finished step is shown at once: the page lists the values while the solver goes on.
    const open = (s: ExactStudy) => s.values.filter((v) => v === 0).length / s.moves.length;
    // Quick (nobody waits, tests): the deepening to its short horizon only.
    const need = context.quick ? 'horizon' : 'all';
    const study = exact.moveValues(state, horizon, need, (s) =>
      context.progress(Math.min(s.reached / horizon, 1) / 2 + (1 - open(s)) / 2, table(s)),
    );
    return table(study);
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
      .map(({ m, score }) => ({ move: moveToString(m), text: String(score), score })),
    note: 'engine scores, 3 plies',
  };
}

/**
 * The perfect 3×3 player's move: the fastest win, else a proven draw, else the slowest loss
 * (a move left unknown by a stop ranks between a draw and a loss).
 */
export function perfectMove(state: GobbletState, exact: Exact3, horizon: number): GobbletMove {
  const study = exact.moveValues(state, horizon, 'best');
  let bestIndex = 0;
  for (let i = 1; i < study.moves.length; i++) {
    if (rank(study.values[i] as MoveValue) > rank(study.values[bestIndex] as MoveValue))
      bestIndex = i;
  }
  return { n: 3, ...(study.moves[bestIndex] as (typeof study.moves)[number]) };
}
