import type { Card } from '../../cards/card.ts';
import { cardValue, suitOf } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { ginSize } from './gin.ts';
import { pairRating } from './plt-player.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';

/**
 * Our player: a one-draw lookahead over the cards it has not seen. A hand of ten is scored by
 * its gin size, then by its "outs" (unseen cards that would make it gin, then unseen cards that
 * would cover more of it), then by PLT's pair rating, and last by how little its discard helps
 * the opponent, judged from the cards the opponent was seen to take (card memory).
 */

/** Cards the player cannot place: not in its hand, the discard pile or the other's known cards. */
function unseenOf(o: RummyObservation, hand: readonly Card[]): Card[] {
  const seen = new Set<Card>([...hand, ...o.discards, ...o.known.flat()]);
  return standardDeck().filter((c) => !seen.has(c));
}

/** [gin size, gin outs, improving outs]: larger is better, compared in that order. */
function outsScore(hand: readonly Card[], unseen: readonly Card[]): number[] {
  const size = ginSize(hand);
  let gin = 0;
  let better = 0;
  for (const c of unseen) {
    const after = ginSize([...hand, c]);
    if (after >= hand.length) gin++;
    if (after > size) better++;
  }
  return [size, gin, better];
}

/** How much `card` would help a hand holding `taken` (cards the opponent picked up). */
function helps(card: Card, taken: readonly Card[]): number {
  let n = 0;
  for (const t of taken) {
    if (cardValue(t) === cardValue(card)) n += 2;
    else if (suitOf(t) === suitOf(card) && Math.abs(cardValue(t) - cardValue(card)) <= 2) n += 1;
  }
  return n;
}

const better = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) > (b[i] as number);
  }
  return false;
};

interface Scored {
  card: Card;
  score: number[];
}

/** The discard that leaves the best-scored ten cards; ties to the first in hand order. */
function bestDiscard(hand: readonly Card[], o: RummyObservation, theirs: readonly Card[]): Scored {
  const unseen = unseenOf(o, hand);
  let best: Scored | undefined;
  for (const card of hand) {
    const rest = hand.filter((c) => c !== card);
    const score = [...outsScore(rest, unseen), pairRating(rest, o.discards), -helps(card, theirs)];
    if (!best || better(score, best.score)) best = { card, score };
  }
  return best as Scored;
}

export function outsMove(o: RummyObservation): RummyMove {
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  const theirs = o.known[1 - o.turn] ?? [];
  if (o.phase === 'discard') return { kind: 'discard', card: bestDiscard(hand, o, theirs).card };
  const top = topDiscard(o) as Card;
  const taken = bestDiscard([top, ...hand], o, theirs);
  if (taken.card === top) return { kind: 'stock' };
  const now = [...outsScore(hand, unseenOf(o, [top, ...hand])), pairRating(hand, o.discards)];
  return better(taken.score.slice(0, 4), now) ? { kind: 'take' } : { kind: 'stock' };
}
