import { throwIfStopped } from '../../core/task.ts';
import type { ColumnValue } from './column-value.ts';
import { type Connect4State, getBoard, getPlayer, RED } from './rules.ts';
import { openingBook } from './solver/book.ts';
import { analyze } from './solver/solve.ts';

export type { ColumnValue } from './column-value.ts';
export { valueText } from './column-value.ts';

/** Discs `player` has on the board. */
function discsOf(state: Connect4State, player: number): number {
  return getBoard(state)
    .columns.flat()
    .filter((d) => d === player).length;
}

/**
 * Every column's exact value for the position (7×6 only: the perfect solver's board). Pons'
 * score says with which of their own discs the winner wins; the page counts moves from now.
 */
export function columnValues(
  state: Connect4State,
  progress: (done: number, partial: ColumnValue[]) => void,
  stopped: () => boolean = () => false,
): ColumnValue[] {
  const mover = getPlayer(state);
  const { width } = getBoard(state);
  const mine = discsOf(state, mover);
  const theirs = discsOf(state, mover === RED ? 2 : 1);
  const value = (score: number | null): ColumnValue => {
    if (score === null) return { kind: 'full' };
    if (score === 0) return { kind: 'draw' };
    if (score > 0) return { kind: 'win', moves: 22 - score - mine };
    return { kind: 'loss', moves: 22 + score - theirs };
  };
  const known: ColumnValue[] = Array.from({ length: width }, () => ({ kind: 'pending' }));
  const scores = analyze(state, {
    book: openingBook(),
    onColumn: (column, score) => {
      known[column] = value(score);
      progress((column + 1) / width, known.slice());
    },
    onProgress: throwIfStopped({ stopped }),
  });
  return scores.map(value);
}
