import { createRng, deriveSeed } from '../../core/rng.ts';
import type { SuitCount } from './info.ts';
import { NoPeekPlanner, PLANNER, type PlannerOptions } from './planner.ts';
import { deal, observeTable, spider } from './rules.ts';
import type { SpiderState } from './state.ts';

/** A game the no-peek player has not finished in this many moves counts as lost. */
export const MAX_MOVES = 2_000;

export interface NoPeekGame {
  readonly won: boolean;
  /** Runs completed. */
  readonly runs: number;
  readonly moves: number;
  /** Solver positions the player expanded over the game. */
  readonly nodes: number;
}

/** The no-peek player plays `state` out through the rules, seeing only its observations. */
export function playNoPeek(state: SpiderState, options: PlannerOptions = PLANNER): NoPeekGame {
  const player = new NoPeekPlanner(options);
  let s = state;
  let moves = 0;
  while (!spider.result(s) && moves < MAX_MOVES) {
    s = spider.play(s, player.choose(observeTable(s)));
    moves++;
  }
  return {
    won: spider.result(s)?.kind === 'solved',
    runs: s.done.length,
    moves,
    nodes: player.nodes,
  };
}

/** The deal of seed `index` in a rating or bench run: PLT's deal from a seed of its own. */
export const ratedDeal = (suits: SuitCount, base: number, index: number) =>
  deal(suits, createRng(deriveSeed(base, index)));
