import type { Card } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';
import { DEFENCE_DEFAULTS, type DefenceOptions, dangers } from './defence.ts';
import { GIN2_DEFAULTS, gin2Move, gin2Scores } from './gin2-player.ts';
import type { RummyMove, RummyObservation } from './state.ts';

/**
 * `gin2`, except among the discards it rates (nearly) the same: there it throws the one that
 * helps PLT's player least by PLT's own pickup rule (defence.ts). Only ties, because holding
 * back every card the other might want breaks our own sets (bench/rummy/match.md).
 */

export interface GuardOptions extends DefenceOptions {
  /** How far below gin2's best chance of gin in two draws a discard still counts as tied. */
  readonly chanceMargin: number;
  /** How far below gin2's best outs sum (same gin size) a discard still counts as tied. */
  readonly sumMargin: number;
}

export const GUARD_DEFAULTS: GuardOptions = { ...DEFENCE_DEFAULTS, chanceMargin: 0, sumMargin: 0 };

function guardDiscard(hand: readonly Card[], o: RummyObservation, rng: Rng, options: GuardOptions) {
  const scores = gin2Scores(hand, o, GIN2_DEFAULTS);
  const [chance, size, sum] = (scores[0] as { score: number[] }).score as [number, number, number];
  const tied = scores.filter(
    ({ score: [c, z, s] }) =>
      (c as number) >= chance - options.chanceMargin - 1e-12 &&
      z === size &&
      (s as number) >= sum - options.sumMargin,
  );
  if (tied.length < 2) return (scores[0] as { card: Card }).card;
  const danger = dangers(
    o,
    hand,
    tied.map((t) => t.card),
    rng,
    options,
  );
  let best = 0;
  for (let j = 1; j < tied.length; j++)
    if ((danger[j] as number) < (danger[best] as number)) best = j;
  return (tied[best] as { card: Card }).card;
}

export function guardMove(
  o: RummyObservation,
  rng: Rng,
  options: GuardOptions = GUARD_DEFAULTS,
): RummyMove {
  if (o.phase !== 'discard') return gin2Move(o);
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  return { kind: 'discard', card: guardDiscard(hand, o, rng, options) };
}
