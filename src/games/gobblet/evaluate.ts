import { type Colour, lines, other, symmetries, topColour, topSize } from './board.ts';
import type { GobbletState } from './rules.ts';

/**
 * Our evaluation for the engine, for `me`: each line scores by the tops it holds when only one
 * colour shows there (more for three of four than two), visible sizes count (a large piece on
 * top is hard to gobble and covers more), and the centre is worth a little. A line of three
 * with the mover's opponent to play is a real threat, so lines of n−1 weigh most.
 */
const LINE_WEIGHT = [0, 1, 6, 40, 0];

export function evaluate(state: GobbletState, me: Colour): number {
  const { board, size: n } = state;
  const them = other(me);
  let score = 0;
  for (const line of lines(n)) {
    let mine = 0;
    let theirs = 0;
    let mineSize = 0;
    for (const cell of line) {
      const c = topColour(board[cell] as number);
      if (c === me) {
        mine++;
        mineSize += topSize(board[cell] as number);
      } else if (c === them) theirs++;
    }
    if (theirs === 0) score += (LINE_WEIGHT[mine] as number) + mineSize;
    else if (mine === 0) score -= LINE_WEIGHT[theirs] as number;
  }
  for (let cell = 0; cell < n * n; cell++) {
    const c = topColour(board[cell] as number);
    if (c < 0) continue;
    const v = 2 * (topSize(board[cell] as number) + 1);
    score += c === me ? v : -v;
  }
  // The side to move in a position is a tempo ahead: a small bonus to it.
  return score + (state.toMove === me ? 5 : -5);
}

const SYMS: Record<number, number[][]> = { 3: symmetries(3), 4: symmetries(4) };

/**
 * The transposition key: the least of the 8 symmetric images of the board, and the mover. Equal
 * keys are equal positions up to symmetry, with the same value (repetitions aside).
 */
export function symmetricKey(state: GobbletState): string {
  const { board, size: n } = state;
  let bestKey = '';
  for (const map of SYMS[n] as number[][]) {
    const image = new Array<number>(n * n);
    for (let cell = 0; cell < n * n; cell++) image[map[cell] as number] = board[cell] as number;
    const key = String.fromCharCode(...image.map((s) => 48 + s));
    if (bestKey === '' || key < bestKey) bestKey = key;
  }
  return bestKey + state.toMove;
}
