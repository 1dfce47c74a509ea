import { quietTask, type TaskContext } from '../../core/task.ts';
import type { AnalysisList, AnalysisRow, Hint } from '../descriptor.ts';
import { valueOfScore } from './analysis.ts';
import { type ColumnValue, type ExactValue, valueText } from './column-value.ts';
import { perfectProgress } from './perfect-progress.ts';
import type { Connect4State } from './rules.ts';
import { openingBook } from './solver/book.ts';
import { columnsReaching, perfectMove } from './solver/solve.ts';
import { negamax } from './strategies.ts';

/** The depth of the Negamax that stands in for the solver off the 7×6 board. */
export const OTHER_SIZES_DEPTH = 8;

const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

/**
 * The perfect move (the perfect player's: the fastest win, else the longest resistance, the most
 * central of equals) and why, from the solver's exact value: "Wins in 7 moves…", and whether it
 * is the only move that wins or that does not lose (a null-window test of each other column on
 * the table the solve left warm). Off 7×6, Negamax's choice.
 */
export function perfectHint(state: Connect4State, task: TaskContext = quietTask): Hint<number> {
  const { width, height } = state.board;
  if (width !== 7 || height !== 6) {
    return {
      moves: [negamax(state, OTHER_SIZES_DEPTH).move],
      why: `Negamax rates this column best, looking ${OTHER_SIZES_DEPTH} moves ahead (the perfect solver knows only the 7×6 board).`,
    };
  }
  const opts = { book: openingBook(), ...perfectProgress(state, task) };
  const { column, score } = perfectMove(state, opts);
  const value = valueOfScore(state)(score) as ExactValue;
  return {
    moves: [column],
    why: whyOf(value, () => columnsReaching(state, Math.min(score, 1), column, opts).length === 0),
  };
}

/** The sentence for a perfect move of `value`; `alone` says whether no other column does as well. */
function whyOf(value: ExactValue, alone: () => boolean): string {
  switch (value.kind) {
    case 'win': {
      const wins = `wins in ${moves(value.moves)} whatever the opponent plays`;
      return alone() ? `The only winning move: it ${wins}.` : `It ${wins} (the perfect solver).`;
    }
    case 'draw':
      return alone()
        ? 'The only move that does not lose: it holds the draw.'
        : 'It holds the draw: against perfect play no move wins.';
    case 'loss':
      return `Every move loses against perfect play; this one holds out longest (the opponent wins in ${moves(value.moves)}).`;
  }
}

/** A column's value as a number, higher better for the player to move: faster wins, slower losses. */
export function columnScore(value: ColumnValue): number {
  if (value.kind === 'win') return 100 - value.moves;
  if (value.kind === 'loss') return -100 + value.moves;
  return 0;
}

/**
 * The analysis as the shared panel lists it: the columns solved so far, best first, and while it
 * runs a summary of what is settled, the best so far and the bounds on the column being solved.
 */
export function columnList(values: readonly ColumnValue[]): AnalysisList<number> {
  const rows: AnalysisRow<number>[] = [];
  let open = 0;
  let searching = '';
  for (const [column, value] of values.entries()) {
    if (value.kind === 'full') continue;
    if (value.kind === 'pending' || value.kind === 'searching') {
      open++;
      if (value.kind === 'searching') {
        const bounds = value.atLeast || value.atMost ? valueText(value) : 'nothing proven yet';
        searching = `Solving column ${column + 1}: ${bounds}. `;
      }
      continue;
    }
    rows.push({
      move: column,
      text: `Column ${column + 1}`,
      value: valueText(value),
      score: columnScore(value),
    });
  }
  // Sorted stably: of equal columns, the left one first, as the board reads.
  rows.sort((a, b) => b.score - a.score);
  if (open === 0) return { rows };
  const best = rows[0];
  const settled = `${rows.length} of ${rows.length + open} columns settled`;
  return {
    rows,
    summary: `${searching}${settled}${best ? `; best so far: ${best.text.toLowerCase()}, ${best.value}` : ''}.`,
  };
}
