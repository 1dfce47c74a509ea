import { lowBit, popcount } from './board.ts';

/**
 * The index of the endgame tablebase (tablebase.ts). A position is seen from the player to move,
 * turned round when that is red, so that the mover always plays up the board as blue does: the
 * two sides' positions are one entry, since red's cards are blue's turned round. Its entry is
 *
 *   offset(class) + ((((arrangement * 25 + own master) * 25 + their master) * C(25, i)
 *                    + rank(own students)) * C(25, j) + rank(their students))
 *
 * where a "system" holds the positions with t students in all and a class the split of them,
 * i the mover's and j = t - i the other's. Students are ranked as sets (the combinatorial number
 * system) over all 25 squares, overlaps included: a loose index, simple and quick to compute,
 * whose impossible entries the build marks invalid.
 *
 * An arrangement says where the five cards of the game lie: which is the side card (5) and which
 * two of the other four the mover holds (6), as local indices 0-4 of the game's cards.
 */

export const SQUARES = 25;
/** The mover's goal (red's temple, c5) and the mover's own temple (c1), mover playing up. */
export const GOAL = 2;
export const TEMPLE = 22;
export const ARRANGEMENTS = 30;
/** Students a side may have in an indexed position. */
const MAX_STUDENTS = 3;

/** `BINOM[n * 4 + k]` = C(n, k) for n ≤ 25, k ≤ 3. */
const BINOM = new Int32Array(26 * 4);
for (let n = 0; n <= SQUARES; n++) {
  for (let k = 0; k <= MAX_STUDENTS; k++) {
    BINOM[n * 4 + k] =
      k === 0
        ? 1
        : n === 0
          ? 0
          : (BINOM[(n - 1) * 4 + k] as number) + (BINOM[(n - 1) * 4 + k - 1] as number);
  }
}

/** How many sets of k squares there are. */
export const sets = (k: number): number => BINOM[SQUARES * 4 + k] as number;

/** A set of squares' rank among the sets of its size. */
export function rank(bb: number): number {
  let r = 0;
  let k = 1;
  for (let b = bb; b !== 0; b &= b - 1) r += BINOM[lowBit(b) * 4 + k++] as number;
  return r;
}

/** `UNRANK[k][rank]`: the set of k squares of that rank, as a bitboard. */
export const UNRANK: readonly Int32Array[] = Array.from({ length: MAX_STUDENTS + 1 }, (_, k) => {
  const out = new Int32Array(sets(k));
  if (k === 0) return out;
  for (let bb = (1 << k) - 1; bb < 1 << SQUARES; bb = next(bb)) out[rank(bb)] = bb;
  return out;
});

/** The next bitboard after `bb` with as many bits (Gosper's hack). */
function next(bb: number): number {
  const c = bb & -bb;
  const r = bb + c;
  return (((r ^ bb) >>> 2) / c) | 0 | r;
}

/** The board turned round: square s becomes 24 - s. */
export function rotate(bb: number): number {
  let r = 0;
  for (let b = bb; b !== 0; b &= b - 1) r |= 1 << (SQUARES - 1 - lowBit(b));
  return r;
}

/** Per arrangement: the side card, and the mover's and the other's hands as 5-bit masks. */
export const ARR_SIDE = new Int8Array(ARRANGEMENTS);
export const ARR_OWN = new Int8Array(ARRANGEMENTS);
export const ARR_THEIRS = new Int8Array(ARRANGEMENTS);
/** `ARRANGEMENT_OF[side * 32 + own mask]`: the arrangement, -1 if the cards do not fit. */
export const ARRANGEMENT_OF = new Int8Array(5 * 32).fill(-1);
{
  let a = 0;
  for (let side = 0; side < 5; side++) {
    for (let own = 0; own < 32; own++) {
      if (popcount(own) !== 2 || (own >>> side) & 1) continue;
      ARR_SIDE[a] = side;
      ARR_OWN[a] = own;
      ARR_THEIRS[a] = 31 & ~own & ~(1 << side);
      ARRANGEMENT_OF[side * 32 + own] = a++;
    }
  }
}

/** A position decoded from its entry: the class's mover students, arrangement, masters, students. */
export interface Decoded {
  i: number;
  arr: number;
  own: number;
  theirs: number;
  ownStudents: number;
  theirStudents: number;
}

/** Where each system and class starts, for positions of up to `maxStudents` students in all. */
export class Layout {
  /** `offsets[t][i]`: the first entry of class i of system t; `offsets[t][t + 1]` its size. */
  readonly offsets: readonly Int32Array[];

  constructor(readonly maxStudents: number) {
    if (maxStudents > MAX_STUDENTS) throw new RangeError(`at most ${MAX_STUDENTS} students`);
    this.offsets = Array.from({ length: maxStudents + 1 }, (_, t) => {
      const off = new Int32Array(t + 2);
      for (let i = 0; i <= t; i++) {
        off[i + 1] = (off[i] as number) + ARRANGEMENTS * SQUARES * SQUARES * sets(i) * sets(t - i);
      }
      return off;
    });
  }

  size(t: number): number {
    return (this.offsets[t] as Int32Array)[t + 1] as number;
  }

  index(
    t: number,
    arr: number,
    own: number,
    theirs: number,
    ownStudents: number,
    theirStudents: number,
  ): number {
    const i = popcount(ownStudents);
    const masters = (arr * SQUARES + own) * SQUARES + theirs;
    return (
      ((this.offsets[t] as Int32Array)[i] as number) +
      (masters * sets(i) + rank(ownStudents)) * sets(t - i) +
      rank(theirStudents)
    );
  }

  decode(t: number, index: number, out: Decoded): void {
    const off = this.offsets[t] as Int32Array;
    let i = 0;
    while (index >= (off[i + 1] as number)) i++;
    const nOwn = sets(i);
    const nTheirs = sets(t - i);
    let rest = index - (off[i] as number);
    const theirRank = rest % nTheirs;
    rest = (rest - theirRank) / nTheirs;
    const ownRank = rest % nOwn;
    rest = (rest - ownRank) / nOwn;
    out.i = i;
    out.theirs = rest % SQUARES;
    rest = (rest - out.theirs) / SQUARES;
    out.own = rest % SQUARES;
    out.arr = (rest - out.own) / SQUARES;
    out.ownStudents = (UNRANK[i] as Int32Array)[ownRank] as number;
    out.theirStudents = (UNRANK[t - i] as Int32Array)[theirRank] as number;
  }
}
