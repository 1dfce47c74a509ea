import { type Card, rankOf } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';
import { PLAYERS } from './info.ts';
import type { GoFishObservation } from './observation.ts';
import { movesOf } from './play.ts';
import { type GoFishMove, othersOf } from './state.ts';

/** The cards the player to move holds, read from its own observation. */
export const ownHand = (o: GoFishObservation): Card[] =>
  (o.hands[o.turn] ?? []).filter((c): c is Card => c !== null);

/**
 * A player with card memory and no search: lays its pairs; asks for a rank it holds from a player
 * seen to hold that rank (a card an ask showed, still in their hand); else asks at random for a
 * rank of its hand from a player not known to lack it. Everything it uses is public.
 */
export function memoryChoice(o: GoFishObservation, rng: Rng): GoFishMove {
  const hand = ownHand(o);
  const moves = movesOf(hand, o.turn, o.phase);
  const first = moves[0];
  if (!first) throw new Error('Go Fish: no move in this observation');
  if (first.kind !== 'ask') return first;
  const others = othersOf(o.turn, PLAYERS);
  for (const card of hand) {
    const holder = others.find((p) =>
      (o.hands[p] ?? []).some((c) => c !== null && rankOf(c) === rankOf(card)),
    );
    if (holder !== undefined) return { kind: 'ask', card, target: holder };
  }
  const open = moves.filter(
    (m) => m.kind === 'ask' && !(o.lacks[m.target] ?? []).includes(rankOf(m.card)),
  );
  return rng.pick(open.length > 0 ? open : moves);
}
