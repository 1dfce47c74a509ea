import { throwIfStopped } from '../../core/task.ts';
import type { ColumnValue, ExactValue } from './column-value.ts';
import { type Connect4State, getBoard, getPlayer, RED } from './rules.ts';
import { openingBook } from './solver/book.ts';
import { analyze } from './solver/solve.ts';

export type { ColumnValue, ExactValue } from './column-value.ts';
export { valueText } from './column-value.ts';

/** Discs `player` has on the board. */
function discsOf(state: Connect4State, player: number): number {
  return getBoard(state)
    .columns.flat()
    .filter((d) => d === player).length;
}

/**
 * Pons' score of a move for the player to move in `state` (null: a full column) as the page
 * words it. The score says with which of their own discs the winner wins; the page counts
 * moves from now: the mover's own, this one included, or the opponent's.
 */
export function valueOfScore(state: Connect4State): (score: number | null) => ColumnValue {
  const mover = getPlayer(state);
  const mine = discsOf(state, mover);
  const theirs = discsOf(state, mover === RED ? 2 : 1);
  return (score) => {
    if (score === null) return { kind: 'full' };
    if (score === 0) return { kind: 'draw' };
    if (score > 0) return { kind: 'win', moves: 22 - score - mine };
    return { kind: 'loss', moves: 22 + score - theirs };
  };
}

/**
 * Every column's exact value for the position (7×6 only: the perfect solver's board), centre
 * first. `progress` hears of each column as it is solved and of the bounds proven on the one
 * being solved, with the values so far.
 */
export function columnValues(
  state: Connect4State,
  progress: (done: number, partial: ColumnValue[]) => void,
  stopped: () => boolean = () => false,
): ColumnValue[] {
  const { width } = getBoard(state);
  const value = valueOfScore(state);
  const known: ColumnValue[] = Array.from({ length: width }, () => ({ kind: 'pending' }));
  let settled = 0;
  // The widest bounds of the column being solved, which say nothing: left out of its value.
  let widest = { lower: 0, upper: 0 };
  const scores = analyze(state, {
    book: openingBook(),
    onBounds: (column, lower, upper) => {
      if (known[column]?.kind !== 'searching') widest = { lower, upper };
      known[column] = {
        kind: 'searching',
        ...(lower > widest.lower && { atLeast: value(lower) as ExactValue }),
        ...(upper < widest.upper && { atMost: value(upper) as ExactValue }),
      };
      progress(settled / width, known.slice());
    },
    onColumn: (column, score) => {
      known[column] = value(score);
      progress(++settled / width, known.slice());
    },
    onProgress: throwIfStopped({ stopped }),
  });
  return scores.map(value);
}
