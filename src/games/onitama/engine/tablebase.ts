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
  rank,
  rotate,
  SQUARES,
  sets,
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
    const ownMaster = board.masters[s] as number;
    const theirMaster = board.masters[s ^ 1] as number;
    let own = lowBit(ownMaster);
    let theirs = lowBit(theirMaster);
    let ownStudents = (board.pieces[s] as number) & ~ownMaster;
    let theirStudents = (board.pieces[s ^ 1] as number) & ~theirMaster;
    if (s === RED) {
      // The mover plays up the board, as blue does: red's position is turned round.
      own = SQUARES - 1 - own;
      theirs = SQUARES - 1 - theirs;
      ownStudents = rotate(ownStudents);
      theirStudents = rotate(theirStudents);
    }
    const arr = ARRANGEMENT_OF[side * 32 + ((1 << a) | (1 << b))] as number;
    const k = this.layout.index(t, arr, own, theirs, ownStudents, theirStudents);
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
  /** Positions resolved in the level being built, and (as many as fit) which. */
  private resolved = 0;
  private found = new Int32Array(0);
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
    // Up to a sixteenth of the entries a level are listed for the next; a bigger level is
    // found again by scanning, which costs less than the memory of listing it.
    this.found = new Int32Array(this.table.length >>> 4);
    let frontier = new Int32Array(this.found.length);
    this.start();
    const lowerLongest = lower ? longestIn(lower) : 0;
    let listed = false;
    let d = 2;
    for (; d < UNRESOLVED; d++) {
      this.resolved = 0;
      if (listed) {
        for (let n = 0; n < frontier.length && (frontier[n] as number) >= 0; n++) {
          this.expand(t, frontier[n] as number, d, false);
        }
      } else {
        this.scan(this.table, t, d, false);
      }
      if (lower && d - 1 <= lowerLongest) this.scan(lower, t - 1, d, true);
      if (this.resolved === 0 && d > lowerLongest) break;
      listed = this.resolved < this.found.length;
      if (listed) {
        this.found[this.resolved] = -1;
        [frontier, this.found] = [this.found, frontier];
      }
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

  /** Level d from every entry of `from` (of system t) that holds d - 1. */
  private scan(from: Uint8Array, t: number, d: number, taken: boolean): void {
    for (let k = from.indexOf(d - 1); k >= 0; k = from.indexOf(d - 1, k + 1)) {
      this.expand(t, k, d, taken);
    }
  }

  /**
   * Settles each position one move before entry k of system t: the other player moved a piece
   * with the card now at the side (taking a student when `taken`: entry k is then in the system
   * below), or passed with it. That player then held that card and one of the two they hold
   * now; the other lay at the side. Worked in that player's frame, the board turned round.
   */
  private expand(t: number, k: number, d: number, taken: boolean): void {
    const q = this.q;
    this.layout.decode(t, k, q);
    const c = ARR_SIDE[q.arr] as number;
    const hand = ARR_THEIRS[q.arr] as number;
    const master = SQUARES - 1 - q.theirs;
    const students = rotate(q.theirStudents);
    const other = SQUARES - 1 - q.own;
    const victims = rotate(q.ownStudents);
    const mine = students | (1 << master);
    const empty = ~(mine | victims | (1 << other));
    const i = popcount(students);
    const base = (this.layout.offsets[this.t] as Int32Array)[i] as number;
    const nOwn = sets(i);
    const nTheirs = sets(this.t - i);
    const staying = rank(students);
    const victimRank = rank(victims);
    // Red's reach from a square is where blue reaches it from.
    const into = (c * 2 + RED) * SQUARES;
    for (let h = hand; h !== 0; h &= h - 1) {
      const kept = lowBit(h);
      const arr = ARRANGEMENT_OF[
        lowBit(hand & ~(1 << kept)) * 32 + ((1 << c) | (1 << kept))
      ] as number;
      for (let pieces = mine; pieces !== 0; pieces &= pieces - 1) {
        const to = lowBit(pieces);
        const theirRank = taken ? rank(victims | (1 << to)) : victimRank;
        for (let f = (this.reach[into + to] as number) & empty; f !== 0; f &= f - 1) {
          const from = lowBit(f);
          const own = to === master ? from : master;
          const ownRank = to === master ? staying : rank(students ^ (1 << to) ^ (1 << from));
          this.settle(
            base +
              (((arr * SQUARES + own) * SQUARES + other) * nOwn + ownRank) * nTheirs +
              theirRank,
            d,
          );
        }
      }
      if (!taken && immobile(this.reach, c, kept, mine)) {
        this.settle(this.layout.index(this.t, arr, master, other, students, victims), d);
      }
    }
  }

  /**
   * One predecessor: at an odd level its move reaches a lost position, so it is won; at an even
   * one that move loses, and when it was its last move not known to lose, it is lost.
   */
  private settle(k: number, d: number): void {
    const v = this.table[k] as number;
    if (v < UNRESOLVED || v === INVALID) return;
    if (d % 2 === 1 || v === UNRESOLVED + 1) {
      this.table[k] = d;
      if (this.resolved < this.found.length) this.found[this.resolved] = k;
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

/**
 * Whether the player playing up, holding cards c and d, has no move for `pieces`. It never
 * happens with 3 pieces a side or fewer, whatever the cards, but it is a rule.
 */
function immobile(reach: Int32Array, c: number, d: number, pieces: number): boolean {
  for (let p = pieces; p !== 0; p &= p - 1) {
    const sq = lowBit(p);
    const to = (reach[c * 2 * SQUARES + sq] as number) | (reach[d * 2 * SQUARES + sq] as number);
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
