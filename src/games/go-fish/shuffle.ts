import { riffle } from '../../cards/shuffle.ts';
import type { Rng } from '../../core/rng.ts';

/**
 * PLT's shuffle-list exactly (cards/utils.rkt): its merge conses each card onto the pile it
 * builds, so every pass ends reversed, which the shared `riffle` does not do. Seven passes.
 */
export function pltShuffleList<T>(items: readonly T[], rng: Rng, passes = 7): T[] {
  let deck = items.slice();
  for (let i = 0; i < passes; i++) deck = riffle(deck, rng).reverse();
  return deck;
}
