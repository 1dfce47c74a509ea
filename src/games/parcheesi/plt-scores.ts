import {
  type Board,
  blockadeBetween,
  ENTRY,
  HOME,
  HOME_ROW,
  HOME_ROW_SIZE,
  isRing,
  isSafety,
  RING,
  START,
  seatBlockades,
  seatOf,
} from './board.ts';

/**
 * The measures PLT's players (`best-players.rkt`) score a board by, ported with their quirks.
 */

/** PLT's find-loc-distance: what one pawn of `seat` still has to go. */
export function locDistance(loc: number, seat: number): number {
  if (loc === START) return 100;
  if (loc === HOME) return 0;
  if (isRing(loc)) return 73 - ((loc - (ENTRY[seat] as number) + RING) % RING);
  return HOME_ROW_SIZE - (loc - HOME_ROW);
}

/** PLT's find-distance: the seat's four pawns together (400 with all in Start). */
export function distance(board: Board, seat: number): number {
  let total = 0;
  for (let id = 0; id < 4; id++) total += locDistance(board[seat * 4 + id] as number, seat);
  return total;
}

/** The 36 ordered rolls as a set of cells d1 * 6 + d2, both orders marked as PLT's add-chance. */
class Rolls {
  readonly cells = new Uint8Array(36);
  add(d1: number, d2: number): void {
    this.cells[(d1 - 1) * 6 + d2 - 1] = 1;
    this.cells[(d2 - 1) * 6 + d1 - 1] = 1;
  }
  /** Every roll showing `d`. */
  addAll(d: number): void {
    for (let other = 1; other <= 6; other++) this.add(d, other);
  }
  get count(): number {
    return this.cells.reduce((a, b) => a + b, 0);
  }
}

/** The pairs of dice summing to `d` (2–12) that PLT lists, each once. */
const SUMS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[1, 1]],
  3: [[1, 2]],
  4: [
    [1, 3],
    [2, 2],
  ],
  5: [
    [1, 4],
    [2, 3],
  ],
  6: [
    [1, 5],
    [2, 4],
    [3, 3],
  ],
  7: [
    [1, 6],
    [2, 5],
    [3, 4],
  ],
  8: [
    [2, 6],
    [3, 5],
    [4, 4],
  ],
  9: [
    [3, 6],
    [4, 5],
  ],
  10: [
    [4, 6],
    [5, 5],
  ],
  11: [[5, 6]],
  12: [[6, 6]],
};

/**
 * PLT's add-chances for an opponent `d` squares behind. The quirk: for d from 1 to 6 PLT adds
 * every roll containing a 1 (its code passes 1 where it means d), then the sums to d.
 */
function addChances(rolls: Rolls, d: number): void {
  if (d < 1 || d > 12) return;
  if (d <= 6) rolls.addAll(1);
  for (const [a, b] of SUMS[d] ?? []) rolls.add(a, b);
}

/** PLT's dist-from: squares from the opponent's square forward to ours. */
const distFrom = (them: number, me: number): number => (them < me ? me - them : me + RING - them);

/**
 * PLT's find-bop-chance: how many of the 36 ordered rolls would let some opponent bop one of the
 * seat's single pawns on the ring. Pawns in Start threaten their entry square and the 6 squares
 * after it (safety or not); pawns on the ring threaten up to 12 squares ahead unless a blockade
 * (their own square's included) is between, and never a safety square.
 */
export function bopChance(board: Board, seat: number): number {
  const rolls = new Rolls();
  const blockaded = new Set(seatBlockades(board, seat).map((b) => b.loc));
  for (let id = 0; id < 4; id++) {
    const mine = board[seat * 4 + id] as number;
    if (!isRing(mine) || blockaded.has(mine)) continue;
    for (let i = 0; i < 16; i++) {
      const owner = seatOf(i);
      if (owner === seat) continue;
      const theirs = board[i] as number;
      if (theirs === START) {
        const k = mine - (ENTRY[owner] as number);
        if (k === 0) {
          rolls.addAll(5);
          rolls.add(2, 3);
          rolls.add(1, 4);
        } else if (k >= 1 && k <= 6) rolls.add(5, k);
      } else if (isRing(theirs) && !isSafety(mine)) {
        if (blockadeBetween(board, owner, theirs, mine) === null) {
          addChances(rolls, distFrom(theirs, mine));
        }
      }
    }
  }
  return rolls.count;
}

/** PLT's three players in the GUI, and the three it defines besides, as scores of an end board. */
export const PLT_SCORES = {
  /** Amazing Grace: progress, safety and blockades. */
  grace: (b: Board, seat: number) =>
    2 * (500 - distance(b, seat)) + (36 - bopChance(b, seat)) + 10 * seatBlockades(b, seat).length,
  /** Polite Polly: the most distance left. */
  polly: (b: Board, seat: number) => distance(b, seat),
  /** Reckless Renee: the most exposure. */
  renee: (b: Board, seat: number) => bopChance(b, seat),
  /** Agressive Annie [sic], defined but not offered by PLT: the least distance left. */
  annie: (b: Board, seat: number) => 500 - distance(b, seat),
  /** Careful Charlie, defined but not offered: the least exposure. */
  charlie: (b: Board, seat: number) => 36 - bopChance(b, seat),
} as const;
