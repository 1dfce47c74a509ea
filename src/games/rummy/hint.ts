import { type Card, cardName } from '../../cards/card.ts';
import type { Hint } from '../descriptor.ts';
import { ginSize } from './gin.ts';
import { pltMove } from './plt-ai.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';

const cards = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

/**
 * PLT's player's move (plt-ai.ts), from the seat's own hand and the discards it has seen, with
 * its rule in a sentence: how many cards the hand holds in sets and runs, and the chances of
 * more (PLT's pair rating) where that decides. Null outside the player's draw and discard.
 */
export function pltHint(o: RummyObservation): Hint<RummyMove> | null {
  if (o.phase !== 'draw' && o.phase !== 'discard') return null;
  const move = pltMove(o);
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  if (move.kind === 'discard') {
    const kept = hand.filter((c) => c !== move.card);
    return {
      moves: [move],
      why: `Discard the ${cardName(move.card)}: the cards left hold ${cards(ginSize(kept))} in sets and runs, the most any discard keeps, with the best chances of more.`,
    };
  }
  const top = topDiscard(o) as Card;
  const before = ginSize(hand);
  if (move.kind === 'take') {
    const after = ginSize([top, ...hand]);
    const gain =
      after > before
        ? `it brings the cards in sets and runs from ${before} to ${after}`
        : 'it adds to your chances of sets and runs';
    return { moves: [move], why: `Take the ${cardName(top)}: ${gain}.` };
  }
  return {
    moves: [move],
    why: `Draw from the stock: the ${cardName(top)} would not add to the ${cards(before)} in sets and runs, nor to your chances of more.`,
  };
}
