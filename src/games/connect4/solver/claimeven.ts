import { BOARD_HI, BOARD_LO, BOTTOM_HI, BOTTOM_LO, winningHi, winningLo } from './bitboard.ts';

/** Rows 2, 4 and 6 counted from 1 at the bottom, in each word. */
const EVEN_ROWS_LO = BOTTOM_LO * 0b101010;
const EVEN_ROWS_HI = BOTTOM_HI * 0b101010;

/** No bound: above every score. */
export const NO_BOUND = 22;

/**
 * An upper bound on the score of the first player to move (an even number of discs on the
 * board), from the second player's claimeven strategy (Allis): answer every disc on an odd row
 * with one right above it, so that the second player ends up with every empty cell of an even
 * row, except those playable now. Where an odd number of cells is left in a column, the
 * playable cell is on an even row; such columns come in pairs, and the second player answers a
 * disc in one with a disc in the other. The first player then gets at most the other cells:
 * when these hold no four in a row, the first player cannot win (bound 0), and when the second
 * player's cells hold one as well, it loses (bound -1, the latest loss). Steininger's c4 uses
 * the same bound.
 *
 * `cl`/`ch` are the discs of the player to move, `ml`/`mh` all discs.
 */
export function claimevenBound(cl: number, ch: number, ml: number, mh: number): number {
  const playableLo = (ml + BOTTOM_LO) & BOARD_LO;
  const playableHi = (mh + BOTTOM_HI) & BOARD_HI;
  const secondLo = (cl ^ ml) | (EVEN_ROWS_LO & ~ml & ~playableLo);
  const secondHi = (ch ^ mh) | (EVEN_ROWS_HI & ~mh & ~playableHi);
  const firstLo = BOARD_LO & ~secondLo;
  const firstHi = BOARD_HI & ~secondHi;
  // A set holds four in a row when one of its cells completes a line of three others in it.
  if ((winningLo(firstLo, firstHi) & firstLo) !== 0) return NO_BOUND;
  if ((winningHi(firstLo, firstHi) & firstHi) !== 0) return NO_BOUND;
  if ((winningLo(secondLo, secondHi) & secondLo) !== 0) return -1;
  if ((winningHi(secondLo, secondHi) & secondHi) !== 0) return -1;
  return 0;
}
