import type { Card } from '../../cards/card.ts';
import { type Masks, masksOf } from './cover.ts';
import { better, outsMove, scoredDiscards, unseenOf } from './outs-player.ts';
import { idOf } from './sim-plt.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';
import { ginAfterDiscard, TwoDraw } from './two-draw.ts';

/**
 * `outs` with the exact chance of gin within two stock draws (two-draw.ts) in its discard
 * rating, and optionally in its draw: take the top discard when the best hand it leaves has a
 * better chance of gin on the next draw than drawing blind has within this draw and the next.
 *
 * Measured against PLT (bench/rummy/match.md, 2,000 games a seed unless said): the defaults (the
 * chance first, ahead of the gin size, for every discard) won 57.0% of seed 11's 1,000 and
 * 57.0% of seed 12, then 58.3% and 57.0% of the fresh seeds 1 and 2 where outs won 56.0%,
 * 56.0%, 56.9% and 56.8%: more on every seed, 0.8 points on seeds 1 and 2, within the noise
 * and short of 60%. The chance only breaking ties of outs' sum: 57.5%, 57.3%, then 56.5% and
 * 57.4%. The chance deciding the draw lost (53.9% on seed 11), as did each half of that rule.
 */

export interface Gin2Options {
  /** Where the two-draw chance goes in outs' order: before the gin size, after it, or last. */
  readonly place: 'first' | 'size' | 'tie';
  /** How many of outs' best discards get the chance worked out. */
  readonly candidates: number;
  /**
   * Where the chance decides the draw instead of outs: nowhere, wherever the chances differ,
   * only to take the top discard where outs would draw blind, or only the other way.
   */
  readonly draw: 'outs' | 'chance' | 'take' | 'blind';
  /**
   * Draws the rating looks ahead: 2 is the exact chance; more carries the second draw's
   * chance (given no gin on the first) on to the later draws, a guess at the turns to gin.
   */
  readonly horizon: number;
  /** How many of its best discards are then ranked by the chance of gin within three draws. */
  readonly three: number;
}

export const GIN2_DEFAULTS: Gin2Options = {
  place: 'first',
  candidates: 11,
  draw: 'outs',
  horizon: 2,
  three: 0,
};

/** outs' discards, best first (a stable sort keeps hand order among ties). */
export const ranked = <T extends { readonly score: readonly number[] }>(
  scored: readonly T[],
): T[] =>
  [...scored].sort((a, b) => (better(a.score, b.score) ? -1 : better(b.score, a.score) ? 1 : 0));

/** outs' score [size, sum, rating] with the chance put in its place. */
function withChance(score: readonly number[], chance: number, place: Gin2Options['place']) {
  const [size, sum, rating] = score as [number, number, number];
  if (place === 'first') return [chance, size, sum, rating];
  if (place === 'size') return [size, chance, sum, rating];
  return [size, sum, chance, rating];
}

/** The chance of gin within `horizon` draws, the later draws' taken as the second's. */
function rating(chances: TwoDraw, m: Masks, horizon: number): number {
  const two = chances.two(m);
  if (horizon <= 2) return two;
  const first = chances.next(m);
  const later = first >= 1 ? 0 : (two - first) / (1 - first);
  return 1 - (1 - first) * (1 - later) ** (horizon - 1);
}

/** outs' best `candidates` discards with gin2's scores, best first. */
export function gin2Scores(hand: readonly Card[], o: RummyObservation, options: Gin2Options) {
  const scored = ranked(scoredDiscards(hand, o, o.known[1 - o.turn] ?? []));
  const chances = new TwoDraw(unseenOf(o, hand).map(idOf));
  const out = scored.slice(0, Math.max(1, options.candidates)).map((s) => {
    const rest = masksOf(hand.filter((c) => c !== s.card));
    const chance = options.candidates > 0 ? rating(chances, rest, options.horizon) : 0;
    return { card: s.card, score: withChance(s.score, chance, options.place) };
  });
  return ranked(out);
}

function gin2Discard(hand: readonly Card[], o: RummyObservation, options: Gin2Options): Card {
  const scores = gin2Scores(hand, o, options);
  if (options.three < 2) return (scores[0] as { card: Card }).card;
  const chances = new TwoDraw(unseenOf(o, hand).map(idOf));
  const three = scores.slice(0, options.three).map(({ card, score }) => ({
    card,
    score: [chances.three(masksOf(hand.filter((c) => c !== card))), ...score],
  }));
  return (ranked(three)[0] as { card: Card }).card;
}

/** Take the top discard, draw blind, or leave the choice to outs (the chances are equal). */
function gin2Draw(hand: readonly Card[], o: RummyObservation): RummyMove | undefined {
  const top = topDiscard(o) as Card;
  const chances = new TwoDraw(unseenOf(o, [top, ...hand]).map(idOf));
  const blind = chances.two(masksOf(hand));
  if (ginAfterDiscard(masksOf([top, ...hand]))) return { kind: 'take' };
  let taken = 0;
  for (const d of hand) {
    const m = masksOf([top, ...hand.filter((c) => c !== d)]);
    taken = Math.max(taken, chances.next(m));
  }
  if (taken === blind) return undefined;
  return taken > blind ? { kind: 'take' } : { kind: 'stock' };
}

export function gin2Move(o: RummyObservation, options: Gin2Options = GIN2_DEFAULTS): RummyMove {
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  if (o.phase === 'discard') return { kind: 'discard', card: gin2Discard(hand, o, options) };
  const theirs = outsMove(o);
  if (options.draw === 'outs') return theirs;
  const mine = gin2Draw(hand, o);
  if (!mine || options.draw === 'chance') return mine ?? theirs;
  return mine.kind === (options.draw === 'take' ? 'take' : 'stock') ? mine : theirs;
}
