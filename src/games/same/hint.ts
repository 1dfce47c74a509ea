import type { AnalysisList } from '../descriptor.ts';
import { blobAt, blobPoints } from './board.ts';
import type { SameAnalysis } from './engine.ts';
import { type Cell, cellToString, type SameState } from './rules.ts';
import type { PartialLine } from './solver/solve.ts';

/** The group a move clears, in words: "the group of 5 at c2 (25 points)". */
function groupText(state: SameState, cell: Cell): string {
  const n = blobAt(state.columns, cell).cells.length;
  return `the group of ${n} at ${cellToString(cell)} (${blobPoints(state.rules, n)} points)`;
}

/** Why the hint's group: the best line the solver found starts with it, and where it ends. */
export function lineWhy(state: SameState, line: PartialLine): string {
  const first = line.moves[0] as Cell;
  const more = line.moves.length - 1;
  const then = more === 0 ? '' : `, ${more} more ${more === 1 ? 'group' : 'groups'} after it`;
  return `Clear ${groupText(state, first)}: it starts the best line the solver found, which ends at ${state.points + line.score} points${then}.`;
}

/** The solver's line in the panel's shape: one row, its first group and the final score. */
export function lineList(study: SameAnalysis, state: SameState): AnalysisList<Cell> {
  const [first] = study.moves;
  const steps = study.moves.length;
  const summary = first
    ? `The solver's best line from here: ${steps} ${steps === 1 ? 'group' : 'groups'} to a final score of ${study.score}${study.complete ? '' : ' (so far)'}.`
    : `Final score ${study.score}.`;
  return {
    rows: first
      ? [
          {
            move: first,
            text: `${groupText(state, first)}, then ${steps - 1} more`,
            value: `${study.score} points`,
            score: study.score,
          },
        ]
      : [],
    summary,
  };
}
