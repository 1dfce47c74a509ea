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

const MAX_ENTRIES = 12_000_000;

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
  depth: number;
  /** Distances counted from this position. */
  score: number;
  bound: 0 | 1 | 2;
}

/** Thrown through the searches when the caller stops them. */
export class Stop {}

export class Solver3 {
  readonly table = new Map<number, Entry>();
  nodes = 0;

  constructor(readonly stopped: () => boolean = () => false) {}

  /** The score of `board` (red to move) searched `depth` plies, for red. */
  search(board: readonly number[], depth: number, alpha: number, beta: number): number {
    this.nodes++;
    if ((this.nodes & 0xffff) === 0 && this.stopped()) throw new Stop();
    const key = canonicalKey(board);
    const e = this.table.get(key);
    if (e && e.depth >= depth) {
      if (
        e.bound === 0 ||
        (e.bound === 1 && e.score >= beta) ||
        (e.bound === 2 && e.score <= alpha)
      ) {
        return e.score;
      }
    }
    // A Map holds at most 2²⁴ entries: start afresh well before (deep searches past the
    // horizon reach it); the entries are a cache, so only speed is lost.
    if (this.table.size >= MAX_ENTRIES) this.table.clear();
    const a0 = alpha;
    const moves = movesFor(board);
    let best = -WIN;
    const children: [number[], SolverMove][] = [];
    // Immediate results first: a winning move ends the search here.
    for (const m of moves) {
      const after = afterMove(board, m);
      const o = outcome(after);
      if (o === 1) {
        this.table.set(key, { depth: 99, score: WIN - 1, bound: 0 });
        return WIN - 1;
      }
      if (o === -1) best = Math.max(best, -(WIN - 1));
      else children.push([after, m]);
    }
    if (depth <= 1 || children.length === 0) {
      const score = children.length === 0 ? best : Math.max(best, 0);
      this.table.set(key, {
        depth,
        score,
        bound: children.length === 0 ? 0 : score >= beta ? 1 : 2,
      });
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
    this.table.set(key, { depth, score: best, bound: best <= a0 ? 2 : best >= beta ? 1 : 0 });
    return best;
  }
}
