import { BucketTable } from '../../../search/bucket-table.ts';
import { lines, offBoard, pop, push, RED, symmetries, topColour, topSize } from '../board.ts';

/**
 * The 3×3 solver: a depth-limited win/loss search ("win in N") with alpha-beta over exact
 * distances, a transposition table keyed by the board up to the 8 symmetries and seen from the
 * mover's side (colours swapped when Yellow moves), iterative deepening one ply at a time. A
 * value is exact within the horizon: a win or loss in N plies is proven and the fastest (or
 * slowest) there is; "no result within H" means neither side forces a line in H plies. The
 * draws are proven by safety.ts, and exact.ts puts the two together.
 */

const N = 3;
const CELLS = 9;
const LINES = lines(N);
const SYMS = symmetries(N);
/** Each symmetry's inverse: `FROM[t][cell]` is the cell that lands on `cell`. */
const FROM = SYMS.map((map) => Array.from({ length: CELLS }, (_, cell) => map.indexOf(cell)));
/** A stack id with the colours swapped. */
const SWAP = Array.from({ length: 27 }, (_, id) => {
  let out = 0;
  for (let s = 0, p = 1, v = id; s < 3; s++, p *= 3, v = Math.floor(v / 3)) {
    const d = v % 3;
    out += (d === 0 ? 0 : 3 - d) * p;
  }
  return out;
});
const TOP_COLOUR = Array.from({ length: 27 }, (_, id) => topColour(id));
const TOP_SIZE = Array.from({ length: 27 }, (_, id) => topSize(id));

/**
 * The table's size: 2²² slots of 16 bytes. Every first move from the empty board visits 5.7
 * million positions; a Map of them took about a gigabyte, too much for a phone's worker.
 */
export const TABLE_MB = 64;

/** Scores: a win in p plies is WIN - p; 0 is "nothing proven within the horizon". */
export const WIN = 1000;

/** A score seen one ply further up: a win or loss one ply later, 0 staying 0. */
const later = (v: number) => (v > 0 ? v - 1 : v < 0 ? v + 1 : 0);
/** The inverse of `later` on a window's edge. */
const sooner = (v: number) => (v > 0 ? v + 1 : v < 0 ? v - 1 : 0);

export interface SolverMove {
  readonly size: number;
  readonly from: number | null;
  readonly to: number;
}

function hasLine(board: readonly number[], colour: number): boolean {
  for (const line of LINES) {
    if (
      TOP_COLOUR[board[line[0] as number] as number] === colour &&
      TOP_COLOUR[board[line[1] as number] as number] === colour &&
      TOP_COLOUR[board[line[2] as number] as number] === colour
    ) {
      return true;
    }
  }
  return false;
}

/**
 * How good a board after red's move looks for red, to try strong moves first: lines where it
 * shows two tops and the other none, less those where the other does (a threat to answer).
 */
export function lineShape(after: readonly number[]): number {
  let score = 0;
  for (const line of LINES) {
    let mine = 0;
    let theirs = 0;
    for (const cell of line) {
      const c = TOP_COLOUR[after[cell] as number];
      if (c === 0) mine++;
      else if (c === 1) theirs++;
    }
    if (mine === 2 && theirs === 0) score += 1;
    if (theirs === 2 && mine === 0) score -= 2;
  }
  return score;
}

/** The moves of the player to move, who is always red here (boards are from its side). */
export function movesFor(board: readonly number[]): SolverMove[] {
  const moves: SolverMove[] = [];
  for (const size of new Set(offBoard(board, N, RED))) {
    for (let to = 0; to < CELLS; to++) {
      const t = board[to] as number;
      if (t === 0 || (TOP_SIZE[t] as number) < size) moves.push({ size, from: null, to });
    }
  }
  for (let from = 0; from < CELLS; from++) {
    const f = board[from] as number;
    if (TOP_COLOUR[f] !== RED) continue;
    const size = TOP_SIZE[f] as number;
    for (let to = 0; to < CELLS; to++) {
      const t = board[to] as number;
      if (to !== from && (t === 0 || (TOP_SIZE[t] as number) < size))
        moves.push({ size, from, to });
    }
  }
  return moves;
}

/** The board after red's move, seen from the other side (so red is to move again). */
export function afterMove(board: readonly number[], m: SolverMove): number[] {
  const next = board.slice();
  if (m.from !== null) next[m.from] = pop(next[m.from] as number);
  next[m.to] = push(next[m.to] as number, m.size, RED);
  return next;
}

/** +1: the mover (red) won by the move; -1: lost (the opponent shows a line); 0: goes on. */
export function outcome(after: readonly number[]): number {
  const mine = hasLine(after, 0);
  const theirs = hasLine(after, 1);
  if (theirs) return -1; // both lines or only theirs: the mover loses
  return mine ? 1 : 0;
}

export const flip = (board: readonly number[]) => board.map((s) => SWAP[s] as number);

/** The least of the 8 symmetric images, as one number (27⁹ < 2⁵³). */
export function canonicalKey(board: readonly number[]): number {
  let best = Infinity;
  for (const from of FROM) {
    let key = 0;
    for (let cell = 0; cell < CELLS; cell++)
      key = key * 27 + (board[from[cell] as number] as number);
    if (key < best) best = key;
  }
  return best;
}

export interface Entry {
  readonly depth: number;
  /** Distances counted from this position. */
  readonly score: number;
  /** 0 exact, 1 a lower bound, 2 an upper bound (the shared table's EXACT, LOWER, UPPER). */
  readonly bound: number;
}

/**
 * The shared table's bucket index (`lo`) and check (`hi`) for a key below 27⁹ < 2⁴³: its top
 * 11 bits and its low 32 bits, mixed with them one to one. The check holds the top bits and
 * the mixed bits 11 to 31; a table of at least 2¹¹ buckets (1 MB has 2¹⁵) indexes by the
 * mixed bits 0 to 10 and more, so two keys never share a bucket and a check.
 */
function split(key: number, out: { lo: number; hi: number }) {
  const top = Math.floor(key / 2 ** 32);
  let mixed = (key >>> 0) ^ Math.imul(top, 0x9e3779b1);
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed ^= mixed >>> 13;
  out.lo = mixed;
  out.hi = (top << 21) | (mixed >>> 11);
}

/** Scores carry no distance from the root: the shared table's adjustment is kept off. */
const NO_MATE = Number.POSITIVE_INFINITY;

/** Thrown through the searches when the caller stops them. */
export class Stop {}

export class Solver3 {
  /**
   * A cache: a lost entry costs only time. Each entry is a proven fact about its position (a
   * line within its depth, or none), whatever else the table holds, so the values found do
   * not depend on which entries are still there.
   */
  private readonly table: BucketTable;
  private readonly at = { lo: 0, hi: 0 };
  nodes = 0;

  constructor(
    readonly stopped: () => boolean = () => false,
    megabytes = TABLE_MB,
  ) {
    this.table = new BucketTable(megabytes);
  }

  /** The table's entry for a canonical key, if it still holds one. */
  entry(key: number): Entry | undefined {
    split(key, this.at);
    if (!this.table.probe(this.at.lo, this.at.hi, 0, NO_MATE)) return undefined;
    return { depth: this.table.depth, score: this.table.score, bound: this.table.bound };
  }

  private store(key: number, depth: number, score: number, bound: number) {
    split(key, this.at);
    this.table.store(this.at.lo, this.at.hi, 0, NO_MATE, 0, score, depth, bound);
  }

  /** The score of `board` (red to move) searched `depth` plies, for red. */
  search(board: readonly number[], depth: number, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & 0xffff) === 0 && this.stopped()) throw new Stop();
    const key = canonicalKey(board);
    split(key, this.at);
    const t = this.table;
    if (t.probe(this.at.lo, this.at.hi, 0, NO_MATE) && t.depth >= depth) {
      if (
        t.bound === 0 ||
        (t.bound === 1 && t.score >= beta) ||
        (t.bound === 2 && t.score <= alpha)
      ) {
        return t.score;
      }
    }
    const a0 = alpha;
    const moves = movesFor(board);
    let best = -WIN;
    const children: [number[], SolverMove][] = [];
    // Immediate results first: a winning move ends the search here.
    for (const m of moves) {
      const after = afterMove(board, m);
      const o = outcome(after);
      if (o === 1) {
        this.store(key, 99, WIN - 1, 0);
        return WIN - 1;
      }
      if (o === -1) best = Math.max(best, -(WIN - 1));
      else children.push([after, m]);
    }
    if (depth <= 1 || children.length === 0) {
      const score = children.length === 0 ? best : Math.max(best, 0);
      this.store(key, depth, score, children.length === 0 ? 0 : score >= beta ? 1 : 2);
      // With no win in one, nothing is proven at the horizon unless every move loses.
      return score;
    }
    for (const [after] of children) {
      // The child's window maps onto this one through `later`, so a bound the child returns
      // stays a bound here (with the plain -beta, -alpha a bound one ply short of the edge
      // came back as if exact, and distances went wrong).
      const v = -this.search(flip(after), depth - 1, -sooner(beta), -sooner(alpha));
      const score = later(v);
      if (score > best) best = score;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    this.store(key, depth, best, best <= a0 ? 2 : best >= beta ? 1 : 0);
    return best;
  }
}
