import { throwIfStopped } from '../../core/task.ts';
import { type Connect4State, getBoard, getPlayer, RED } from './rules.ts';
import { analyze } from './solver/solve.ts';

/** What a column is worth to the player to move, in words a player reads. */
export type ColumnValue =
  | { kind: 'win'; moves: number }
  | { kind: 'draw' }
  | { kind: 'loss'; moves: number }
  | { kind: 'full' };

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
  progress: (done: number) => void,
  stopped: () => boolean = () => false,
): ColumnValue[] {
  const mover = getPlayer(state);
  const { width } = getBoard(state);
  const scores = analyze(state, {
    onColumn: (column) => progress((column + 1) / width),
    onProgress: throwIfStopped({ stopped }),
  });
  const mine = discsOf(state, mover);
  const theirs = discsOf(state, mover === RED ? 2 : 1);
  return scores.map((score): ColumnValue => {
    if (score === null) return { kind: 'full' };
    if (score === 0) return { kind: 'draw' };
    if (score > 0) return { kind: 'win', moves: 22 - score - mine };
    return { kind: 'loss', moves: 22 + score - theirs };
  });
}

export function valueText(v: ColumnValue): string {
  switch (v.kind) {
    case 'win':
      return `win in ${v.moves}`;
    case 'loss':
      return `loss in ${v.moves}`;
    default:
      return v.kind;
  }
}
