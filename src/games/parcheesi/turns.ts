import {
  type Board,
  blockadeMoved,
  ENTRY,
  enterPawn,
  isHomeRow,
  isRing,
  type Moved,
  movePawn,
  PLT_WALK,
  START,
  seatOf,
} from './board.ts';

/**
 * A turn: the mini-moves of one seat for one roll, each a pawn (0–3 of the seat) entering or
 * moving by one die or bonus. PLT's `take-turn` judges a whole turn; its players' `search`
 * lists every distinct board a legal turn can end on.
 */
export type Step =
  | { readonly kind: 'enter'; readonly pawn: number }
  | { readonly kind: 'move'; readonly pawn: number; readonly die: number };

const without = (dice: readonly number[], die: number): number[] | null => {
  const i = dice.indexOf(die);
  return i < 0 ? null : [...dice.slice(0, i), ...dice.slice(i + 1)];
};

/** PLT's has-entering-roll?: a 5, or 1 and 4, or 2 and 3. */
export const hasEnteringRoll = (dice: readonly number[]): boolean =>
  dice.includes(5) ||
  (dice.includes(1) && dice.includes(4)) ||
  (dice.includes(2) && dice.includes(3));

/** The dice left after entering, as the referee (make-move/dice) takes them: 5, else 1+4, else 2+3. */
function diceAfterEntering(dice: readonly number[]): number[] | null {
  const five = without(dice, 5);
  if (five) return five;
  if (dice.includes(1) && dice.includes(4)) return without(without(dice, 4) as number[], 1);
  if (dice.includes(2) && dice.includes(3)) return without(without(dice, 3) as number[], 2);
  return null;
}

/** One step with its dice: the board, the dice left (a bonus put first), or why it is illegal. */
export function applyStep(
  board: Board,
  seat: number,
  dice: readonly number[],
  step: Step,
): { board: number[]; dice: number[]; bonus: number } | string {
  const pawn = seat * 4 + step.pawn;
  let left: number[] | null;
  let moved: Moved;
  if (step.kind === 'enter') {
    left = diceAfterEntering(dice);
    if (!left) return 'entered without having a 5';
    moved = enterPawn(board, pawn);
  } else {
    left = without(dice, step.die);
    if (!left) return `tried to move ${step.die} squares but dice read ${dice.join(' ')}`;
    moved = movePawn(board, pawn, step.die);
  }
  if (typeof moved === 'string') return moved;
  return {
    board: moved.board,
    dice: moved.bonus ? [moved.bonus, ...left] : left,
    bonus: moved.bonus,
  };
}

/** PLT's entering-blockade?: two pawns on the seat's entry square. */
export const enteringBlockade = (board: Board, seat: number): boolean =>
  board.filter((loc) => loc === ENTRY[seat]).length === 2;

/**
 * PLT's possible-to-move: the board after the first of the seat's pawns on the ring or its home
 * row (PLT's order: pawn 3 first) that can move `die`, or null. Entering is not considered.
 */
export function possibleToMove(board: Board, seat: number, die: number): number[] | null {
  for (const i of PLT_WALK) {
    if (seatOf(i) !== seat) continue;
    const loc = board[i] as number;
    if (!isRing(loc) && !isHomeRow(loc)) continue;
    const moved = movePawn(board, i, die);
    if (typeof moved !== 'string') return moved.board;
  }
  return null;
}

/** Why the turn must go on with these dice left, or undefined if it may end: take-turn's end checks. */
export function whyNotDone(
  original: Board,
  board: Board,
  seat: number,
  dice: readonly number[],
): string | undefined {
  const inStart = board.some((loc, i) => seatOf(i) === seat && loc === START);
  if (hasEnteringRoll(dice) && inStart && !enteringBlockade(board, seat)) {
    return 'can still enter a pawn';
  }
  for (const die of dice) {
    const potential = possibleToMove(board, seat, die);
    if (potential && !blockadeMoved(original, potential, seat)) {
      return `die roll ${die} can still be used`;
    }
  }
  if (blockadeMoved(original, board, seat)) return 'cannot move blockade together';
  return undefined;
}

/** PLT's take-turn: the board after a whole legal turn, or why the turn is illegal. */
export function takeTurn(
  seat: number,
  original: Board,
  dice: readonly number[],
  steps: readonly Step[],
): number[] | string {
  let board = original.slice();
  let left = dice.slice();
  for (const step of steps) {
    const next = applyStep(board, seat, left, step);
    if (typeof next === 'string') return next;
    board = next.board;
    left = next.dice;
  }
  return whyNotDone(original, board, seat, left) ?? board;
}
