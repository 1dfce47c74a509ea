import type { Rng } from '../../core/rng.ts';
import { covers, type Masks } from './cover.ts';
import { keyOf, MaskTable } from './mask-table.ts';
import { better } from './outs-player.ts';
import { type CardId, coverSizeOf, pairScore } from './sim-plt.ts';
import { ginAfterDiscard, holds, joins, TwoDraw, touches } from './two-draw.ts';

/**
 * Our own policy played out alone against the stock, to rate a ten-card hand by how soon it
 * goes gin. The playout's policy is a cheap `outs`: draw blind, throw the card that leaves the
 * best [gin size, 2 × gin outs + improving outs, PLT's pair rating], with no help term, over the
 * unseen cards of the decision at the root (cards thrown during a playout still count as
 * unseen: a small error that lets every answer be remembered for the whole decision). The other
 * player is left out: each stock card is a uniform draw from the unseen cards whoever takes it,
 * so the race it runs shows only as the discount of each later draw.
 */

/** Adds card `id` to `m` if it is not there, else takes it out. */
export const flip = (m: Masks, id: CardId) => {
  const s = (id / 13) | 0;
  m[s] = (m[s] as number) ^ (1 << (id % 13));
};

export class Race {
  private readonly chances: TwoDraw;
  private readonly improvingMemo = new MaskTable(15);
  private readonly throwMemo = new MaskTable(12);

  private readonly ids = new Int32Array(11);
  private readonly rows = new Int32Array(11);

  /** `gone`: the discard pile at the root, for the pair rating. */
  constructor(
    readonly unseen: readonly CardId[],
    private readonly gone: Masks = [0, 0, 0, 0],
  ) {
    this.chances = new TwoDraw(unseen);
  }

  /** Unseen cards that would let the ten cards of `m` cover one more card after a discard. */
  private improving(m: Masks, size: number): number {
    const key = keyOf(m);
    let n = this.improvingMemo.get(key);
    if (n >= 0) return n;
    n = 0;
    for (const id of this.unseen) {
      if (holds(m, id) || !joins(m, id)) continue;
      flip(m, id);
      if (covers(m, 10 - size)) n++;
      flip(m, id);
    }
    this.improvingMemo.set(key, n);
    return n;
  }

  /**
   * The card the cheap policy throws from the eleven cards of `m`, `drawn` the last drawn: as
   * outs, the best [gin size, 2 × gin outs + improving outs, PLT's pair rating], ties to the
   * card drawn (first in hand order, as outs' ties go).
   */
  throwFrom(m: Masks, drawn: CardId): CardId {
    // A card that touches nothing goes straight back: it is in no set with the hand.
    if (!touches(m, drawn)) return drawn;
    const key = keyOf(m);
    const known = this.throwMemo.get(key);
    if (known >= 0) return known;
    const ids = this.ids;
    let n = 0;
    ids[n++] = drawn;
    for (let s = 0; s < 4; s++) {
      for (let bits = m[s] as number; bits; bits &= bits - 1) {
        const id = s * 13 + 31 - Math.clz32(bits & -bits);
        if (id !== drawn) ids[n++] = id;
      }
    }
    const rows = this.rows;
    let total = 0;
    for (let i = 0; i < n; i++) {
      let row = 0;
      for (let j = 0; j < n; j++) row += pairScore(ids[i] as number, ids[j] as number, this.gone);
      rows[i] = row;
      total += row;
    }
    let best = drawn;
    let bestScore = [-1, -1, -1];
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      flip(m, id);
      const size = coverSizeOf(m);
      if (size >= (bestScore[0] as number)) {
        const outs = 2 * this.chances.outs(m) + this.improving(m, size);
        // A pair's score counts both ways round; the card with itself is taken off twice.
        const rating = total - 2 * (rows[i] as number) + pairScore(id, id, this.gone);
        const score = [size, outs, rating];
        if (better(score, bestScore)) {
          best = id;
          bestScore = score;
        }
      }
      flip(m, id);
    }
    this.throwMemo.set(key, best);
    return best;
  }

  /**
   * Discount ** (draws before gin) of one playout of the ten cards `hand` over `stock` (in
   * draw order), 0 without gin within `horizon` draws.
   */
  playout(hand: Masks, stock: readonly CardId[], horizon: number, discount: number): number {
    const m = hand.slice();
    let worth = 1;
    for (let t = 0; t < horizon && t < stock.length; t++) {
      const drawn = stock[t] as CardId;
      // A card in no set with two of the hand cannot make it gin: it would be thrown back.
      const joined = joins(m, drawn);
      flip(m, drawn);
      if (joined && ginAfterDiscard(m)) return worth;
      flip(m, this.throwFrom(m, drawn));
      worth *= discount;
    }
    return 0;
  }

  /**
   * The playout worths of each hand over the same `samples` stock orders: one row a hand, one
   * column a stock order, so rows can be compared deal by deal.
   */
  worths(hands: readonly Masks[], rng: Rng, samples: number, horizon: number, discount: number) {
    const rows = hands.map(() => new Float64Array(samples));
    for (let k = 0; k < samples; k++) {
      const stock = rng.shuffle(this.unseen);
      for (const [i, h] of hands.entries()) {
        (rows[i] as Float64Array)[k] = this.playout(h, stock, horizon, discount);
      }
    }
    return rows;
  }
}

/**
 * How many standard errors row `a` leads row `b` by, deal by deal (`scale` on `a`): the gap
 * between two near-equal hands is often far below the spread of one playout, and a choice by
 * the raw means is then a choice by chance.
 */
export function lead(a: Float64Array, b: Float64Array, scale = 1): number {
  const n = a.length;
  if (n < 2) return 0;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < n; k++) {
    const d = scale * (a[k] as number) - (b[k] as number);
    sum += d;
    squares += d * d;
  }
  const mean = sum / n;
  const variance = (squares - n * mean * mean) / (n - 1);
  if (variance <= 0) return mean > 0 ? Number.POSITIVE_INFINITY : mean < 0 ? -Infinity : 0;
  return mean / Math.sqrt(variance / n);
}

/**
 * The row that leads row 0 (the default choice) by the most standard errors, if by more than
 * `margin`; else 0.
 */
export function clearestLead(rows: readonly Float64Array[], margin: number): number {
  let pick = 0;
  let clearest = margin;
  for (let i = 1; i < rows.length; i++) {
    const z = lead(rows[i] as Float64Array, rows[0] as Float64Array);
    if (z > clearest) {
      pick = i;
      clearest = z;
    }
  }
  return pick;
}
