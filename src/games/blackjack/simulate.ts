import type { Card } from '../../cards/card.ts';
import { CHANCE, sampleChance } from '../../core/game.ts';
import { createRng } from '../../core/rng.ts';
import { bestTotal } from './hand.ts';
import { BET, PLAYER } from './info.ts';
import {
  type BlackjackMove,
  type BlackjackState,
  blackjack,
  freshShoe,
  observeState,
} from './rules.ts';
import { basicMove } from './strategy.ts';

export type Strategy = 'basic' | 'plt-dealer-mimic';
/**
 * `plt`: the shoe dealt down to PLT's reshuffle, as the game plays. `full`: every round from a
 * full shoe, as the exact figures off the top (ev.ts) assume.
 */
export type ShoeRule = 'plt' | 'full';

/** One full shoe for every round of a `full` run: states never change a shoe, they copy it. */
const FULL = freshShoe();

export interface SimulateReport {
  hands: number;
  /** Mean result per hand in bets ($2 units), with its 95% interval. */
  mean: number;
  interval: [number, number];
}

/** The player's choice for the seat's view. */
function choose(
  strategy: Strategy,
  table: Map<string, string[]>,
  s: BlackjackState,
): BlackjackMove {
  const v = observeState(s, PLAYER);
  if (strategy === 'basic') return basicMove(table, v);
  if (v.phase !== 'player') return { kind: 'next' };
  return { kind: bestTotal(v.hands[v.active] as Card[]) < 17 ? 'hit' : 'stand' };
}

/**
 * Plays `hands` rounds of the game's own rules from `seed` (with `shoe` = plt, the reshuffles
 * and all), the dealer by the house rule, and reports the mean result per hand in bets.
 */
export function simulate(
  hands: number,
  strategy: Strategy,
  seed: number,
  table: Map<string, string[]>,
  onProgress: (done: number) => void = () => {},
  shoe: ShoeRule = 'plt',
): SimulateReport {
  const rng = createRng(seed);
  let s = blackjack.setup({ trainer: false }, rng);
  let sum = 0;
  let squares = 0;
  let before = s.bankroll + BET;
  for (let done = 0; done < hands; ) {
    const mover = blackjack.toMove(s);
    if (mover === CHANCE) s = blackjack.play(s, sampleChance(blackjack, s, rng));
    else if (s.phase === 'over') {
      const x = (s.bankroll - before) / BET;
      sum += x;
      squares += x * x;
      done++;
      if (done % 1000 === 0) onProgress(done);
      // The chart's list of bankrolls is copied into every new state: kept, it would make a
      // long run quadratic (500,000 hands did not finish in half an hour).
      const full = shoe === 'full' ? { shoe: FULL, unshown: [] } : {};
      s = blackjack.play({ ...s, bankrolls: [], ...full }, { kind: 'next' });
      before = s.bankroll + BET;
    } else
      s = blackjack.play(
        s,
        mover === PLAYER
          ? choose(strategy, table, s)
          : (blackjack.legalMoves(s)[0] as BlackjackMove),
      );
  }
  const mean = sum / hands;
  const sd = Math.sqrt(Math.max(0, squares / hands - mean * mean));
  const half = (1.96 * sd) / Math.sqrt(hands);
  return { hands, mean, interval: [mean - half, mean + half] };
}
