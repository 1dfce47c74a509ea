import { createRng, deriveSeed } from '../../core/rng.ts';
import type { SuitCount } from './info.ts';
import { DEFAULT_DEPTH, noPeekMove } from './nopeek.ts';
import { deal, observeTable, type SpiderState, spider } from './rules.ts';

/** A game the no-peek player has not finished in this many moves counts as lost. */
export const MAX_MOVES = 2_000;

export interface NoPeekGame {
  readonly won: boolean;
  /** Runs completed. */
  readonly runs: number;
  readonly moves: number;
}

/** The no-peek player plays `state` out through the rules, seeing only its observations. */
export function playNoPeek(state: SpiderState, depth = DEFAULT_DEPTH): NoPeekGame {
  let s = state;
  let moves = 0;
  while (!spider.result(s) && moves < MAX_MOVES) {
    s = spider.play(s, noPeekMove(observeTable(s), depth));
    moves++;
  }
  return { won: spider.result(s)?.kind === 'solved', runs: s.done.length, moves };
}

/** The deal of seed `index` in a rating or bench run: PLT's deal from a seed of its own. */
export const ratedDeal = (suits: SuitCount, base: number, index: number) =>
  deal(suits, createRng(deriveSeed(base, index)));
