import type { Card } from '../../cards/card.ts';
import { pltDiscard, pltWantsCard } from './plt-player.ts';
import { type RummyMove, type RummyObservation, topDiscard } from './state.ts';

/**
 * PLT's machine player's move from its own observation: its hand (in hand order) and the
 * discard pile, which PLT's player remembers whole. To draw, "gone" is the pile below the top
 * card; to discard, the whole pile.
 */
export function pltMove(o: RummyObservation): RummyMove {
  const hand = o.hands[o.turn] ?? [];
  if (hand.some((c) => c === null) || (o.phase !== 'draw' && o.phase !== 'discard')) {
    throw new Error("Rummy: PLT's player is asked where it has no move to choose");
  }
  const cards = hand as readonly Card[];
  if (o.phase === 'draw') {
    const top = topDiscard(o) as Card;
    return pltWantsCard(cards, top, o.discards.slice(0, -1)) ? { kind: 'take' } : { kind: 'stock' };
  }
  return { kind: 'discard', card: pltDiscard(cards, o.discards) };
}
