import { EMPTY, O, X } from '../board.ts';
import { cell, type Frame } from './frame.ts';

/** PLT's weights (robot.rkt): "them" weights are the negatives. */
export const PLT_WEIGHTS = { piece: 10, middle: 1, line: 1, connect: 2 } as const;

/**
 * PLT's `counter-based-goodness` (counter.rkt) of `board`, reached from `parent` by `us`'s
 * move, at game turn `turn` (the number of moves before the robot's, fixed for its whole
 * search). Traverses columns then rows of the turned board, as PLT does: the sums do not depend
 * on the turn, the two opening tweaks do.
 */
export function pltGoodness(board: Frame, parent: Frame, us: number, turn: number): number {
  const { n } = board;
  let usses = 0;
  let thems = 0;
  let middleUs = 0;
  let middleThem = 0;
  let lineUs = 0;
  let lineThem = 0;
  let connectUs = 0;
  let connectThem = 0;
  for (const byRow of [false, true]) {
    for (let i = 0; i < n; i++) {
      const startUs = usses;
      const startThem = thems;
      let prev = -1;
      const middle = Math.min(i, n - 1 - i);
      for (let j = 0; j < n; j++) {
        const v = byRow ? cell(board, j, i) : cell(board, i, j);
        if (v === us) {
          usses++;
          middleUs += middle;
          if (v === prev) connectUs++;
        } else if (v !== EMPTY) {
          thems++;
          middleThem += middle;
          if (v === prev) connectThem++;
        }
        prev = v;
      }
      lineUs += (usses - startUs) ** 2;
      lineThem += (thems - startThem) ** 2;
    }
  }
  usses /= 2;
  thems /= 2;
  const w = PLT_WEIGHTS;
  return (
    w.middle * (middleUs - middleThem) +
    w.piece * (usses - thems) +
    w.line * (lineUs - lineThem) +
    w.connect * (connectUs - connectThem) +
    openingTweaks(board, parent, turn, usses, thems)
  );
}

/**
 * O's first move: −500 for starting on the edge X is on or the opposite one (rows 0 and n−1
 * of the turned board). X's second move: unless O's marker is in a corner of the board before
 * it, +500 for pushing it (an O in row 1 between the edge columns) and −500 otherwise. PLT's
 * corner test checks (n−1, 0) twice and never (n−1, n−1); kept.
 */
function openingTweaks(board: Frame, parent: Frame, turn: number, usses: number, thems: number) {
  const n = board.n;
  let score = 0;
  if (turn === 1 && usses === 1 && thems === 1) {
    for (let i = 0; i < n; i++) {
      if (cell(board, i, 0) === X || cell(board, i, n - 1) === X) {
        score -= 500;
        break;
      }
    }
  }
  if (turn === 2 && usses === 2 && thems === 1) {
    const corner =
      cell(parent, 0, 0) === O ||
      cell(parent, 0, n - 1) === O ||
      cell(parent, n - 1, 0) === O ||
      cell(parent, n - 1, 0) === O;
    if (!corner) {
      let pushed = false;
      for (let i = 0; i < n - 2; i++) if (cell(board, i + 1, 1) === O) pushed = true;
      score += pushed ? 500 : -500;
    }
  }
  return score;
}
