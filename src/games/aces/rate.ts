import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { fisherYates } from '../../cards/shuffle.ts';
import { createRng } from '../../core/rng.ts';
import type { ThreadTask } from '../../search/pool.ts';
import { pltDeck } from './deal.ts';
import { noPeekMove } from './nopeek.ts';
import { type AcesObservation, aces, dealOf } from './rules.ts';
import { DEFAULT_NODE_LIMIT, solveDeck } from './solver.ts';

/**
 * Rating a player over seeded deals, in chunks that worker threads take one at a time. Deal
 * `seed` is the game's own deal for that seed (PLT's riffle); `uniform` deals a uniformly
 * shuffled deck instead, the deals of the published figures.
 */
export type Rater = 'nopeek' | 'solver';
export type Shuffle = 'plt' | 'uniform';

export interface RateJob {
  readonly from: number;
  readonly count: number;
  readonly player: Rater;
  readonly shuffle: Shuffle;
  readonly nodeLimit: number;
}

export interface RateResult {
  readonly deals: number;
  readonly won: number;
  /** Deals the solver could not decide within its node limit. */
  readonly unknown: number;
  readonly nodes: number;
  readonly ms: number;
}

export const deckOf = (seed: number, shuffle: Shuffle): Card[] =>
  shuffle === 'plt' ? pltDeck(createRng(seed)) : fisherYates(standardDeck(), createRng(seed));

/** Plays the deal with the no-peek player, from observations only; true when won. */
export function noPeekWins(deck: readonly Card[]): boolean {
  let s = dealOf(deck);
  while (!aces.result(s)) s = aces.play(s, noPeekMove(aces.observe?.(s, 0) as AcesObservation));
  return aces.result(s)?.kind === 'solved';
}

export function rateChunk(job: RateJob): RateResult {
  const start = performance.now();
  let won = 0;
  let unknown = 0;
  let nodes = 0;
  for (let seed = job.from; seed < job.from + job.count; seed++) {
    const deck = deckOf(seed, job.shuffle);
    if (job.player === 'nopeek') {
      if (noPeekWins(deck)) won++;
      continue;
    }
    const solved = solveDeck(deck, { nodeLimit: job.nodeLimit || DEFAULT_NODE_LIMIT });
    nodes += solved.nodes;
    if (solved.won === true) won++;
    if (solved.won === null) unknown++;
  }
  return { deals: job.count, won, unknown, nodes, ms: performance.now() - start };
}

export const RATE_TASK: ThreadTask<RateJob, RateResult> = {
  module: new URL('./rate.ts', import.meta.url),
  name: 'rateChunk',
  run: rateChunk,
};
