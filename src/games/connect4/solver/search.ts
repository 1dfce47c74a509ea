import {
  BOARD_HI,
  BOARD_LO,
  BOTTOM_HI,
  BOTTOM_LO,
  CELLS,
  CENTRE_FIRST,
  columnBits,
  LO_COLUMNS,
  type Position,
  popcount,
  WIDTH,
  winningHi,
  winningLo,
} from './bitboard.ts';
import { DEFAULT_TT_LOG2, TranspositionTable } from './transposition-table.ts';

/**
 * Scores follow Pons: from the side to move, 0 a draw, and a win with the k-th disc of the
 * winner scores 22 - k (the loser's score is the opposite). With n discs on the board, the side
 * to move wins at best now, `(CELLS + 1 - n) >> 1`.
 */

/** Stored bounds: an upper bound u as u + UPPER, a lower bound l as l + LOWER; 0 is empty. */
const UPPER = 22;
const LOWER = 65;

/** Progress of a solve: the score lies in [min, max]. */
export interface SolveProgress {
  readonly min: number;
  readonly max: number;
  readonly nodes: number;
}

/** The cells of the i-th column in centre-first order, in the word that holds it. */
const ORDER_LO = Int32Array.from(CENTRE_FIRST, (c) => (c < LO_COLUMNS ? columnBits(c) : 0));
const ORDER_HI = Int32Array.from(CENTRE_FIRST, (c) => (c < LO_COLUMNS ? 0 : columnBits(c)));

/**
 * The next null-window probe of a strong solve (Pons' choice): halfway through the window,
 * but out at half the bound when the window spans 0, because a search for a quick win or loss
 * is cheap whichever way it ends.
 */
function strongProbe(min: number, max: number): number {
  const med = min + Math.trunc((max - min) / 2);
  if (med <= 0 && Math.trunc(min / 2) < med) return Math.trunc(min / 2);
  if (med >= 0 && Math.trunc(max / 2) > med) return Math.trunc(max / 2);
  return med;
}

const signKnown = (min: number, max: number) => min > 0 || max < 0 || (min >= 0 && max <= 0);

/**
 * The probes of a weak solve: is the score above half its upper bound, above half its lower
 * bound, above 0, above -1. Testing 0 at once would be Pons' weak solve, but proving that any
 * win exists costs far more than finding a quick one: on Begin-Easy the first two probes make
 * the weak solve ten times cheaper, and they add little where the score is near 0.
 */
function weakProbe(min: number, max: number, probe: number): number {
  if (probe === 0) return Math.trunc(max / 2);
  if (probe === 1 && min < -1) return Math.trunc(min / 2);
  return max > 0 ? 0 : -1;
}

/** Calls between progress reports inside one null-window search, when one is asked for. */
const PROGRESS_NODES = 1 << 20;

/**
 * Negamax with alpha-beta over bitboards, as in Pons' solver: only moves that do not lose at
 * once, a single forced block when the opponent threatens, bounds on the score from the number
 * of discs left, moves tried in order of the winning cells they create (ties centre first), and
 * a transposition table keeping an upper or a lower bound. The root narrows the score window
 * with null-window searches. Beyond Pons' solver, a symmetric position searches only the
 * columns of one half.
 *
 * A Solver keeps its table between calls; `solve` starts from an empty one unless told to keep
 * it, so a position's node count does not depend on what was solved before.
 */
export class Solver {
  nodes = 0;
  readonly table: TranspositionTable;
  /** Per ply, the sort keys of the moves to try. */
  private readonly sortKeys = new Int32Array((CELLS + 1) * WIDTH);
  private onProgress: ((progress: SolveProgress) => void) | undefined;
  private window = { min: 0, max: 0 };

  constructor(ttLog2 = DEFAULT_TT_LOG2) {
    this.table = new TranspositionTable(ttLog2);
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
      onProgress?: (progress: SolveProgress) => void;
    } = {},
  ): number {
    if (!opts.keepTable) this.table.reset();
    this.nodes = 0;
    this.onProgress = opts.onProgress;
    const { curLo, curHi, maskLo, maskHi, moves } = position;
    if (position.canWinNext()) return opts.weak ? 1 : (CELLS + 1 - moves) >> 1;
    let min = (moves - CELLS + 1) >> 1;
    let max = (CELLS + 1 - moves) >> 1;
    for (let probe = 0; min < max && !(opts.weak && signKnown(min, max)); probe++) {
      const med = opts.weak ? weakProbe(min, max, probe) : strongProbe(min, max);
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
   * `score`, by one null-window search on the current table.
   */
  atLeast(position: Position, score: number): boolean {
    const { curLo, curHi, maskLo, maskHi, moves } = position;
    return this.negamax(curLo, curHi, maskLo, maskHi, moves, score - 1, score) >= score;
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
    this.nodes++;
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

    const kl = cl + ml;
    const kh = ch + mh;
    const stored = this.table.get(kl, kh);
    if (stored !== 0) {
      if (stored >= LOWER - 21) {
        const lower = stored - LOWER;
        if (alpha < lower) {
          alpha = lower;
          if (alpha >= beta) return alpha;
        }
      } else {
        const upper = stored - UPPER;
        if (beta > upper) {
          beta = upper;
          if (alpha >= beta) return beta;
        }
      }
    }

    // A position that is its own mirror image (as the early ones of a game often are) scores
    // the same in columns 4 to 6 as in 2 to 0: dropping them halved the nodes for "4444".
    if (
      (kl & 127) === kh >> 14 &&
      ((kl >> 7) & 127) === ((kh >> 7) & 127) &&
      ((kl >> 14) & 127) === (kh & 127)
    ) {
      ph = 0;
    }

    // Sort keys: the number of cells where the move leaves us a winning spot, then centrality,
    // so the largest key is the move to try first (Pons' order, ties broken centre first).
    const base = moves * WIDTH;
    const keys = this.sortKeys;
    const emptyLo = BOARD_LO ^ ml;
    const emptyHi = BOARD_HI ^ mh;
    let n = 0;
    const single = (pl & (pl - 1)) === 0 && (ph & (ph - 1)) === 0 && (pl === 0 || ph === 0);
    for (let i = 0; i < WIDTH; i++) {
      const bitLo = pl & (ORDER_LO[i] as number);
      const bitHi = ph & (ORDER_HI[i] as number);
      if ((bitLo | bitHi) === 0) continue;
      const nl = cl | bitLo;
      const nh = ch | bitHi;
      // A lone move needs no order, so its threats are not counted.
      const threats = single
        ? 0
        : popcount(winningLo(nl, nh) & emptyLo) + popcount(winningHi(nl, nh) & emptyHi);
      const key = (threats << 3) | (WIDTH - 1 - i);
      let at = base + n++;
      while (at > base && (keys[at - 1] as number) > key) {
        keys[at] = keys[at - 1] as number;
        at--;
      }
      keys[at] = key;
    }

    for (let at = base + n - 1; at >= base; at--) {
      const i = WIDTH - 1 - ((keys[at] as number) & 7);
      const score =
        0 -
        this.negamax(
          ol,
          oh,
          ml | (pl & (ORDER_LO[i] as number)),
          mh | (ph & (ORDER_HI[i] as number)),
          moves + 1,
          0 - beta,
          0 - alpha,
        );
      if (score >= beta) {
        this.table.put(kl, kh, score + LOWER);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.table.put(kl, kh, alpha + UPPER);
    return alpha;
  }
}
