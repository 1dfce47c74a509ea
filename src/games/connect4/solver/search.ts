import {
  BOARD_HI,
  BOARD_LO,
  BOTTOM_HI,
  BOTTOM_LO,
  CELLS,
  CENTRE_FIRST,
  columnBits,
  LO_COLUMNS,
  mirrorHi,
  mirrorLo,
  type Position,
  popcount,
  WIDTH,
  winningHi,
  winningLo,
} from './bitboard.ts';
import { claimevenBound } from './claimeven.ts';
import { DEFAULT_TT_LOG2, MIN_TT_LOG2, TranspositionTable } from './transposition-table.ts';

/**
 * Scores follow Pons: from the side to move, 0 a draw, and a win with the k-th disc of the
 * winner scores 22 - k (the loser's score is the opposite). With n discs on the board, the side
 * to move wins at best now, `(CELLS + 1 - n) >> 1`.
 */

/**
 * A table entry: in its low 7 bits an upper bound u as u + UPPER or a lower bound l as
 * l + LOWER (0 is empty); above them, for a lower bound, 1 + the column that reached it, in
 * the orientation of the entry's key.
 */
const UPPER = 22;
const LOWER = 65;
const BOUND_MASK = 127;
const MOVE_SHIFT = 7;
/**
 * A sort key, largest first: the table's move, then the weighted number of winning cells the
 * move gives us (from bit 4), then whether it threatens to win at once so that the opponent's reply
 * is forced, then centre first (the low 3 bits: 6 minus the place in centre-first order).
 */
const TABLE_MOVE_KEY = 1 << 12;
const FORCED_KEY = 1 << 3;

/** Rows 1, 3 and 5 counted from 1 at the bottom, and rows 2, 4 and 6, in each word. */
const ODD_ROWS_LO = BOTTOM_LO * 0b010101;
const ODD_ROWS_HI = BOTTOM_HI * 0b010101;
const EVEN_ROWS_LO = BOTTOM_LO * 0b101010;
const EVEN_ROWS_HI = BOTTOM_HI * 0b101010;

/** Progress of a solve: the score lies in [min, max]. */
export interface SolveProgress {
  readonly min: number;
  readonly max: number;
  readonly nodes: number;
}

/** The cells of the i-th column in centre-first order, in the word that holds it. */
const ORDER_LO = Int32Array.from(CENTRE_FIRST, (c) => (c < LO_COLUMNS ? columnBits(c) : 0));
const ORDER_HI = Int32Array.from(CENTRE_FIRST, (c) => (c < LO_COLUMNS ? 0 : columnBits(c)));

const signKnown = (min: number, max: number) => min > 0 || max < 0 || (min >= 0 && max <= 0);

/**
 * The probes of a weak solve, and the first ones of a strong solve: is the score above half
 * its upper bound, above half its lower bound, above 0, above -1. Testing 0 at once would be
 * Pons' weak solve, but proving that any win exists costs far more than finding a quick one:
 * on Begin-Easy the first two probes make the weak solve ten times cheaper, and they add
 * little where the score is near 0.
 */
function weakProbe(min: number, max: number, probe: number): number {
  if (probe === 0) return Math.trunc(max / 2);
  if (probe === 1 && min < -1) return Math.trunc(min / 2);
  return max > 0 ? 0 : -1;
}

/**
 * The next probe of a strong solve once the sign is known (after the weak solve's probes):
 * one score further from 0 each time. The probes near the score are the costly ones, and a
 * score is mostly near 0 where proofs are long (the empty board scores 1: two probes, 0 and 1,
 * decide it after the quick checks, where Pons' halving of the window takes five). Measured
 * against Pons' halving after the same first probes: 1,164 against 1,149 nodes a position on
 * Begin-Easy, 291 against 283 on Middle-Easy, 4% fewer on ten 10- to 14-ply positions; and
 * 43.5 M nodes on "4453" (score -2) against 40.2 M with Pons' probes from the start. Not yet
 * measured on the empty board both ways.
 */
function strongProbe(min: number, max: number): number {
  return min >= 1 ? min : max - 1;
}

/**
 * The next probe of a solve from a guess: the guess itself, then one score further each time,
 * upwards once the score is known to be above the guess, downwards once below or at it.
 */
function guessProbe(min: number, max: number, guess: number): number {
  if (min > guess) return min;
  if (max <= guess) return max - 1;
  return guess;
}

/**
 * Positions with this many discs or more go to the small table. Measured on "4453" (CPU time
 * on a loaded machine): with every position in one table of up to 2^25 entries, 17.9 M nodes
 * in 10.1 s; from 32 discs on in a 2^18 table, 18.6 M in 7.9 s; from 28, 19.5 M in 7.0 s;
 * from 24, 20.5 M in 6.3 s; from 22, 20.9 M in 5.9 s; from 20, 21.2 M in 6.5 s. A larger
 * small table (2^20, 2^22 entries from 24 discs) saved nodes but cost time.
 */
const DEEP_PLIES = 22;

/** Calls between progress reports inside one null-window search, when one is asked for. */
const PROGRESS_NODES = 1 << 20;

/**
 * Negamax with alpha-beta over bitboards, after Pons' solver: only moves that do not lose at
 * once, a single forced block when the opponent threatens, bounds on the score from the number
 * of discs left, and a transposition table keeping an upper or a lower bound. The root narrows
 * the score window with null-window searches. Beyond Pons' solver, as the strongest open
 * solvers (Steininger's c4) do:
 * - a position and its mirror image share a table entry, and a symmetric position searches
 *   only the columns of one half;
 * - before searching, each move is looked at: one leaving two winning cells the opponent
 *   could play wins at once; one threatening a single cell skips the opponent's forced block
 *   and searches the position after it; the table's bounds on the resulting positions drop the
 *   moves that cannot raise alpha and cut when one reaches beta (enhanced transposition
 *   cutoffs), so these positions are never nodes of their own;
 * - the move that reached a lower bound is kept with it and tried first next time, before
 *   Pons' order (the number of winning cells the move gives us, ties centre first), where a
 *   winning cell above a playable cell, on a row of our parity, counts twice;
 * - the second player's claimeven strategy bounds the first player's score from above
 *   (claimeven.ts), at the first player's nodes and, before searching them, at its children;
 * - the table keeps two entries a bucket, one chosen for the work it cost, and the positions
 *   late in the game go to a second, small table that stays in the cache.
 *
 * A Solver keeps its tables between calls; `solve` starts from an empty one unless told to keep
 * it, so a position's node count does not depend on what was solved before.
 */
export class Solver {
  nodes = 0;
  readonly table: TranspositionTable;
  /**
   * The positions with DEEP_PLIES discs or more, in a table of fixed size small enough to stay
   * in the processor's cache: they are most of the nodes and are soon of no more use, and a
   * lookup in the large table costs a cache miss.
   */
  private readonly deepTable: TranspositionTable;
  /** Per ply, the sort keys of the moves to try. */
  private readonly sortKeys = new Int32Array((CELLS + 1) * WIDTH);
  /** Per ply and move, the cell of the opponent's forced reply, for a move that threatens. */
  private readonly blockLo = new Int32Array((CELLS + 1) * WIDTH);
  private readonly blockHi = new Int32Array((CELLS + 1) * WIDTH);
  private onProgress: ((progress: SolveProgress) => void) | undefined;
  private window = { min: 0, max: 0 };

  constructor(ttLog2 = DEFAULT_TT_LOG2) {
    this.table = new TranspositionTable(ttLog2);
    this.deepTable = new TranspositionTable(MIN_TT_LOG2);
  }

  /**
   * The exact score of `position`, or with `weak` only its sign (1 win, 0 draw, -1 loss).
   * `onProgress` hears of every narrowing of the window and of every million nodes; a search
   * is abandoned by throwing from it.
   */
  solve(
    position: Position,
    opts: {
      weak?: boolean;
      keepTable?: boolean;
      /**
       * A likely score (of a strong solve): the first probe tests it, and the next ones step
       * away from it on the side the score lies on.
       */
      guess?: number;
      onProgress?: (progress: SolveProgress) => void;
    } = {},
  ): number {
    if (!opts.keepTable) this.clear();
    this.nodes = 0;
    this.onProgress = opts.onProgress;
    const { curLo, curHi, maskLo, maskHi, moves } = position;
    if (position.canWinNext()) return opts.weak ? 1 : (CELLS + 1 - moves) >> 1;
    let min = (moves - CELLS + 1) >> 1;
    let max = (CELLS + 1 - moves) >> 1;
    const { guess } = opts;
    for (let probe = 0; min < max && !(opts.weak && signKnown(min, max)); probe++) {
      const med =
        guess !== undefined && !opts.weak
          ? guessProbe(min, max, guess)
          : opts.weak || !signKnown(min, max)
            ? weakProbe(min, max, probe)
            : strongProbe(min, max);
      this.window = { min, max };
      this.onProgress?.({ min, max, nodes: this.nodes });
      const r = this.negamax(curLo, curHi, maskLo, maskHi, moves, med, med + 1);
      if (r <= med) max = r;
      else min = r;
    }
    this.onProgress?.({ min, max, nodes: this.nodes });
    if (!opts.weak) return min;
    return min > 0 ? 1 : max < 0 ? -1 : 0;
  }

  /**
   * Whether the score of `position` (whose player to move cannot win at once) is at least
   * `score`, by one null-window search on the current table. Given `onProgress`, that one hears
   * of it from now on (else the last solve's still does).
   */
  atLeast(
    position: Position,
    score: number,
    opts?: { onProgress?: ((progress: SolveProgress) => void) | undefined },
  ): boolean {
    if (opts) this.onProgress = opts.onProgress;
    const { curLo, curHi, maskLo, maskHi, moves } = position;
    return this.negamax(curLo, curHi, maskLo, maskHi, moves, score - 1, score) >= score;
  }

  /** Forgets every stored bound. */
  clear(): void {
    this.table.reset();
    this.deepTable.reset();
  }

  /** The table holding the positions with `moves` discs. */
  private tableFor(moves: number): TranspositionTable {
    return moves < DEEP_PLIES ? this.table : this.deepTable;
  }

  /**
   * The stored value of a position with `moves` discs, under its canonical key (itself or its
   * mirror image).
   */
  private probe(kl: number, kh: number, moves: number): number {
    const xl = mirrorLo(kl, kh);
    const xh = mirrorHi(kl);
    const table = this.tableFor(moves);
    return xh < kh || (xh === kh && xl < kl) ? table.get(xl, xh) : table.get(kl, kh);
  }

  /**
   * The score within (alpha, beta) of a position where the player to move cannot win at
   * once; outside the window, a bound on the side of the window the score lies on.
   */
  private negamax(
    cl: number,
    ch: number,
    ml: number,
    mh: number,
    moves: number,
    alpha: number,
    beta: number,
  ): number {
    const first = ++this.nodes;
    if (this.onProgress !== undefined && (this.nodes & (PROGRESS_NODES - 1)) === 0) {
      this.onProgress({ ...this.window, nodes: this.nodes });
    }
    const ol = cl ^ ml;
    const oh = ch ^ mh;
    const threatsLo = winningLo(ol, oh) & (BOARD_LO ^ ml);
    const threatsHi = winningHi(ol, oh) & (BOARD_HI ^ mh);
    let pl = (ml + BOTTOM_LO) & BOARD_LO;
    let ph = (mh + BOTTOM_HI) & BOARD_HI;
    const forcedLo = pl & threatsLo;
    const forcedHi = ph & threatsHi;
    if ((forcedLo | forcedHi) !== 0) {
      // Two threats the opponent can play at once cannot both be blocked.
      if ((forcedLo & (forcedLo - 1)) !== 0 || (forcedHi & (forcedHi - 1)) !== 0) {
        return (moves - CELLS + 1) >> 1;
      }
      if (forcedLo !== 0 && forcedHi !== 0) return (moves - CELLS + 1) >> 1;
      pl = forcedLo;
      ph = forcedHi;
    }
    // Never play under a cell where the opponent would connect four.
    pl &= ~(threatsLo >> 1);
    ph &= ~(threatsHi >> 1);
    if ((pl | ph) === 0) return (moves - CELLS + 1) >> 1;
    if (moves >= CELLS - 2) return 0;

    // The opponent cannot win with its next disc, nor we with this one.
    const min = (moves - CELLS + 3) >> 1;
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    const max = (CELLS - 1 - moves) >> 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    // The second player's claimeven strategy bounds the first player's score.
    if ((moves & 1) === 0 && alpha >= -1) {
      const bound = claimevenBound(cl, ch, ml, mh);
      if (beta > bound) {
        beta = bound;
        if (alpha >= beta) return beta;
      }
    }

    // A position and its mirror image share an entry, under the smaller of their two keys.
    const kl = cl + ml;
    const kh = ch + mh;
    const xl = mirrorLo(kl, kh);
    const xh = mirrorHi(kl);
    const mirrored = xh < kh || (xh === kh && xl < kl);
    const tl = mirrored ? xl : kl;
    const th = mirrored ? xh : kh;
    const table = this.tableFor(moves);
    const stored = table.get(tl, th);
    let tableMove = -1;
    if (stored !== 0) {
      const bound = stored & BOUND_MASK;
      if (bound >= LOWER - 21) {
        const lower = bound - LOWER;
        if (alpha < lower) {
          alpha = lower;
          if (alpha >= beta) return alpha;
        }
        const m = stored >> MOVE_SHIFT;
        if (m !== 0) tableMove = mirrored ? WIDTH - m : m - 1;
      } else {
        const upper = bound - UPPER;
        if (beta > upper) {
          beta = upper;
          if (alpha >= beta) return beta;
        }
      }
    }

    // A position that is its own mirror image (as the early ones of a game often are) scores
    // the same in columns 4 to 6 as in 2 to 0: dropping them halved the nodes for "4444".
    if (xl === kl && xh === kh) ph = 0;

    const n = this.orderMoves(cl, ch, ml, mh, moves, pl, ph, alpha, beta, tableMove);
    if (n < 0) {
      // A move settled the position without a search: its score is in `this.settled`.
      const score = this.settled;
      if (score > alpha) table.put(tl, th, score + LOWER, 0);
      return score;
    }

    const base = moves * WIDTH;
    const keys = this.sortKeys;
    for (let at = base + n - 1; at >= base; at--) {
      const key = keys[at] as number;
      const i = WIDTH - 1 - (key & 7);
      const bitLo = pl & (ORDER_LO[i] as number);
      const bitHi = ph & (ORDER_HI[i] as number);
      const score =
        (key & FORCED_KEY) === 0
          ? 0 - this.negamax(ol, oh, ml | bitLo, mh | bitHi, moves + 1, 0 - beta, 0 - alpha)
          : this.negamax(
              cl | bitLo,
              ch | bitHi,
              ml | bitLo | (this.blockLo[base + i] as number),
              mh | bitHi | (this.blockHi[base + i] as number),
              moves + 2,
              alpha,
              beta,
            );
      if (score >= beta) {
        const column = CENTRE_FIRST[i] as number;
        const canonical = mirrored ? WIDTH - 1 - column : column;
        table.put(
          tl,
          th,
          score + LOWER + ((canonical + 1) << MOVE_SHIFT),
          32 - Math.clz32(this.nodes - first),
        );
        return score;
      }
      if (score > alpha) alpha = score;
    }
    table.put(tl, th, alpha + UPPER, 32 - Math.clz32(this.nodes - first));
    return alpha;
  }

  /** A score found by `orderMoves` that ends the search of a position. */
  private settled = 0;

  /**
   * Fills the sort keys of the ply with the moves worth searching and returns how many, the
   * most promising last; or returns -1 when one move settles the position at once (its score,
   * at least beta, in `settled`). A move that leaves us two winning cells the opponent could
   * play scores the most any move can; a move whose position the table already bounds is
   * dropped when it cannot raise alpha (enhanced transposition cutoffs), and ends the search
   * when it reaches beta. The rest go by the table's best move, then by the number of cells
   * where the move gives us four (Pons' order), then centre first.
   */
  private orderMoves(
    cl: number,
    ch: number,
    ml: number,
    mh: number,
    moves: number,
    pl: number,
    ph: number,
    alpha: number,
    beta: number,
    tableMove: number,
  ): number {
    const base = moves * WIDTH;
    const keys = this.sortKeys;
    const ol = cl ^ ml;
    const oh = ch ^ mh;
    let n = 0;
    // A lone move needs no order, so it is searched as it is.
    const single = (pl & (pl - 1)) === 0 && (ph & (ph - 1)) === 0 && (pl === 0 || ph === 0);
    for (let i = 0; i < WIDTH; i++) {
      const bitLo = pl & (ORDER_LO[i] as number);
      const bitHi = ph & (ORDER_HI[i] as number);
      if ((bitLo | bitHi) === 0) continue;
      let key = WIDTH - 1 - i;
      if (!single) {
        const nl = cl | bitLo;
        const nh = ch | bitHi;
        const nml = ml | bitLo;
        const nmh = mh | bitHi;
        const winLo = winningLo(nl, nh) & (BOARD_LO ^ nml);
        const winHi = winningHi(nl, nh) & (BOARD_HI ^ nmh);
        const nextLo = winLo & (nml + BOTTOM_LO);
        const nextHi = winHi & (nmh + BOTTOM_HI);
        if (
          (nextLo & (nextLo - 1)) !== 0 ||
          (nextHi & (nextHi - 1)) !== 0 ||
          (nextLo !== 0 && nextHi !== 0)
        ) {
          this.settled = (CELLS - 1 - moves) >> 1;
          return -1;
        }
        // A winning cell right above a cell the opponent can play stops it playing there, and
        // on our rows by parity (odd rows, counted from 1, for the first player) it tends to
        // hold to the end: such cells count twice. Measured against counting all cells once:
        // 13% fewer nodes on ten 10- to 14-ply positions, 12% fewer on Middle-Easy, 18% more
        // on Begin-Easy (quick wins, where centre first breaks ties better).
        const goodLo = (moves & 1) === 0 ? ODD_ROWS_LO : EVEN_ROWS_LO;
        const goodHi = (moves & 1) === 0 ? ODD_ROWS_HI : EVEN_ROWS_HI;
        const threats =
          popcount(winLo) +
          popcount(winHi) +
          popcount(winLo & goodLo & ((nml + BOTTOM_LO) << 1)) +
          popcount(winHi & goodHi & ((nmh + BOTTOM_HI) << 1));
        key |= (threats << 4) | (CENTRE_FIRST[i] === tableMove ? TABLE_MOVE_KEY : 0);
        if ((nextLo | nextHi) === 0) {
          // After our move the opponent moves first with an even number of discs: its score
          // is at most the claimeven bound, ours at least minus that.
          if ((moves & 1) === 1 && beta <= 1) {
            const least = 0 - claimevenBound(ol, oh, nml, nmh);
            if (least >= beta) {
              this.settled = least;
              return -1;
            }
          }
          const child = this.probe(ol + nml, oh + nmh, moves + 1) & BOUND_MASK;
          if (child >= LOWER - 21) {
            if (LOWER - child <= alpha) continue;
          } else if (child !== 0 && UPPER - child >= beta) {
            this.settled = UPPER - child;
            return -1;
          }
        } else {
          // The opponent must block our winning cell: we search the position after the block,
          // ours to play, unless the block lets us win on top of it.
          if ((winLo & (nextLo << 1)) !== 0 || (winHi & (nextHi << 1)) !== 0) {
            this.settled = (CELLS - 1 - moves) >> 1;
            return -1;
          }
          const grand = this.probe(nl + nml + nextLo, nh + nmh + nextHi, moves + 2) & BOUND_MASK;
          if (grand >= LOWER - 21) {
            if (grand - LOWER >= beta) {
              this.settled = grand - LOWER;
              return -1;
            }
          } else if (grand !== 0 && grand - UPPER <= alpha) continue;
          key |= FORCED_KEY;
          this.blockLo[base + i] = nextLo;
          this.blockHi[base + i] = nextHi;
        }
      }
      let at = base + n++;
      while (at > base && (keys[at - 1] as number) > key) {
        keys[at] = keys[at - 1] as number;
        at--;
      }
      keys[at] = key;
    }
    return n;
  }
}
