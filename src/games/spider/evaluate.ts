import { type Board, stockLeft } from './board.ts';
import { rank, suit } from './fast.ts';
import { TABLEAUS } from './state.ts';

/**
 * How far a position has come, for the solver's best-first order; each weight is named so a
 * tuner can set it. Completed runs and turned cards are progress that cannot be lost; links
 * and empty tableaus are how the next cards get turned.
 */
export interface Weights {
  /** Each completed run. */
  readonly done: number;
  /** Each card still face down (taken off). */
  readonly down: number;
  /** Each card still in the stock (taken off). */
  readonly stock: number;
  /** Each empty tableau once the stock is used. */
  readonly empty: number;
  /**
   * Each empty tableau while the stock lasts: less, as it must be filled again before the next
   * deal, and valued high it would keep the search shuffling runs between empty tableaus.
   */
  readonly emptyStock: number;
  /** Each face-up card on one of its suit one higher. */
  readonly suited: number;
  /** Each face-up card on one of another suit one higher. */
  readonly natural: number;
  /** Each face-up card on a card that is not one higher (taken off). */
  readonly broken: number;
  /** Each non-empty tableau with no face-down card left. */
  readonly clear: number;
  /**
   * Each same-suit run (the units that move) lying over a face-down card (taken off): how much
   * must move away before the card turns.
   */
  readonly cover: number;
}

export const WEIGHTS: Weights = {
  done: 400,
  down: 25,
  stock: 4,
  empty: 40,
  emptyStock: 40,
  suited: 20,
  natural: 2,
  broken: 6,
  clear: 10,
  cover: 10,
};

/**
 * Four suits: an off-suit card one higher is no help there (a run can only move off it), and
 * a broken pair costs more. On 4-suit seeds 1-50 and 51-100 at 50,000 nodes these won 33 and 34
 * deals against 27 and 30 with WEIGHTS, and 4 of 8 hard seeds at 500,000 nodes against 2
 * (bench/spider/tune.ts, run with these as overrides before they were the default).
 */
export const FOUR_SUIT_WEIGHTS: Weights = { ...WEIGHTS, suited: 30, natural: 0, broken: 10 };

/** The weights the solver uses for a deal of `suits` suits. */
export const weightsFor = (suits: number): Weights => (suits === 4 ? FOUR_SUIT_WEIGHTS : WEIGHTS);

export function evaluate(b: Board, w: Weights): number {
  const stock = stockLeft(b);
  const empty = stock > 0 ? w.emptyStock : w.empty;
  let v = b.done * w.done - stock * w.stock;
  for (let i = 0; i < TABLEAUS; i++) {
    const p = b.piles[i] as number[];
    const downs = b.down[i] as number;
    if (p.length === 0) {
      v += empty;
      continue;
    }
    v -= downs * w.down;
    if (downs === 0) v += w.clear;
    let units = 1;
    for (let k = downs + 1; k < p.length; k++) {
      const lower = p[k - 1] as number;
      const upper = p[k] as number;
      if (rank(lower) !== rank(upper) + 1) v -= w.broken;
      else if (suit(lower) === suit(upper)) {
        v += w.suited;
        continue;
      } else v += w.natural;
      units++;
    }
    if (downs > 0) v -= units * w.cover;
  }
  return v;
}
