import { type CardName, cardIndex } from '../cards.ts';
import { type Board, lowBit, popcount, REACH } from './board.ts';
import { MATE } from './search.ts';
import {
  ARR_OWN,
  ARR_SIDE,
  ARR_THEIRS,
  ARRANGEMENT_OF,
  ARRANGEMENTS,
  type Decoded,
  GOAL,
  Layout,
  rotate,
  SQUARES,
  TEMPLE,
  UNRANK,
} from './tablebase-index.ts';

/**
 * A retrograde endgame tablebase for the five cards of one game: every position with at most
 * `maxPieces` pieces on the board (both masters and the students), every way the cards lie,
 * either player to move, with its exact value under perfect play: a win or loss in so many plies
 * for the player to move, or a draw (neither side can force a win; Onitama has no draw rule, so
 * such a game goes on forever).
 *
 * Built system by system (so many students in all), fewest first, since a capture leads to the
 * system below. Within a system, the classic retrograde analysis: each position starts with its
 * number of moves; wins in 1 are found by looking (the master can be taken or the temple
 * reached); then level by level, the positions lost in d - 1 make their predecessors won in d,
 * and the positions won in d - 1 take one from their predecessors' counts, a count reaching 0
 * being a loss in d. A capture's predecessors come from the system below by putting the taken
 * student back. What never resolves is a draw.
 *
 * One byte an entry: 0 a draw, odd d a win in d plies, even d a loss in d plies, INVALID for
 * entries no game reaches (overlapping pieces, a master already on the temple).
 */

export const INVALID = 255;
export const DRAW = 0;
const BLUE = 0;
const RED = 1;

/** While building, an unresolved entry holds UNRESOLVED + its moves not yet known to lose. */
const MOVES_AT_MOST = 2 * 4 * 4;
const UNRESOLVED = INVALID - 1 - MOVES_AT_MOST;

export class Tablebase {
  private readonly layout: Layout;

  constructor(
    /** The game's five cards, in the engine's card order. */
    readonly cards: readonly CardName[],
    readonly maxPieces: number,
    /** `tables[t]`: the positions with t students in all. */
    readonly tables: readonly Uint8Array[],
  ) {
    this.layout = new Layout(maxPieces - 2);
    this.local = localCards(cards).local;
  }

  private readonly local: Int8Array;

  /** Bytes the tables take. */
  get bytes(): number {
    return this.tables.reduce((n, table) => n + table.length, 0);
  }

  /**
   * The entry of the engine's `board` (DRAW, a win in odd plies, a loss in even ones), or
   * undefined when it has more pieces than the tablebase holds or cards of another game.
   */
  value(board: Board): number | undefined {
    const s = board.toMove;
    const t = popcount((board.pieces[0] as number) | (board.pieces[1] as number)) - 2;
    if (t >= this.tables.length) return undefined;
    const side = this.local[board.side] as number;
    const a = this.local[board.hand[s * 2] as number] as number;
    const b = this.local[board.hand[s * 2 + 1] as number] as number;
    if ((side | a | b) < 0) return undefined;
    // The mover plays up the board, as blue does: red's position is turned round.
    const turn = s === RED ? rotate : (bb: number) => bb;
    const ownMaster = turn(board.masters[s] as number);
    const theirMaster = turn(board.masters[s ^ 1] as number);
    const k = this.layout.index(
      t,
      ARRANGEMENT_OF[side * 32 + ((1 << a) | (1 << b))] as number,
      lowBit(ownMaster),
      lowBit(theirMaster),
      turn(board.pieces[s] as number) & ~ownMaster,
      turn(board.pieces[s ^ 1] as number) & ~theirMaster,
    );
    return (this.tables[t] as Uint8Array)[k];
  }

  /**
   * The search's score of `board` at `ply` (search.ts: a win in n plies from the root scores
   * MATE - n, a draw 0), or undefined when the tablebase does not hold it. For the `probe`
   * option of the search.
   */
  readonly score = (board: Board, ply: number): number | undefined => {
    const v = this.value(board);
    if (v === undefined || v === INVALID) return undefined;
    if (v === DRAW) return 0;
    return v % 2 === 1 ? MATE - ply - v : -MATE + ply + v;
  };

  /** The longest win or loss it holds, in plies. */
  get longest(): number {
    return Math.max(...this.tables.map(longestIn));
  }
}

/** Local card geometry: the game's five cards, their reach, and the engine's cards mapped to them. */
interface Cards {
  /** `reach[(card * 2 + player) * 25 + square]` for local cards 0-4. */
  readonly reach: Int32Array;
  /** `local[engine card]`: 0-4, or -1 for a card not in the game. */
  readonly local: Int8Array;
}

function localCards(cards: readonly CardName[]): Cards {
  const reach = new Int32Array(5 * 2 * SQUARES);
  const local = new Int8Array(32).fill(-1);
  for (const [c, name] of cards.entries()) {
    const g = cardIndex(name);
    local[g] = c;
    reach.set(REACH.subarray(g * 2 * SQUARES, (g + 1) * 2 * SQUARES), c * 2 * SQUARES);
  }
  return { reach, local };
}

/** The tablebase of `cards` up to `maxPieces` pieces: 3 take 1 MB, 4 take 24 MB. */
export function buildTablebase(cards: readonly CardName[], maxPieces: number): Tablebase {
  if (new Set(cards).size !== 5) throw new RangeError('a tablebase is for five different cards');
  if (maxPieces < 2 || maxPieces > 4) throw new RangeError('a tablebase holds 2 to 4 pieces');
  const sorted = [...cards].sort((a, b) => cardIndex(a) - cardIndex(b));
  const builder = new Builder(localCards(sorted).reach, new Layout(maxPieces - 2));
  const tables: Uint8Array[] = [];
  for (let t = 0; t <= maxPieces - 2; t++) tables.push(builder.build(t, tables[t - 1]));
  return new Tablebase(sorted, maxPieces, tables);
}

class Builder {
  private table = new Uint8Array(0);
  private t = 0;
  /** Positions resolved in the level being built. */
  private resolved = 0;
  private readonly q: Decoded = {
    i: 0,
    arr: 0,
    own: 0,
    theirs: 0,
    ownStudents: 0,
    theirStudents: 0,
  };

  constructor(
    private readonly reach: Int32Array,
    private readonly layout: Layout,
  ) {}

  build(t: number, lower?: Uint8Array): Uint8Array {
    this.t = t;
    this.table = new Uint8Array(this.layout.size(t));
    this.start();
    const lowerLongest = lower ? longestIn(lower) : 0;
    let d = 2;
    for (; d < UNRESOLVED; d++) {
      this.resolved = 0;
      this.level(this.table, t, d, false);
      if (lower && d - 1 <= lowerLongest) this.level(lower, t - 1, d, true);
      if (this.resolved === 0 && d > lowerLongest) break;
    }
    if (d >= UNRESOLVED) throw new RangeError('a win too long for the tablebase to hold');
    const table = this.table;
    for (let k = 0; k < table.length; k++) {
      if ((table[k] as number) >= UNRESOLVED && table[k] !== INVALID) table[k] = DRAW;
    }
    return table;
  }

  /** Marks each entry invalid, won in 1, or unresolved with its number of moves. */
  private start(): void {
    const reach = this.reach;
    const table = this.table;
    let k = 0;
    for (let i = 0; i <= this.t; i++) {
      const ownSets = UNRANK[i] as Int32Array;
      const theirSets = UNRANK[this.t - i] as Int32Array;
      for (let arr = 0; arr < ARRANGEMENTS; arr++) {
        const hand = ARR_OWN[arr] as number;
        const a = 31 - Math.clz32(hand);
        const b = lowBit(hand);
        for (let own = 0; own < SQUARES; own++) {
          for (let theirs = 0; theirs < SQUARES; theirs++) {
            for (const s of ownSets) {
              for (const u of theirSets) {
                table[k++] = startValue(reach, a, b, own, theirs, s, u);
              }
            }
          }
        }
      }
    }
  }

  /**
   * Resolves level d from the entries of `from` (this system, or the one below when `taken`)
   * that hold d - 1: their predecessors in this system.
   */
  private level(from: Uint8Array, t: number, d: number, taken: boolean): void {
    for (let k = from.indexOf(d - 1); k >= 0; k = from.indexOf(d - 1, k + 1)) {
      this.layout.decode(t, k, this.q);
      this.predecessors(this.q, d, taken);
    }
  }

  /**
   * Calls `settle` on each position one move before `q`: the other player moved a piece with
   * the card now at the side (taking a student of the mover's when `taken`), or passed with it.
   * The other player then held that card and one of their two now; the other one lay at the side.
   */
  private predecessors(q: Decoded, d: number, taken: boolean): void {
    const reach = this.reach;
    const c = ARR_SIDE[q.arr] as number;
    const hand = ARR_THEIRS[q.arr] as number;
    const own = q.ownStudents | (1 << q.own);
    const theirs = q.theirStudents | (1 << q.theirs);
    const empty = ~(own | theirs);
    const back = (c * 2 + BLUE) * SQUARES;
    for (let h = hand; h !== 0; h &= h - 1) {
      const kept = lowBit(h);
      const arr = ARRANGEMENT_OF[
        (lowBit(hand & ~(1 << kept)) as number) * 32 + ((1 << c) | (1 << kept))
      ] as number;
      for (let pieces = theirs; pieces !== 0; pieces &= pieces - 1) {
        const to = lowBit(pieces);
        for (let f = (reach[back + to] as number) & empty; f !== 0; f &= f - 1) {
          const from = lowBit(f);
          const master = to === q.theirs ? from : q.theirs;
          const students =
            to === q.theirs ? q.theirStudents : q.theirStudents ^ (1 << to) ^ (1 << from);
          const victims = taken ? q.ownStudents | (1 << to) : q.ownStudents;
          this.settle(arr, master, q.own, students, victims, d);
        }
      }
      if (!taken && immobile(reach, c, kept, theirs)) {
        this.settle(arr, q.theirs, q.own, q.theirStudents, q.ownStudents, d);
      }
    }
  }

  /**
   * One predecessor, given in the frame of the position after it (its mover playing down): at
   * an odd level its move reaches a lost position, so it is won; at an even one that move loses,
   * and when it was its last move not known to lose, it is lost.
   */
  private settle(
    arr: number,
    mover: number,
    other: number,
    moverStudents: number,
    otherStudents: number,
    d: number,
  ): void {
    const k = this.layout.index(
      this.t,
      arr,
      SQUARES - 1 - mover,
      SQUARES - 1 - other,
      rotate(moverStudents),
      rotate(otherStudents),
    );
    const v = this.table[k] as number;
    if (v < UNRESOLVED || v === INVALID) return;
    if (d % 2 === 1 || v === UNRESOLVED + 1) {
      this.table[k] = d;
      this.resolved++;
    } else {
      this.table[k] = v - 1;
    }
  }
}

/**
 * An entry's value before the levels: invalid, a win in 1, or UNRESOLVED plus its moves (two
 * passes when it has none). Cards a and b are the mover's; the mover plays up as blue.
 */
function startValue(
  reach: Int32Array,
  a: number,
  b: number,
  own: number,
  theirs: number,
  ownStudents: number,
  theirStudents: number,
): number {
  const ownBit = 1 << own;
  const theirBit = 1 << theirs;
  if (
    own === theirs ||
    own === GOAL ||
    theirs === TEMPLE ||
    ((ownBit | theirBit) & (ownStudents | theirStudents)) !== 0 ||
    (ownStudents & theirStudents) !== 0
  ) {
    return INVALID;
  }
  const mine = ownStudents | ownBit;
  // Red's reach from a square is where blue reaches it from.
  const intoA = (a * 2 + RED) * SQUARES;
  const intoB = (b * 2 + RED) * SQUARES;
  if ((((reach[intoA + theirs] as number) | (reach[intoB + theirs] as number)) & mine) !== 0)
    return 1;
  if (
    ((mine >>> GOAL) & 1) === 0 &&
    (((reach[intoA + GOAL] as number) | (reach[intoB + GOAL] as number)) & ownBit) !== 0
  ) {
    return 1;
  }
  let moves = 0;
  for (let p = mine; p !== 0; p &= p - 1) {
    const sq = lowBit(p);
    moves +=
      popcount((reach[a * 2 * SQUARES + sq] as number) & ~mine) +
      popcount((reach[b * 2 * SQUARES + sq] as number) & ~mine);
  }
  return UNRESOLVED + (moves === 0 ? 2 : moves);
}

/** Whether the player playing down, holding cards c and d, has no move for `pieces`. */
function immobile(reach: Int32Array, c: number, d: number, pieces: number): boolean {
  for (let p = pieces; p !== 0; p &= p - 1) {
    const sq = lowBit(p);
    const to =
      (reach[(c * 2 + RED) * SQUARES + sq] as number) |
      (reach[(d * 2 + RED) * SQUARES + sq] as number);
    if ((to & ~pieces) !== 0) return false;
  }
  return true;
}

function longestIn(table: Uint8Array): number {
  let longest = 0;
  for (let k = 0; k < table.length; k++) {
    const v = table[k] as number;
    if (v < UNRESOLVED && v > longest) longest = v;
  }
  return longest;
}
