import type { Card } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';
import { masksOf } from './cover.ts';
import { ranked } from './gin2-player.ts';
import { outsMove, type Scored, scoredDiscards, unseenOf } from './outs-player.ts';
import { clearestLead, lead, Race } from './race.ts';
import { idOf } from './sim-plt.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';
import { ginAfterDiscard } from './two-draw.ts';

/**
 * `outs`, its best few discards and its draw rated again by playouts of our own cheap policy
 * alone against deals of the unseen cards (race.ts): the choice whose ten cards go gin soonest,
 * each later draw discounted for the other's chance of going gin first. Outs' choice stands
 * unless another leads it by `margin` paired standard errors: the best discards usually differ
 * by far less than one playout's spread, and choosing by raw means lost (51.7% on seed 11).
 *
 * Against PLT (`npx tsx bench/rummy/race.ts`, the match runner, one worker): the defaults won
 * 58.7% of seed 11's 1,000 games, then 60.0% (57.8-62.1%) and 58.4% (56.2-60.5%) of 2,000 on
 * the fresh seeds 1 and 2: 2,366 of 4,000, 59.2% (57.6-60.7%), where gin2 won 2,305 and outs
 * 2,273 of the same deals; seeds 3 and 4 then gave 57.8% and 58.8%, 58.7% (57.6-59.8%) of the
 * 8,000 games of seeds 1 to 4. Outs drawing, 57.3% on seed 11. About 25 ms of CPU a move.
 */

export interface RaceOptions {
  /** How many of outs' best discards are played out. */
  readonly candidates: number;
  /** Stock orders each candidate is played out over (the same ones for every candidate). */
  readonly samples: number;
  /** Draws a playout lasts at most. */
  readonly horizon: number;
  /** What a gin one draw later is worth: the chance the other is not gin by then. */
  readonly discount: number;
  /** Who draws: outs, or the playouts (the top discard against a blind draw). */
  readonly draw: 'outs' | 'race';
  /** Standard errors by which a playout rating must lead outs' own choice to overrule it. */
  readonly margin: number;
}

export const RACE_DEFAULTS: RaceOptions = {
  candidates: 4,
  samples: 64,
  horizon: 30,
  discount: 0.95,
  draw: 'race',
  margin: 2,
};

const without = (hand: readonly Card[], card: Card) => hand.filter((c) => c !== card);

function raceDiscard(hand: readonly Card[], o: RummyObservation, rng: Rng, options: RaceOptions) {
  const best = ranked(scoredDiscards(hand, o, o.known[1 - o.turn] ?? [])).slice(
    0,
    Math.max(1, options.candidates),
  );
  const first = best[0] as Scored;
  // Ten cards in sets are gin now: no playout can beat that.
  if (best.length < 2 || first.score[0] === hand.length - 1) return first.card;
  const race = new Race(unseenOf(o, hand).map(idOf), masksOf(o.discards));
  const hands = best.map((s) => masksOf(without(hand, s.card)));
  const { samples, horizon, discount } = options;
  const rows = race.worths(hands, rng, samples, horizon, discount);
  // Another discard than outs' first only where it leads it clearly, and then the clearest.
  const pick = clearestLead(rows, options.margin);
  return (best[pick] as Scored).card;
}

/** The top discard (then outs' throw, a turn spent) against drawing blind, by playouts. */
function raceDraw(hand: readonly Card[], o: RummyObservation, rng: Rng, options: RaceOptions) {
  const top = topDiscard(o) as Card;
  const taken = [top, ...hand];
  if (ginAfterDiscard(masksOf(taken))) return { kind: 'take' } as const;
  const throwAfter = ranked(scoredDiscards(taken, o, o.known[1 - o.turn] ?? []))[0] as Scored;
  if (throwAfter.card === top) return { kind: 'stock' } as const;
  const race = new Race(unseenOf(o, taken).map(idOf), masksOf(o.discards));
  const kept = masksOf(without(taken, throwAfter.card));
  const { samples, horizon, discount } = options;
  const [take, blind] = race.worths([kept, masksOf(hand)], rng, samples, horizon, discount);
  // A take spends this turn's draw: its playout starts a draw later. Outs decides unless the
  // playouts clearly disagree with it.
  const z = lead(take as Float64Array, blind as Float64Array, discount);
  const outs = outsMove(o);
  if (outs.kind === 'take' && z < -options.margin) return { kind: 'stock' } as const;
  if (outs.kind === 'stock' && z > options.margin) return { kind: 'take' } as const;
  return outs;
}

export function raceMove(
  o: RummyObservation,
  rng: Rng,
  options: RaceOptions = RACE_DEFAULTS,
): RummyMove {
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  if (o.phase === 'discard') return { kind: 'discard', card: raceDiscard(hand, o, rng, options) };
  if (options.draw === 'outs') return outsMove(o);
  return raceDraw(hand, o, rng, options);
}
