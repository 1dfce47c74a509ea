import type { Rng } from '../../core/rng.ts';
import type { SuitCount } from './info.ts';
import { deal, type SpiderState } from './rules.ts';
import { solve } from './solver.ts';

/** Node budget per candidate deal when dealing only winnable deals. */
export const WINNABLE_NODE_LIMIT = 20_000;
/** Candidate deals tried before giving up with an error. */
export const WINNABLE_TRIES = 200;

/**
 * "Winnable deals only": deals from `rng` until the full-knowledge solver proves one winnable
 * within its budget. The same seed gives the same tries, hence the same deal.
 */
export function winnableSetup(suits: SuitCount, rng: Rng): SpiderState {
  for (let i = 0; i < WINNABLE_TRIES; i++) {
    const state = deal(suits, rng);
    if (solve(state, WINNABLE_NODE_LIMIT).verdict === 'won') return state;
  }
  throw new Error(`no winnable ${suits}-suit deal found in ${WINNABLE_TRIES} tries`);
}
