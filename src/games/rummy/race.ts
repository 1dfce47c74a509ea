import type { Rng } from '../../core/rng.ts';
import { covers, type Masks } from './cover.ts';
import { keyOf, MaskTable } from './mask-table.ts';
import { type CardId, coverSizeOf } from './sim-plt.ts';
import { ginAfterDiscard, holds, joins, TwoDraw, touches } from './two-draw.ts';

/**
 * Our own policy played out alone against the stock, to rate a ten-card hand by how soon it
 * goes gin. The playout's policy is a cheap `outs`: draw blind, throw the card that leaves the
 * best [gin size, gin outs, improving outs], with no pair rating and no help term, over the
 * unseen cards of the decision at the root (cards thrown during a playout still count as
 * unseen: a small error that lets every answer be remembered for the whole decision). The other
 * player is left out: each stock card is a uniform draw from the unseen cards whoever takes it,
 * so the race it runs shows only as the discount of each later draw.
 */

const flip = (m: Masks, id: CardId) => {
  const s = (id / 13) | 0;
  m[s] = (m[s] as number) ^ (1 << (id % 13));
};

export class Race {
  private readonly chances: TwoDraw;
  private readonly improvingMemo = new MaskTable(15);
  private readonly throwMemo = new MaskTable(12);

  constructor(readonly unseen: readonly CardId[]) {
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

  /** The card the cheap policy throws from the eleven cards of `m`, `drawn` the last drawn. */
  throwFrom(m: Masks, drawn: CardId): CardId {
    // A card that touches nothing goes straight back: it is in no set with the hand.
    if (!touches(m, drawn)) return drawn;
    const key = keyOf(m);
    const known = this.throwMemo.get(key);
    if (known >= 0) return known;
    let best = drawn;
    let bestSize = -1;
    let bestOuts = -1;
    for (let s = 0; s < 4; s++) {
      for (let bits = m[s] as number; bits; bits &= bits - 1) {
        const id = s * 13 + 31 - Math.clz32(bits & -bits);
        flip(m, id);
        const size = coverSizeOf(m);
        if (size >= bestSize) {
          const outs = 2 * this.chances.outs(m) + this.improving(m, size);
          if (size > bestSize || outs > bestOuts) {
            best = id;
            bestSize = size;
            bestOuts = outs;
          }
        }
        flip(m, id);
      }
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

  /** The mean playout worth of each hand over the same `samples` stock orders. */
  rate(hands: readonly Masks[], rng: Rng, samples: number, horizon: number, discount: number) {
    const totals = hands.map(() => 0);
    for (let k = 0; k < samples; k++) {
      const stock = rng.shuffle(this.unseen);
      for (const [i, h] of hands.entries()) {
        totals[i] = (totals[i] as number) + this.playout(h, stock, horizon, discount);
      }
    }
    return totals.map((t) => t / samples);
  }
}
