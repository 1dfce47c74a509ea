import type { Rng } from '../../../core/rng.ts';
import type * as Deepening from '../../../search/deepening.ts';
import { deepen, mateScoreText, noisyIndex, SearchStop } from '../../../search/deepening.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from '../../../search/transposition-table.ts';
import type { CheckersMove } from '../rules.ts';
import { type Board, MAX_MOVES, MAX_PLY } from './board.ts';
import { evaluate, WEIGHTS, type Weights } from './evaluate.ts';

/**
 * The engine's search: negamax alpha-beta with iterative deepening, principal variation search,
 * a transposition table (Onitama's: the same Zobrist-keyed slots), move ordering (table move,
 * captures, killers, history), late move reductions, an extension for forced moves, and a
 * quiescence search that plays out every capture (captures are compulsory, so a position with
 * one is not quiet). Repetitions and the 40-move rule score as draws. Scores are for the side to
 * move; a win in n plies scores MATE - n.
 */

export const MATE = 30_000;
export const MATE_BOUND = MATE - 1000;
const INFINITE = MATE + 1;
export const MAX_DEPTH = 60;
const QUIET_LIMIT = 80;

export type SearchLimits = Deepening.SearchLimits;
export type DepthInfo = Deepening.DepthInfo<CheckersMove>;
export type SearchResult = Deepening.SearchResult<CheckersMove>;
export { depthProgress } from '../../../search/deepening.ts';

export interface SearchOptions {
  readonly table?: TranspositionTable;
  readonly weights?: Weights;
  /** Each root move scored exactly; the one played has the best score plus up to `noise`. */
  readonly noise?: number;
  readonly rng?: Rng;
  readonly onDepth?: (info: DepthInfo) => void;
  readonly stopped?: () => boolean;
}

export const SCALE = { mate: MATE, bound: MATE_BOUND };

/** `+0.35` in men, or `win in 4` / `loss in 2` moves. */
export const scoreText = (score: number): string => mateScoreText(score, SCALE);

class Searcher {
  readonly board: Board;
  readonly table: TranspositionTable;
  private readonly weights: Weights;
  nodes = 0;
  seldepth = 0;
  stoppable = false;
  rootDepth = 1;
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly stopped: () => boolean;
  private readonly order = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly killers = new Int32Array(MAX_PLY * 2).fill(-1);
  /** By side, from and to: `(side * 32 + from) * 32 + to`. */
  private readonly history = new Int32Array(2 * 32 * 32);
  readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  readonly pvLength = new Int32Array(MAX_PLY);
  /** Each root move's exact score, by its place in the root's generation order (noisy levels). */
  readonly rootScores: number[] = [];

  constructor(board: Board, limits: SearchLimits, options: SearchOptions) {
    this.board = board;
    this.table = options.table ?? new TranspositionTable(16);
    this.weights = options.weights ?? WEIGHTS;
    this.deadline = limits.movetime === undefined ? Infinity : performance.now() + limits.movetime;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.stopped = options.stopped ?? (() => false);
  }

  private tick(): void {
    this.nodes++;
    if (!this.stoppable) return;
    if ((this.nodes & 1023) === 0 && (performance.now() > this.deadline || this.stopped())) {
      throw new SearchStop();
    }
    if (this.nodes > this.nodeLimit) throw new SearchStop();
  }

  /** A move's identity across plies: from, to and the squares taken hashed together. */
  private id(i: number): number {
    const b = this.board;
    return (((b.from[i] as number) << 5) | (b.to[i] as number)) ^ ((b.taken[i] as number) << 10);
  }

  private score(at: number, n: number, ttMove: number, ply: number): void {
    const b = this.board;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    const hbase = b.toMove * 1024;
    for (let i = at; i < at + n; i++) {
      const id = this.id(i);
      const h = this.history[hbase + (b.from[i] as number) * 32 + (b.to[i] as number)] as number;
      this.order[i] = id === ttMove ? 1 << 30 : id === k1 ? 1 << 28 : id === k2 ? (1 << 28) - 1 : h;
    }
  }

  /** Swaps the best-ordered remaining move into place i. */
  private next(i: number, end: number): number {
    let best = i;
    for (let j = i + 1; j < end; j++) {
      if ((this.order[j] as number) > (this.order[best] as number)) best = j;
    }
    if (best !== i) {
      const b = this.board;
      swap(b.from, i, best);
      swap(b.to, i, best);
      swap(b.taken, i, best);
      swap(b.pathLo, i, best);
      swap(b.pathHi, i, best);
      swap(this.order, i, best);
    }
    return i;
  }

  search(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    this.pvLength[ply] = ply;
    if (ply > 0 && (b.quiet >= QUIET_LIMIT || b.repeats())) return 0;
    if (ply >= MAX_PLY - 2) return evaluate(b, this.weights);
    const at = ply * MAX_MOVES;
    const n = b.generate(at);
    if (n === 0) return -MATE + ply;
    // A forced move costs nothing to look past: it is not a choice.
    if (n === 1 && ply < 2 * this.rootDepth) depth++;
    if (depth <= 0) return this.quiesce(alpha, beta, ply, at, n);
    this.tick();
    const pvNode = beta - alpha > 1;
    const t = this.table;
    let ttMove = -1;
    if (t.probe(b.keyLo, b.keyHi, ply, MATE_BOUND)) {
      ttMove = t.move;
      if (!pvNode && t.depth >= depth) {
        const s = t.score;
        if (t.bound === EXACT || (t.bound === LOWER ? s >= beta : s <= alpha)) return s;
      }
    }
    this.score(at, n, ttMove, ply);
    const end = at + n;
    let best = -INFINITE;
    let bestId = -1;
    let bound = UPPER;
    const capture = b.isCapture(at);
    for (let i = at; i < end; i++) {
      this.next(i, end);
      const id = this.id(i);
      b.make(i);
      let s: number;
      if (i === at) {
        s = -this.search(depth - 1, -beta, -alpha, ply + 1);
      } else {
        const reduce = !capture && depth >= 3 && i - at >= 3 ? 1 : 0;
        s = -this.search(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && reduce > 0) s = -this.search(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) s = -this.search(depth - 1, -beta, -alpha, ply + 1);
      }
      b.unmake(i);
      if (s > best) {
        best = s;
        bestId = id;
        if (s > alpha) {
          alpha = s;
          bound = EXACT;
          this.updatePv(ply, i);
          if (s >= beta) {
            bound = LOWER;
            if (!capture) this.reward(i, id, ply, depth);
            break;
          }
        }
      }
    }
    t.store(b.keyLo, b.keyHi, ply, MATE_BOUND, bestId, best, depth, bound);
    return best;
  }

  private reward(i: number, id: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== id) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2] as number;
      this.killers[ply * 2] = id;
    }
    const b = this.board;
    const h = b.toMove * 1024 + (b.from[i] as number) * 32 + (b.to[i] as number);
    this.history[h] = Math.min((this.history[h] as number) + depth * depth, 1 << 26);
  }

  /** The triangular principal variation, as paths: the move pool's slots are reused. */
  private readonly pvPaths: number[][][] = Array.from({ length: MAX_PLY }, () => []);

  private updatePv(ply: number, i: number): void {
    const row = this.pvPaths[ply] as number[][];
    row.length = 0;
    row.push(this.board.path(i));
    const len = this.pvLength[ply + 1] as number;
    const next = this.pvPaths[ply + 1] as number[][];
    for (let p = 0; p < len - ply - 1 && p < next.length; p++) row.push(next[p] as number[]);
    this.pvLength[ply] = ply + row.length;
  }

  pvMoves(): CheckersMove[] {
    return (this.pvPaths[0] as number[][]).slice(0, this.pvLength[0] as number);
  }

  /** Captures until none is left (they are forced), then the evaluation. */
  quiesce(alpha: number, beta: number, ply: number, at: number, n: number): number {
    const b = this.board;
    this.pvLength[ply] = ply;
    (this.pvPaths[ply] as number[][]).length = 0;
    if (ply > this.seldepth) this.seldepth = ply;
    this.tick();
    if (!b.isCapture(at) || ply >= MAX_PLY - 2) return evaluate(b, this.weights);
    let best = -INFINITE;
    for (let i = at; i < at + n; i++) {
      b.make(i);
      const nat = (ply + 1) * MAX_MOVES;
      const nn = b.generate(nat);
      const s = nn === 0 ? MATE - ply - 1 : -this.quiesce(-beta, -alpha, ply + 1, nat, nn);
      if (nn === 0) this.pvLength[ply + 1] = ply + 1;
      b.unmake(i);
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          this.updatePv(ply, i);
          if (s >= beta) break;
        }
      }
    }
    return best;
  }

  /** Every root move with a full window, for the noisy levels' exact scores. */
  searchEvery(n: number, depth: number): number {
    const b = this.board;
    let best = -INFINITE;
    for (let i = 0; i < n; i++) {
      b.make(i);
      const s = -this.search(depth - 1, -INFINITE, INFINITE, 1);
      b.unmake(i);
      this.rootScores[i] = s;
      if (s > best) {
        best = s;
        this.updatePv(0, i);
      }
    }
    return best;
  }
}

function swap(a: Int8Array | Int32Array, i: number, j: number): void {
  const x = a[i] as number;
  a[i] = a[j] as number;
  a[j] = x;
}

/**
 * Searches the position within the limits (depth 1 always completes) and returns the best move
 * of the deepest completed iteration, its score and principal variation.
 */
export function search(
  board: Board,
  limits: SearchLimits,
  options: SearchOptions = {},
): SearchResult {
  const s = new Searcher(board, limits, options);
  const started = performance.now();
  const n = board.generate(0);
  if (n === 0) throw new RangeError('the game is over: there is no move to choose');
  const info = (depth: number, score: number, pv: CheckersMove[]): DepthInfo => ({
    depth,
    seldepth: Math.max(s.seldepth, pv.length),
    score,
    nodes: s.nodes,
    ms: Math.round(performance.now() - started),
    pv,
  });
  const noise = options.noise ?? 0;
  const roots = Array.from({ length: n }, (_, i) => board.path(i));
  const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH);
  if (n === 1 && noise === 0 && limits.depth === undefined) {
    const only = info(1, evaluate(board), [roots[0] as CheckersMove]);
    options.onDepth?.(only);
    return { ...only, move: roots[0] as CheckersMove, iterations: [only] };
  }
  const iterations = deepen(
    maxDepth,
    SCALE,
    (depth) => {
      s.rootDepth = depth;
      const score = noise > 0 ? s.searchEvery(n, depth) : s.search(depth, -INFINITE, INFINITE, 0);
      s.stoppable = true;
      return info(depth, score, s.pvMoves());
    },
    options.onDepth,
  );
  const last = iterations[iterations.length - 1] as DepthInfo;
  const move =
    noise > 0
      ? roots[noisyIndex(n, (i) => s.rootScores[i] as number, noise, options.rng)]
      : last.pv[0];
  return { ...last, move: move as CheckersMove, iterations };
}
