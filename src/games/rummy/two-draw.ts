import { covers, type Masks } from './cover.ts';
import { keyOf, MaskTable } from './mask-table.ts';
import type { CardId } from './sim-plt.ts';

/**
 * The exact chance that a ten-card hand is gin within its next one or two stock draws, over the
 * cards its player has not seen (no sampling, no foresight of the stock). Every unseen card is
 * equally likely to be the next stock card, whatever the other holds, and a card the other
 * takes from the stock in between is a random unseen one: so the other's turn changes nothing
 * here, and the second draw is uniform over the unseen cards but the first one drawn.
 */

/** Whether bit k (value k + 1; 13 is the ace counted high) is in suit mask `ms`. */
const has = (ms: number, k: number) => k >= 0 && k <= 13 && (ms & (1 << (k % 13))) !== 0;

/**
 * Whether card `id` could be in a set with two cards of `m`: two others of its value, or two
 * of its suit within a run of three (ace low or high). A card that cannot is no gin out, and a
 * hand that draws it is gin a draw later only by throwing it back.
 */
export function joins(m: Masks, id: CardId): boolean {
  const s = (id / 13) | 0;
  const v = id % 13;
  let same = 0;
  for (let t = 0; t < 4; t++) if (t !== s && (m[t] as number) & (1 << v)) same++;
  if (same >= 2) return true;
  const ms = m[s] as number;
  // An ace is tried low (bit 0) and high (13, after the king).
  for (const k of v === 0 ? [0, 13] : [v]) {
    if (has(ms, k - 1) && (has(ms, k - 2) || has(ms, k + 1))) return true;
    if (has(ms, k + 1) && has(ms, k + 2)) return true;
  }
  return false;
}

/** Whether `id` joins anything of `m`: a card of its value, or one of its suit within two. */
export function touches(m: Masks, id: CardId): boolean {
  const s = (id / 13) | 0;
  const v = id % 13;
  for (let t = 0; t < 4; t++) if (t !== s && (m[t] as number) & (1 << v)) return true;
  const ms = m[s] as number;
  const ks = v === 0 ? [0, 13] : [v];
  return ks.some((k) => has(ms, k - 2) || has(ms, k - 1) || has(ms, k + 1) || has(ms, k + 2));
}

const withCard = (m: Masks, id: CardId) => {
  const s = (id / 13) | 0;
  m[s] = (m[s] as number) | (1 << (id % 13));
};
const withoutCard = (m: Masks, id: CardId) => {
  const s = (id / 13) | 0;
  m[s] = (m[s] as number) & ~(1 << (id % 13));
};
export const holds = (m: Masks, id: CardId) =>
  ((m[(id / 13) | 0] as number) & (1 << (id % 13))) !== 0;

/** Eleven cards are gin after a discard when all but one are in sets; remembered by hand. */
const ginMemo = new MaskTable();
export function ginAfterDiscard(m: Masks): boolean {
  const key = keyOf(m);
  const known = ginMemo.get(key);
  if (known >= 0) return known === 1;
  const gin = covers(m, 1);
  ginMemo.set(key, gin ? 1 : 0);
  return gin;
}

/** The two chances for hands of ten, over one set of unseen cards (one decision's). */
export class TwoDraw {
  private readonly outsMemo = new MaskTable(15);

  constructor(readonly unseen: readonly CardId[]) {}

  /** The unseen cards not in `m` that make it gin: its gin outs. */
  outs(m: Masks): number {
    const key = keyOf(m);
    let n = this.outsMemo.get(key);
    if (n >= 0) return n;
    n = 0;
    for (const id of this.unseen) {
      if (holds(m, id) || !joins(m, id)) continue;
      withCard(m, id);
      if (ginAfterDiscard(m)) n++;
      withoutCard(m, id);
    }
    this.outsMemo.set(key, n);
    return n;
  }

  /** The chance of gin on the next stock draw. */
  next(m: Masks): number {
    return this.unseen.length === 0 ? 0 : this.outs(m) / this.unseen.length;
  }

  /**
   * The chance of gin within two stock draws, throwing after the first whatever card leaves
   * the best chance on the second. The hand `m` is restored before returning.
   */
  two(m: Masks): number {
    const n = this.unseen.length;
    if (n < 2) return this.next(m);
    const stay = this.outs(m);
    let sum = 0;
    for (const c of this.unseen) {
      if (holds(m, c)) continue;
      withCard(m, c);
      if (ginAfterDiscard(m)) sum += n - 1;
      else sum += touches(m, c) ? this.bestAfter(m, c, stay) : stay;
      withoutCard(m, c);
    }
    return sum / (n * (n - 1));
  }

  /**
   * The chance of gin within three stock draws, throwing after each draw the card that leaves
   * the best chance of what is left. Not exact: after the first draw the two-draw chance is
   * over the same unseen cards (the drawn one held, so never drawn again, but still counted
   * in the odds), and a drawn card that joins no set of three is thrown back.
   */
  three(m: Masks): number {
    const n = this.unseen.length;
    if (n < 3) return this.two(m);
    const stay = this.twoMemoised(m);
    let sum = 0;
    for (const c of this.unseen) {
      if (holds(m, c)) continue;
      withCard(m, c);
      if (ginAfterDiscard(m)) sum += 1;
      else sum += joins(m, c) ? this.bestTwoAfter(m, c, stay) : stay;
      withoutCard(m, c);
    }
    return sum / n;
  }

  private readonly twoMemo = new Map<number, number>();
  private twoMemoised(m: Masks): number {
    const key = keyOf(m);
    let p = this.twoMemo.get(key);
    if (p === undefined) {
      p = this.two(m);
      this.twoMemo.set(key, p);
    }
    return p;
  }

  /**
   * The best two-draw chance of the eleven cards of `m` less one (throwing `drawn` keeps
   * `stay`), tried only for the two throws that leave the most gin outs: the full search
   * over every throw cost about 50 ms a hand.
   */
  private bestTwoAfter(m: Masks, drawn: CardId, stay: number): number {
    const throws: [number, CardId][] = [];
    for (let s = 0; s < 4; s++) {
      for (let bits = m[s] as number; bits; bits &= bits - 1) {
        const id = s * 13 + 31 - Math.clz32(bits & -bits);
        if (id === drawn) continue;
        withoutCard(m, id);
        throws.push([this.outs(m), id]);
        withCard(m, id);
      }
    }
    throws.sort((a, b) => b[0] - a[0]);
    let best = stay;
    for (const [, id] of throws.slice(0, 2)) {
      withoutCard(m, id);
      best = Math.max(best, this.twoMemoised(m));
      withCard(m, id);
    }
    return best;
  }

  /** The most gin outs of the eleven cards of `m` less one (throwing `drawn` keeps `stay`). */
  private bestAfter(m: Masks, drawn: CardId, stay: number): number {
    let best = stay;
    for (let s = 0; s < 4; s++) {
      for (let bits = m[s] as number; bits; bits &= bits - 1) {
        const id = s * 13 + 31 - Math.clz32(bits & -bits);
        if (id === drawn) continue;
        withoutCard(m, id);
        best = Math.max(best, this.outs(m));
        withCard(m, id);
      }
    }
    return best;
  }
}
