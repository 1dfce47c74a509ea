import { type Board, ENTRY, HOME, isRing, isSafety, RING, START } from './board.ts';
import { locDistance } from './plt-scores.ts';

/**
 * Amazing Grace's score (PLT_SCORES.grace) computed the fast way, for the rollouts that play
 * Grace thousands of times a move: the blockades are counted once per board instead of once per
 * pair of pawns. It gives the same number as PLT_SCORES.grace on every board (a test checks).
 */

/** For PLT's add-chances quirk: d from 1 to 6 adds every roll with a 1, then the sums to d. */
const CHANCE_CELLS: readonly (readonly number[])[] = Array.from({ length: 13 }, (_, d) => {
  const cells: number[] = [];
  if (d < 1) return cells;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      if ((d <= 6 && (a === 1 || b === 1)) || a + b === d) cells.push((a - 1) * 6 + b - 1);
    }
  }
  return cells;
});

const cell = (a: number, b: number) => (a - 1) * 6 + b - 1;
/** A pawn in Start onto its entry square: any 5, 2 and 3, 1 and 4. */
const ENTER_CELLS = [1, 2, 3, 4, 5, 6].flatMap((x) => [cell(5, x), cell(x, 5)]);
ENTER_CELLS.push(cell(2, 3), cell(3, 2), cell(1, 4), cell(4, 1));

/** The number of pawns on each ring square. */
function ringCounts(board: Board): Uint8Array {
  const counts = new Uint8Array(RING);
  for (let i = 0; i < 16; i++) {
    const loc = board[i] as number;
    if (isRing(loc)) counts[loc] = (counts[loc] as number) + 1;
  }
  return counts;
}

/** A blockade on a ring square from `from` to `to`, both included, going round. */
function blockadeOn(counts: Uint8Array, from: number, to: number): boolean {
  for (let sq = from; ; sq = (sq + 1) % RING) {
    if ((counts[sq] as number) >= 2) return true;
    if (sq === to) return false;
  }
}

/** PLT's find-bop-chance (plt-scores.ts), the same count. */
export function bopChanceFast(board: Board, seat: number): number {
  const rolls = new Uint8Array(36);
  const counts = ringCounts(board);
  const mark = (cells: readonly number[]) => {
    for (const c of cells) rolls[c] = 1;
  };
  for (let id = 0; id < 4; id++) {
    const mine = board[seat * 4 + id] as number;
    // A pawn of a blockade is safe; two pawns of one seat are the only way to share a square.
    if (!isRing(mine) || (counts[mine] as number) >= 2) continue;
    for (let i = 0; i < 16; i++) {
      const owner = i >> 2;
      if (owner === seat) continue;
      const theirs = board[i] as number;
      if (theirs === START) {
        const k = mine - (ENTRY[owner] as number);
        if (k === 0) mark(ENTER_CELLS);
        else if (k >= 1 && k <= 6) mark([cell(5, k), cell(k, 5)]);
      } else if (isRing(theirs) && !isSafety(mine)) {
        const d = theirs < mine ? mine - theirs : mine + RING - theirs;
        if (d <= 12 && !blockadeOn(counts, theirs, mine)) mark(CHANCE_CELLS[d] as number[]);
      }
    }
  }
  let n = 0;
  for (let c = 0; c < 36; c++) n += rolls[c] as number;
  return n;
}

/** PLT_SCORES.grace, the same number. */
export function graceFast(board: Board, seat: number): number {
  let distance = 0;
  let blockades = 0;
  for (let id = 0; id < 4; id++) {
    const loc = board[seat * 4 + id] as number;
    distance += locDistance(loc, seat);
    if (loc === START || loc === HOME) continue;
    for (let other = 0; other < id; other++) if (board[seat * 4 + other] === loc) blockades++;
  }
  return 2 * (500 - distance) + (36 - bopChanceFast(board, seat)) + 10 * blockades;
}
