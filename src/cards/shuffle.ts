import type { Rng } from '../core/rng.ts';

/**
 * PLT's shuffle (games/cards, spec §0.2): split into the first ⌊n/2⌋ cards and the rest, then
 * merge by taking the top card of a half chosen by a fair coin until one half is empty. Not
 * uniform after a few passes, which is why the games riffle seven times; kept for fidelity.
 */
export function riffle<T>(items: readonly T[], rng: Rng): T[] {
  const half = Math.floor(items.length / 2);
  const left = items.slice(0, half);
  const right = items.slice(half);
  const out: T[] = [];
  let l = 0;
  let r = 0;
  while (l < left.length && r < right.length) {
    out.push(rng.bool() ? (left[l++] as T) : (right[r++] as T));
  }
  return out.concat(left.slice(l), right.slice(r));
}

/**
 * PLT's `shuffle-list` exactly (cards/utils.rkt): its merge conses each card onto the pile it
 * builds, so every pass ends reversed. Seven passes. (Aces, Spider and Memory deal from
 * `pltShuffle`, which keeps the merged order; their stored seeds depend on it.)
 */
export function pltShuffleList<T>(items: readonly T[], rng: Rng, passes = 7): T[] {
  let deck = items.slice();
  for (let i = 0; i < passes; i++) deck = riffle(deck, rng).reverse();
  return deck;
}

/** PLT games riffle seven times. */
export function pltShuffle<T>(items: readonly T[], rng: Rng, passes = 7): T[] {
  let deck = items.slice();
  for (let i = 0; i < passes; i++) deck = riffle(deck, rng);
  return deck;
}

/** A uniform shuffle, for games that are ours rather than PLT's. */
export const fisherYates = <T>(items: readonly T[], rng: Rng): T[] => rng.shuffle(items);
