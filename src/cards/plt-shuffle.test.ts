import { describe, expect, it } from 'vitest';
import type { Rng } from '../core/rng.ts';
import fixtures from './plt-shuffle.json';
import { pltShuffleList } from './shuffle.ts';

/** An Rng whose coins are PLT's: `(zero? (random 2))` takes from the first half, as `bool()` does. */
function coinsOf(coins: readonly number[]): Rng {
  let i = 0;
  return {
    bool: () => {
      const coin = coins[i++];
      if (coin === undefined) throw new Error('the fixture ran out of coins');
      return coin === 0;
    },
  } as Rng;
}

describe("PLT's shuffle-list", () => {
  it.each(fixtures)(
    'gives the deck PLT gives with the same coins (seed $seed)',
    ({ coins, deck }) => {
      const numbers = Array.from({ length: 52 }, (_, i) => i);
      expect(pltShuffleList(numbers, coinsOf(coins))).toEqual(deck);
    },
  );
});
