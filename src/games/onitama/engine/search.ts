import type { Rng } from '../../../core/rng.ts';
import { BucketTable } from '../../../search/bucket-table.ts';
import type * as Deepening from '../../../search/deepening.ts';
import { deepen, mateScoreText, noisyIndex, SearchStop } from '../../../search/deepening.ts';
import { EXACT, LOWER, UPPER } from '../../../search/transposition-table.ts';
import type { OnitamaMove, OnitamaState } from '../rules.ts';
import { Board, NO_MOVE, rulesMove } from './board.ts';
import { evaluate, forked, weightTable } from './evaluate.ts';
import { ENGINE_WEIGHTS } from './weights.ts';

/**
 * The engine's search: negamax alpha-beta with iterative deepening, aspiration windows,
 * principal variation search, a bucketed transposition table that a caller may keep from move to
 * move, move ordering (table move, captures, killers, history), late move reductions by move
 * number and history, internal iterative reduction, reverse futility and null-move pruning, and a
 * quiescence search over captures and threats to win.
 *
 * A player who can win with their next move is scored at once: no search can change that, so
 * winning moves are found before any other move is tried. Scores are for the player to move;
 * a win in n plies scores MATE - n, so faster wins and slower losses score higher.
 */

export const MATE = 30_000;
/** Scores beyond this are wins or losses found by search. */
export const MATE_BOUND = MATE - 1000;
const INFINITE = MATE + 1;
/** Deep enough for any search here; the stacks below are sized by it. */
export const MAX_DEPTH = 64;
/**
 * Plies a line can reach: threat extensions stop at MAX_DEPTH, after which the remaining depth
 * (at most MAX_DEPTH) and quiescence (a few evasions and at most eight captures) follow.
 */
const MAX_PLY = 2 * MAX_DEPTH + 16;
/** Quiescence plies in which a threatened player may answer with any move. */
const EVASION_PLIES = 4;
const MOVES_PER_PLY = 40;

export type SearchLimits = Deepening.SearchLimits;
export type DepthInfo = Deepening.DepthInfo<OnitamaMove>;
export type SearchResult = Deepening.SearchResult<OnitamaMove>;
export { depthProgress } from '../../../search/deepening.ts';

/**
 * What the search needs of its table: a BucketTable, or any table of the same calls (the
 * one-slot TranspositionTable, which the self-play bench plays it against).
 */
export type SearchTable = Pick<
  BucketTable,
  'probe' | 'store' | 'move' | 'score' | 'depth' | 'bound' | 'clear'
> & { nextSearch?(): void };

export interface SearchOptions {
  /** Flattened evaluation weights (weightTable); the engine's (weights.ts) if absent. */
  readonly weights?: Int32Array;
  /** A table to reuse between searches, or the size of a new one. */
  readonly table?: SearchTable;
  readonly tableMb?: number;
  /**
   * Strength below the best: every root move gets an exact score and the one played has the
   * highest score plus a random amount up to `noise` (hundredths of a student).
   */
  readonly noise?: number;
  readonly rng?: Rng;
  /**
   * Exact scores where it knows them, as an endgame tablebase (tablebase.ts): the score of the
   * board at that ply, or undefined to search it. Asked at every node but the root.
   */
  readonly probe?: (board: Board, ply: number) => number | undefined;
  /**
   * False turns off what can make the score differ from plain negamax to the same depth: null
   * move, late move reductions, and cutoffs by table entries, which may come from deeper
   * searches. The tests hold such a search to negamax's score.
   */
  readonly prune?: boolean;
  /** Called after each completed iteration. */
  readonly onDepth?: (info: DepthInfo) => void;
  /** Polled with the clock: true ends the search at once, as a deadline would. */
  readonly stopped?: () => boolean;
  /**
   * Half the width of the window around the last depth's score in which each depth from the
   * fifth is first searched (hundredths of a student; 25 if absent); 0 searches every depth with
   * a full window.
   */
  readonly aspiration?: number;
  /**
   * Play the best move found so far in the depth that the time or a stop cut short, when that
   * depth has already searched one root move in full, rather than the last completed depth's
   * (true if absent).
   */
  readonly partial?: boolean;
  /**
   * Late move reductions: 1 reduces a late quiet move by one ply, two from the ninth move (the
   * engine before issue 14); 0 searches full width; 2 (the default) also reduces by its history,
   * one ply less for a move that has often cut off and one more for a very late one that never
   * has.
   */
  readonly reductions?: number;
  /**
   * Internal iterative reduction: a node at depth 4 or more with no move from the table is
   * searched a ply shallower, since its ordering is poor and it was not worth keeping (on if
   * absent).
   */
  readonly iir?: boolean;
  /**
   * Reverse futility pruning: a node at depth 3 or less, off the principal variation and not
   * threatened, whose static score beats beta by this margin per ply of depth returns it
   * (hundredths of a student; 50 if absent, which won two 200-game matches against none,
   * +31 and +35 Elo; 0 turns it off).
   */
  readonly futility?: number;
  /**
   * Late move pruning: at depth 3 or less, off the principal variation and not threatened, quiet
   * moves after the first `lmp * depth` that threaten no win are not searched (0, the default,
   * turns it off).
   */
  readonly lmp?: number;
  /**
   * Quiescence also tries, at its first ply, the quiet moves that threaten to win next move
   * (taking the master or reaching the temple), so a threat at the horizon is not missed (off if
   * absent; only with pruning on, so the plain search keeps its leaf rule).
   */
  readonly qthreats?: boolean;
  /**
   * Null-move reduction that grows with depth: the null move is searched `2 + depth / nullr`
   * plies shallower rather than 2 (0, the default, keeps it at 2).
   */
  readonly nullr?: number;
  /**
   * Razoring: a node at depth 2 or less, off the principal variation and not threatened, whose
   * static score is this margin per ply of depth below alpha is answered by quiescence when
   * quiescence confirms it fails low (0, the default, turns it off).
   */
  readonly razor?: number;
  /**
   * History malus: a quiet move's cutoff also takes its depth squared off the history of the
   * quiet moves tried before it at that node, so moves that keep failing sink (off if absent).
   */
  readonly malus?: boolean;
  /**
   * Taken off the static score per student of the player to move, beyond the first, that the
   * other player attacks (evaluate.ts `forked`); 0, the default, leaves the score alone.
   */
  readonly fork?: number;
  /**
   * Plies each iteration searches beyond its number: a helper thread sharing the table of a
   * search under way (smp.ts) searches ahead of it, so that the two do not walk the same tree in
   * step and the helper's deeper results are there when the main search arrives (0 if absent).
   */
  readonly ahead?: number;
}

export const SCALE = { mate: MATE, bound: MATE_BOUND };

/** A win in n plies as text: "win in 3", "loss in 2"; otherwise the score in students. */
export const scoreText = (score: number): string => mateScoreText(score, SCALE);

const DEFAULT_WEIGHTS = weightTable(ENGINE_WEIGHTS);

class Searcher {
  readonly board: Board;
  readonly table: SearchTable;
  readonly weights: Int32Array;
  private readonly prune: boolean;
  private readonly reductions: number;
  private readonly iir: boolean;
  private readonly futility: number;
  private readonly lmp: number;
  private readonly qthreats: boolean;
  private readonly nullr: number;
  private readonly razor: number;
  private readonly malus: boolean;
  private readonly fork: number;
  nodes = 0;
  seldepth = 0;
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly moves = new Int32Array(MAX_PLY * MOVES_PER_PLY);
  private readonly order = new Int32Array(MAX_PLY * MOVES_PER_PLY);
  private readonly killers = new Int32Array(MAX_PLY * 2).fill(NO_MOVE);
  /** `[player][card][from][to]` as `((player * 16 + card) * 32 + from) * 32 + to`. */
  private readonly history = new Int32Array(2 * 16 * 32 * 32);
  /** Triangular principal variation: row `ply` holds the line from that ply. */
  readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  readonly pvLength = new Int32Array(MAX_PLY);

  constructor(state: OnitamaState, limits: SearchLimits, options: SearchOptions) {
    this.board = new Board(state);
    this.table = options.table ?? new BucketTable(options.tableMb);
    this.table.nextSearch?.();
    this.probe = options.probe;
    this.weights = options.weights ?? DEFAULT_WEIGHTS;
    this.deadline = limits.movetime === undefined ? Infinity : performance.now() + limits.movetime;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.prune = options.prune ?? true;
    this.reductions = options.reductions ?? 2;
    this.iir = options.iir ?? true;
    this.futility = this.prune ? (options.futility ?? 50) : 0;
    this.lmp = this.prune ? (options.lmp ?? 0) : 0;
    this.qthreats = this.prune && (options.qthreats ?? false);
    this.nullr = options.nullr ?? 0;
    this.razor = this.prune ? (options.razor ?? 0) : 0;
    this.malus = options.malus ?? false;
    this.fork = options.fork ?? 0;
    this.stopped = options.stopped ?? (() => false);
  }

  private readonly stopped: () => boolean;
  private readonly probe: SearchOptions['probe'];

  /** False while the first iteration runs: it always completes, so there is a move. */
  stoppable = false;
  /** The iteration's depth; threat extensions stop at twice it. */
  rootDepth = 1;
  /** The best root move of the running iteration so far, NO_MOVE before one is searched. */
  rootMove = NO_MOVE;
  /** The root moves' scores in the last completed iteration, when every one is searched exactly. */
  readonly rootScores = new Int32Array(MOVES_PER_PLY);

  private tick(): void {
    this.nodes++;
    if (!this.stoppable) return;
    if ((this.nodes & 1023) === 0 && (performance.now() > this.deadline || this.stopped())) {
      throw new SearchStop();
    }
    if (this.nodes > this.nodeLimit) throw new SearchStop();
  }

  /** Fills `order` with ordering scores for the moves at `at`: higher first. */
  private score(at: number, n: number, ttMove: number, ply: number): void {
    const b = this.board;
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    const hbase = b.toMove * 16 * 1024;
    for (let i = at; i < at + n; i++) {
      const m = this.moves[i] as number;
      this.order[i] =
        m === ttMove
          ? 1 << 30
          : b.captures(m)
            ? (1 << 29) + (this.history[hbase + m] as number)
            : m === k1
              ? 1 << 28
              : m === k2
                ? (1 << 28) - 1
                : (this.history[hbase + m] as number);
    }
  }

  /** Swaps the best-ordered remaining move into place i and returns it. */
  private next(i: number, end: number): number {
    let best = i;
    for (let j = i + 1; j < end; j++) {
      if ((this.order[j] as number) > (this.order[best] as number)) best = j;
    }
    const m = this.moves[best] as number;
    this.moves[best] = this.moves[i] as number;
    this.order[best] = this.order[i] as number;
    this.moves[i] = m;
    return m;
  }

  search(depth: number, alpha: number, beta: number, ply: number, nullOk: boolean): number {
    const b = this.board;
    this.pvLength[ply] = ply;
    if (b.canWin(b.toMove)) return this.win(ply);
    if (ply > 0 && b.repeats()) return 0;
    const exact = ply > 0 ? this.probe?.(b, ply) : undefined;
    if (exact !== undefined) return exact;
    const threatened = b.canWin(b.toMove ^ 1);
    if (threatened && ply < 2 * this.rootDepth && ply < MAX_DEPTH) depth++;
    if (depth <= 0) return this.quiesce(alpha, beta, ply, 0);
    this.tick();
    const pvNode = beta - alpha > 1;
    if (!pvNode) {
      // No line from here ends sooner than a win next move or later than a loss after it. Not
      // on the principal variation, which would lose the losing side's last moves.
      alpha = Math.max(alpha, -MATE + ply + 2);
      beta = Math.min(beta, MATE - ply - 1);
      if (alpha >= beta) return alpha;
    }

    const t = this.table;
    let ttMove = NO_MOVE;
    if (t.probe(b.keyLo, b.keyHi, ply, MATE_BOUND)) {
      ttMove = t.move;
      if (this.prune && !pvNode && t.depth >= depth) {
        const s = t.score;
        if (t.bound === EXACT || (t.bound === LOWER ? s >= beta : s <= alpha)) return s;
      }
    }

    if (this.iir && this.prune && ttMove === NO_MOVE && depth >= 4) depth--;

    const shallow = !pvNode && !threatened && depth <= 3 && Math.abs(beta) < MATE_BOUND;
    const nullable = this.prune && nullOk && !pvNode && !threatened && depth >= 3;
    const e = shallow || nullable ? this.staticScore() : 0;
    if (shallow && this.futility > 0 && e - this.futility * depth >= beta) return e;
    if (shallow && depth <= 2 && this.razor > 0 && e + this.razor * depth <= alpha) {
      const q = this.quiesce(alpha, alpha + 1, ply, 0);
      if (q <= alpha) return q;
    }

    if (nullable && beta < MATE_BOUND) {
      if (e >= beta) {
        const r = 2 + (this.nullr > 0 ? Math.floor(depth / this.nullr) : 0);
        b.makeNull();
        const s = -this.search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
        b.unmakeNull();
        if (s >= beta) return s > MATE_BOUND ? beta : s;
      }
    }

    const at = ply * MOVES_PER_PLY;
    const n = b.generate(this.moves, at);
    this.score(at, n, ttMove, ply);
    const end = at + n;
    let best = -INFINITE;
    let bestMove = NO_MOVE;
    let bound = UPPER;
    const prunable = shallow && this.lmp > 0 ? at + this.lmp * depth : end;
    for (let i = at; i < end; i++) {
      const m = this.next(i, end);
      const quiet = !b.captures(m);
      b.make(m);
      // A quiet move that threatens no win, this late in a shallow node, is not searched.
      if (i >= prunable && quiet && !b.canWin(b.toMove ^ 1)) {
        b.unmake(m);
        continue;
      }
      let s: number;
      if (i === at) {
        s = -this.search(depth - 1, -beta, -alpha, ply + 1, true);
      } else {
        const late = this.prune && depth >= 3 && i - at >= 3 && quiet && !threatened;
        const reduce = late ? this.reduction(m, i - at, depth) : 0;
        s = -this.search(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, true);
        if (s > alpha && reduce > 0) s = -this.search(depth - 1, -alpha - 1, -alpha, ply + 1, true);
        if (s > alpha && s < beta) s = -this.search(depth - 1, -beta, -alpha, ply + 1, true);
      }
      b.unmake(m);
      if (s > best) {
        best = s;
        bestMove = m;
        if (s > alpha) {
          alpha = s;
          bound = EXACT;
          this.updatePv(ply, m);
          if (ply === 0) this.rootMove = m;
          if (s >= beta) {
            bound = LOWER;
            if (quiet) this.reward(m, ply, depth);
            if (quiet && this.malus) this.punish(at, i, depth);
            break;
          }
        }
      }
    }
    t.store(b.keyLo, b.keyHi, ply, MATE_BOUND, bestMove, best, depth, bound);
    return best;
  }

  /** Plies to take off a late quiet move, the `index`th tried, after it has been made. */
  private reduction(m: number, index: number, depth: number): number {
    if (this.reductions === 0) return 0;
    const r = 1 + (index >= 8 ? 1 : 0);
    if (this.reductions === 1) return r;
    // The mover's history: the move is made, so the player to move is the other one.
    const h = this.history[(this.board.toMove ^ 1) * 16 * 1024 + m] as number;
    if (h > 8 * depth * depth) return r - 1;
    return h <= 0 && index >= 8 && depth >= 6 ? r + 1 : r;
  }

  /** The score of winning with the next move, which ends the principal variation. */
  private win(ply: number): number {
    this.pvLength[ply + 1] = ply + 1;
    this.updatePv(ply, this.board.winningMove());
    return MATE - ply - 1;
  }

  private reward(m: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== m) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2] as number;
      this.killers[ply * 2] = m;
    }
    const h = this.board.toMove * 16 * 1024 + m;
    this.history[h] = Math.min((this.history[h] as number) + depth * depth, 1 << 27);
  }

  /** Takes depth squared off the history of the quiet moves tried at `at` before `end`. */
  private punish(at: number, end: number, depth: number): void {
    const base = this.board.toMove * 16 * 1024;
    for (let j = at; j < end; j++) {
      const m = this.moves[j] as number;
      if (this.board.captures(m)) continue;
      const h = base + m;
      this.history[h] = Math.max((this.history[h] as number) - depth * depth, -(1 << 27));
    }
  }

  /** The static score for the player to move. */
  private staticScore(): number {
    const e = evaluate(this.board, this.weights);
    return this.fork === 0 ? e : e - this.fork * forked(this.board);
  }

  private updatePv(ply: number, m: number): void {
    const row = ply * MAX_PLY;
    const next = (ply + 1) * MAX_PLY;
    this.pv[row + ply] = m;
    const len = this.pvLength[ply + 1] as number;
    for (let p = ply + 1; p < len; p++) this.pv[row + p] = this.pv[next + p] as number;
    this.pvLength[ply] = Math.max(len, ply + 1);
  }

  /**
   * Captures only, unless the opponent threatens to win: then the player may not stand pat and
   * every move is tried for a few plies, so a lost position does not look quiet.
   */
  quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    const b = this.board;
    this.pvLength[ply] = ply;
    if (ply > this.seldepth) this.seldepth = ply;
    if (b.canWin(b.toMove)) return this.win(ply);
    const exact = this.probe?.(b, ply);
    if (exact !== undefined) return exact;
    this.tick();
    const evasions = b.canWin(b.toMove ^ 1);
    let best: number;
    if (evasions && qply < EVASION_PLIES && ply < MAX_PLY - 1) {
      best = -MATE + ply + 2;
    } else {
      best = this.staticScore();
      if (best >= beta || ply >= MAX_PLY - 1) return best;
      if (best > alpha) alpha = best;
    }
    const at = ply * MOVES_PER_PLY;
    const n = evasions ? b.generate(this.moves, at) : b.generateCaptures(this.moves, at);
    for (let i = at; i < at + n; i++) {
      const m = this.moves[i] as number;
      b.make(m);
      const s = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      b.unmake(m);
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          this.updatePv(ply, m);
          if (s >= beta) return best;
        }
      }
    }
    if (this.qthreats && !evasions && qply === 0) return this.threats(best, alpha, beta, ply);
    return best;
  }

  /** Quiet moves that threaten to win next move, tried after the captures at quiescence's root. */
  private threats(best: number, alpha: number, beta: number, ply: number): number {
    const b = this.board;
    const at = ply * MOVES_PER_PLY;
    const n = b.generate(this.moves, at);
    for (let i = at; i < at + n; i++) {
      const m = this.moves[i] as number;
      if (b.captures(m)) continue;
      b.make(m);
      let s = best;
      if (b.canWin(b.toMove ^ 1)) s = -this.quiesce(-beta, -alpha, ply + 1, 1);
      b.unmake(m);
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          this.updatePv(ply, m);
          if (s >= beta) break;
        }
      }
    }
    return best;
  }

  /** Every root move with a full window, for exact scores: slower, used by the weaker levels. */
  searchEvery(moves: Int32Array, depth: number): number {
    const b = this.board;
    const scores = new Int32Array(moves.length);
    let best = -INFINITE;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i] as number;
      b.make(m);
      const s = -this.search(depth - 1, -INFINITE, INFINITE, 1, true);
      b.unmake(m);
      scores[i] = s;
      if (s > best) {
        best = s;
        this.updatePv(0, m);
      }
    }
    this.rootScores.set(scores);
    return best;
  }

  pvMoves(): OnitamaMove[] {
    return Array.from(this.pv.subarray(0, this.pvLength[0]), rulesMove);
  }
}

/**
 * The root search of one depth in a window of `delta` either side of the last depth's score,
 * widened fourfold on the side it fails until the score falls inside; a full window if `delta`
 * is 0 or the last score was a win or loss.
 */
function aspire(s: Searcher, depth: number, previous: number, delta: number): number {
  if (delta === 0 || Math.abs(previous) > MATE_BOUND) {
    return s.search(depth, -INFINITE, INFINITE, 0, false);
  }
  let low = previous - delta;
  let high = previous + delta;
  for (let width = delta; ; width *= 4) {
    const score = s.search(depth, low, high, 0, false);
    const open = width >= 16 * delta;
    if (score <= low) low = open ? -INFINITE : Math.max(score - 4 * width, -INFINITE);
    else if (score >= high) high = open ? INFINITE : Math.min(score + 4 * width, INFINITE);
    else return score;
  }
}

/**
 * Searches `state` within the limits (at least depth 1 always completes) and returns the best
 * move of the deepest completed iteration, with its score and principal variation.
 */
export function search(
  state: OnitamaState,
  limits: SearchLimits,
  options: SearchOptions = {},
): SearchResult {
  const s = new Searcher(state, limits, options);
  const b = s.board;
  if (b.isOver()) throw new RangeError('the game is over: there is no move to choose');
  const started = performance.now();
  const maxDepth = Math.min(limits.depth ?? MAX_DEPTH, MAX_DEPTH);
  const info = (depth: number, score: number, pv: OnitamaMove[]): DepthInfo => ({
    depth,
    seldepth: Math.max(s.seldepth, pv.length),
    score,
    nodes: s.nodes,
    ms: Math.round(performance.now() - started),
    pv,
  });

  const root = new Int32Array(MOVES_PER_PLY);
  const n = b.generate(root, 0);
  const win = Array.from(root.subarray(0, n)).find((m) => b.wins(m));
  if (win !== undefined) {
    const only = info(1, MATE - 1, [rulesMove(win)]);
    options.onDepth?.(only);
    return { ...only, move: rulesMove(win), iterations: [only] };
  }

  const noise = options.noise ?? 0;
  const ahead = options.ahead ?? 0;
  const moves = root.subarray(0, n);
  let previous = 0;
  const iterations = deepen(
    maxDepth - ahead,
    SCALE,
    (iteration) => {
      const depth = iteration + ahead;
      s.rootDepth = depth;
      s.rootMove = NO_MOVE;
      const score =
        noise > 0
          ? s.searchEvery(moves, depth)
          : aspire(s, depth, previous, depth >= 5 ? (options.aspiration ?? 25) : 0);
      previous = score;
      s.stoppable = true;
      return info(depth, score, s.pvMoves());
    },
    options.onDepth,
  );
  const last = iterations[iterations.length - 1] as DepthInfo;
  const cut = (options.partial ?? true) && s.rootDepth > last.depth && s.rootMove !== NO_MOVE;
  const move =
    noise > 0
      ? rulesMove(
          moves[noisyIndex(n, (i) => s.rootScores[i] as number, noise, options.rng)] as number,
        )
      : cut
        ? rulesMove(s.rootMove)
        : last.pv[0];
  // The line of the deepest completed iteration, but the nodes and time of the whole search,
  // the unfinished iteration included.
  const total = { nodes: s.nodes, ms: Math.round(performance.now() - started) };
  return { ...last, ...total, move: move as OnitamaMove, iterations };
}
