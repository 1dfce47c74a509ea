import { allMoves, type Piece, type PousseMove, pushStart, X } from '../board.ts';
import type { PousseState } from '../rules.ts';
import { Evaluator, engineWeights, type Weights } from './evaluate.ts';
import { fromState } from './position.ts';
import { ArrayPositions, BitPositions, MAX_BITS_N, type Positions } from './positions.ts';

/**
 * Our engine: negamax alpha-beta with iterative deepening, principal-variation search, a
 * transposition table keyed by the board and its repetition tail (engine/position.ts), and move
 * ordering by the table's move, two killers a ply and a history table.
 */

export const WIN = 1_000_000;
/** Scores beyond this are wins or losses found by the search. */
export const DECIDED = WIN - 10_000;
export const MAX_DEPTH = 64;

export interface SearchLimits {
  readonly depth?: number;
  readonly nodes?: number;
  /** Milliseconds of wall time. */
  readonly movetime?: number;
}

export interface SearchOptions {
  readonly weights?: Weights;
  readonly stopped?: () => boolean;
  /** After each finished depth. */
  readonly onDepth?: (r: SearchResult) => void;
  readonly now?: () => number;
  /**
   * Keep the table from the last search (a game's previous moves): its entries are keyed by
   * board and repetition tail, so they stay right, and a timed search starts deeper. Off by
   * default, so that a search's move depends only on the position and the limits.
   */
  readonly keepTable?: boolean;
}

export interface SearchResult {
  readonly move: PousseMove;
  /** From the side to move. */
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly pv: readonly PousseMove[];
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

class Aborted extends Error {}

/** A fixed-size table of entries in typed arrays: two key halves, then depth, flag, move, score. */
class Table {
  readonly keys: Int32Array;
  readonly data: Int32Array;
  readonly mask: number;
  constructor(log2: number) {
    this.mask = (1 << log2) - 1;
    this.keys = new Int32Array(2 << log2);
    this.data = new Int32Array(4 << log2);
  }
}

function mixHi(hi: number, lo: number): number {
  return Math.imul(hi ^ (lo >>> 7), 0x9e3779b1) ^ (lo << 11);
}
function mixLo(hi: number, lo: number): number {
  return Math.imul(lo ^ (hi >>> 5), 0x85ebca6b) ^ (hi << 3);
}

/** Late-move reductions apply from this remaining depth on. */
const REDUCE_DEPTH = 3;

export class Engine {
  /** Moves after this many (not the table's, nor killers) are reduced; Infinity for none. */
  reduceAfter = 3;
  private readonly moves: PousseMove[];
  private readonly pos: Positions;
  private readonly table: Table;
  private readonly killers: Int32Array;
  private readonly historyScores: Int32Array;
  /** Keys (hi, lo pairs) of the boards in the current repetition window, root path included. */
  private readonly tail: number[] = [];
  /** Each move's first cell, to tell pushes onto the same empty cell apart. */
  private readonly starts: Int32Array;
  private readonly steps: Int32Array;
  private readonly stamps: Int32Array;
  private stampCount = 0;
  private readonly orderBuf: Int32Array;
  private readonly orderKeys: Int32Array;
  private nodes = 0;
  private limitNodes = Infinity;
  private deadline = Infinity;
  private stopped: () => boolean = () => false;
  private now: () => number = () => performance.now();

  /** `bits` false keeps the arrays of cells on small boards too, to compare the two. */
  constructor(n: number, weights: Weights = engineWeights(n), tableLog2 = 18, bits = true) {
    this.moves = allMoves(n);
    this.starts = Int32Array.from(this.moves, (m) => pushStart(n, m.side, m.line)[0]);
    this.steps = Int32Array.from(this.moves, (m) => pushStart(n, m.side, m.line)[1]);
    this.stamps = new Int32Array(n * n);
    this.orderBuf = new Int32Array((MAX_DEPTH + 2) * this.moves.length);
    this.orderKeys = new Int32Array((MAX_DEPTH + 2) * this.moves.length);
    this.table = new Table(tableLog2);
    const plies = MAX_DEPTH + 2;
    this.pos =
      bits && n <= MAX_BITS_N
        ? new BitPositions(n, plies, weights)
        : new ArrayPositions(n, plies, this.starts, this.steps, new Evaluator(n, weights));
    this.killers = new Int32Array(2 * (MAX_DEPTH + 2)).fill(-1);
    this.historyScores = new Int32Array(3 * this.moves.length);
  }

  search(state: PousseState, limits: SearchLimits, options: SearchOptions = {}): SearchResult {
    const { board, tail } = fromState(state);
    this.pos.load(board);
    this.tail.length = 0;
    this.tail.push(...tail);
    let tailHi = 0;
    let tailLo = 0;
    for (let k = 0; k < tail.length; k += 2) {
      tailHi ^= mixHi(tail[k] as number, tail[k + 1] as number);
      tailLo ^= mixLo(tail[k] as number, tail[k + 1] as number);
    }
    this.nodes = 0;
    this.now = options.now ?? (() => performance.now());
    this.limitNodes = limits.nodes ?? Infinity;
    this.deadline = limits.movetime === undefined ? Infinity : this.now() + limits.movetime;
    this.stopped = options.stopped ?? (() => false);
    this.killers.fill(-1);
    this.historyScores.fill(0);
    if (!options.keepTable) this.table.keys.fill(0);
    const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH);
    const root = this.rootMoves();
    let best: SearchResult = {
      move: this.moves[root[0] as number] as PousseMove,
      score: 0,
      depth: 0,
      nodes: 0,
      pv: [],
    };
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        // `| 0`: a negated 0 is -0, which would tell two equal results apart.
        const score = this.node(0, depth, -WIN - 1, WIN + 1, 0, tailHi, tailLo) | 0;
        const pv = this.pv(depth);
        best = { move: pv[0] ?? best.move, score, depth, nodes: this.nodes, pv };
        options.onDepth?.(best);
        if (Math.abs(score) >= DECIDED) break;
      } catch (e) {
        if (e instanceof Aborted) break;
        throw e;
      }
    }
    return { ...best, nodes: this.nodes };
  }

  /** The moves the search tries in `state`: one of each pair that gives the same board. */
  uniqueMoves(state: PousseState): PousseMove[] {
    this.pos.load(fromState(state).board);
    return this.rootMoves().map((m) => this.moves[m] as PousseMove);
  }

  /** Unique moves at the root: two pushes onto the same empty edge cell give the same board. */
  private rootMoves(): number[] {
    const out = new Int32Array(this.starts.length);
    return Array.from(out.subarray(0, this.uniqueInto(0, out)));
  }

  /** Appends the unique moves' indices at `ply` to `out`; returns how many. */
  private uniqueInto(ply: number, out: Int32Array, at = 0): number {
    const stamp = ++this.stampCount;
    let k = at;
    for (let m = 0; m < this.starts.length; m++) {
      const start = this.starts[m] as number;
      if (this.pos.edgeEmpty(ply, m)) {
        if (this.stamps[start] === stamp) continue;
        this.stamps[start] = stamp;
      }
      out[k++] = m;
    }
    return k - at;
  }

  private checkLimits(): void {
    if (
      this.nodes >= this.limitNodes ||
      ((this.nodes & 1023) === 0 && (this.now() >= this.deadline || this.stopped()))
    ) {
      throw new Aborted();
    }
  }

  private probe(hi: number, lo: number): number {
    const slot = lo & this.table.mask;
    const t = this.table;
    return t.keys[2 * slot] === hi && t.keys[2 * slot + 1] === lo ? slot : -1;
  }

  private store(hi: number, lo: number, depth: number, flag: number, move: number, score: number) {
    const slot = lo & this.table.mask;
    const t = this.table;
    if (
      t.keys[2 * slot] !== hi ||
      t.keys[2 * slot + 1] !== lo ||
      (t.data[4 * slot] as number) <= depth
    ) {
      t.keys[2 * slot] = hi;
      t.keys[2 * slot + 1] = lo;
      t.data[4 * slot] = depth;
      t.data[4 * slot + 1] = flag;
      t.data[4 * slot + 2] = move;
      t.data[4 * slot + 3] = score;
    }
  }

  /** Negamax from the side to move at `ply`; `window` is where its repetition window starts. */
  private node(
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    window: number,
    tailHi: number,
    tailLo: number,
  ): number {
    this.nodes++;
    this.checkLimits();
    const pos = this.pos;
    if (depth === 0) return pos.evaluate(ply);
    const boardHi = pos.hi[ply] as number;
    const boardLo = pos.lo[ply] as number;
    const keyHi = boardHi ^ tailHi;
    const keyLo = boardLo ^ tailLo;
    const slot = this.probe(keyHi, keyLo);
    let ttMove = -1;
    if (slot >= 0) {
      const d = this.table.data;
      ttMove = d[4 * slot + 2] as number;
      if ((d[4 * slot] as number) >= depth && ply > 0) {
        const score = fromTable(d[4 * slot + 3] as number, ply);
        const flag = d[4 * slot + 1];
        if (flag === EXACT) return score;
        if (flag === LOWER && score >= beta) return score;
        if (flag === UPPER && score <= alpha) return score;
      }
    }
    const count = this.ordered(ply, ttMove);
    const at = ply * this.starts.length;
    const mover = pos.side[ply] as Piece;
    // The child's window: this board joins it, unless the move adds a marker (then none can recur).
    const end = this.tail.length;
    this.tail.push(boardHi, boardLo);
    const nextHi = tailHi ^ mixHi(boardHi, boardLo);
    const nextLo = tailLo ^ mixLo(boardHi, boardLo);
    const alpha0 = alpha;
    let best = -WIN - 1;
    let bestMove = -1;
    const keys = this.orderKeys;
    try {
      for (let k = 0; k < count; k++) {
        // The best-keyed move not yet tried, the earliest of equals: most nodes cut off after
        // one or two moves, so picking beats sorting.
        let pick = at;
        let top = keys[at] as number;
        for (let i = at + 1; i < at + count; i++) {
          if ((keys[i] as number) > top) {
            top = keys[i] as number;
            pick = i;
          }
        }
        keys[pick] = -1;
        const m = this.orderBuf[pick] as number;
        const added = pos.push(ply, m);
        let score = this.decided(mover, added, window, ply);
        if (score === null) {
          const w = added ? this.tail.length : window;
          const th = added ? 0 : nextHi;
          const tl = added ? 0 : nextLo;
          if (k === 0) score = -this.node(ply + 1, depth - 1, -beta, -alpha, w, th, tl);
          else {
            // Late moves first get a shallower look; one that beats alpha is searched again.
            const late = k >= this.reduceAfter && depth >= REDUCE_DEPTH && top < 1e8 - 1;
            score = late
              ? -this.node(ply + 1, depth - 2, -alpha - 1, -alpha, w, th, tl)
              : alpha + 1;
            if (score > alpha)
              score = -this.node(ply + 1, depth - 1, -alpha - 1, -alpha, w, th, tl);
            if (score > alpha && score < beta) {
              score = -this.node(ply + 1, depth - 1, -beta, -alpha, w, th, tl);
            }
          }
        }
        if (score > best) {
          best = score;
          bestMove = m;
        }
        if (score > alpha) alpha = score;
        if (alpha >= beta) {
          this.reward(ply, m, mover, depth);
          break;
        }
      }
    } finally {
      this.tail.length = end;
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    this.store(keyHi, keyLo, depth, flag, bestMove, toTable(best, ply));
    return best;
  }

  /**
   * The value for the mover of a move that ends the game, in PLT's order of precedence: more
   * straights decide (for either side); else a board seen in the window loses. Null otherwise.
   */
  private decided(mover: Piece, added: boolean, window: number, ply: number) {
    const lead = this.pos.lead(ply + 1);
    if (lead !== 0) {
      const moverWins = lead > 0 === (mover === X);
      return moverWins ? WIN - ply - 1 : -(WIN - ply - 1);
    }
    if (!added) {
      const t = this.tail;
      const hi = this.pos.hi[ply + 1];
      const lo = this.pos.lo[ply + 1];
      for (let k = window; k < t.length; k += 2) {
        if (t[k] === hi && t[k + 1] === lo) return -(WIN - ply - 1);
      }
    }
    return null;
  }

  /**
   * The unique moves into this ply's slice of `orderBuf` and their keys (higher first, all at
   * least 0) into `orderKeys`; returns how many.
   */
  private ordered(ply: number, ttMove: number): number {
    const buf = this.orderBuf;
    const at = ply * this.starts.length;
    const count = this.uniqueInto(ply, buf, at);
    const k1 = this.killers[2 * ply] as number;
    const k2 = this.killers[2 * ply + 1] as number;
    const h = this.historyScores;
    const base = (this.pos.side[ply] as number) * this.starts.length;
    const keys = this.orderKeys;
    for (let i = at; i < at + count; i++) {
      const m = buf[i] as number;
      keys[i] = m === ttMove ? 1e9 : m === k1 ? 1e8 : m === k2 ? 1e8 - 1 : (h[base + m] as number);
    }
    return count;
  }

  private reward(ply: number, m: number, side: Piece, depth: number): void {
    if (this.killers[2 * ply] !== m) {
      this.killers[2 * ply + 1] = this.killers[2 * ply] as number;
      this.killers[2 * ply] = m;
    }
    const i = side * this.moves.length + m;
    this.historyScores[i] = Math.min((this.historyScores[i] as number) + depth * depth, 1e7);
  }

  /** The principal variation, read from the table by replaying moves. */
  private pv(depth: number): PousseMove[] {
    const line: PousseMove[] = [];
    const pos = this.pos;
    let tailHi = 0;
    let tailLo = 0;
    const tail = this.tail.slice();
    for (let k = 0; k < tail.length; k += 2) {
      tailHi ^= mixHi(tail[k] as number, tail[k + 1] as number);
      tailLo ^= mixLo(tail[k] as number, tail[k + 1] as number);
    }
    // The search is over, so the plies' slots are free to replay the line in.
    for (let i = 0; i < depth && i <= MAX_DEPTH; i++) {
      const hi = pos.hi[i] as number;
      const lo = pos.lo[i] as number;
      const slot = this.probe(hi ^ tailHi, lo ^ tailLo);
      if (slot < 0) break;
      const m = this.table.data[4 * slot + 2] as number;
      line.push(this.moves[m] as PousseMove);
      const added = pos.push(i, m);
      if (pos.lead(i + 1) !== 0) break;
      if (added) {
        tailHi = 0;
        tailLo = 0;
      } else {
        tailHi ^= mixHi(hi, lo);
        tailLo ^= mixLo(hi, lo);
      }
    }
    return line;
  }
}

/** Decided scores are stored relative to the node, so a hit at another ply reads right. */
function toTable(score: number, ply: number): number {
  if (score >= DECIDED) return score + ply;
  if (score <= -DECIDED) return score - ply;
  return score;
}
function fromTable(score: number, ply: number): number {
  if (score >= DECIDED) return score - ply;
  if (score <= -DECIDED) return score + ply;
  return score;
}

/** "X wins in 3 moves", or the score in tenths of a marker. */
export function scoreText(score: number): string {
  if (score >= DECIDED) return `wins in ${Math.ceil((WIN - score) / 2)}`;
  if (score <= -DECIDED) return `loses in ${Math.ceil((WIN + score) / 2)}`;
  return `${score > 0 ? '+' : ''}${score}`;
}
