import type { Rng } from '../../core/rng.ts';
import type { SuitCount } from './info.ts';
import proven from './winnable-seeds.json' with { type: 'json' };

/**
 * "Winnable deals only": the seeds whose deal the full-knowledge solver has won, written by
 * `npm run bench -- spider deals` (deal S is `games spider solve --suits K --seed S`). Searching at setup
 * would hold the page for seconds; a list proven once deals at once, and a test replays some.
 */
export const PROVEN_SEEDS: Readonly<Record<SuitCount, readonly number[]>> = {
  1: proven.seeds['1'],
  2: proven.seeds['2'],
  4: proven.seeds['4'],
};

/** The seed of one of the proven deals, chosen by `rng`. */
export function provenSeed(suits: SuitCount, rng: Rng): number {
  const seeds = PROVEN_SEEDS[suits];
  if (seeds.length === 0) throw new Error(`no ${suits}-suit deal is proven winnable yet`);
  return seeds[rng.int(0, seeds.length - 1)] as number;
}
