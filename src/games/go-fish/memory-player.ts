import { type Card, rankName, rankOf, rankPlural } from '../../cards/card.ts';
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
  return memoryDecision(o, rng).move;
}

/** memoryChoice's move, with its reason in a sentence (`names`: the seats' names), for the hint. */
export function memoryDecision(
  o: GoFishObservation,
  rng: Rng,
  names: readonly string[] = [],
): { move: GoFishMove; why: string } {
  const name = (p: number) => names[p] ?? `Player ${p + 1}`;
  const hand = ownHand(o);
  const moves = movesOf(hand, o.turn, o.phase);
  const first = moves[0];
  if (!first) throw new Error('Go Fish: no move in this observation');
  if (first.kind === 'pair') {
    return {
      move: first,
      why: `You hold a pair of ${rankPlural(rankOf(first.card))}: lay it in your box.`,
    };
  }
  if (first.kind === 'draw') return { move: first, why: 'Go Fish: take the top card of the pile.' };
  const others = othersOf(o.turn, PLAYERS);
  for (const card of hand) {
    const holder = others.find((p) =>
      (o.hands[p] ?? []).some((c) => c !== null && rankOf(c) === rankOf(card)),
    );
    if (holder !== undefined) {
      const move: GoFishMove = { kind: 'ask', card, target: holder };
      const rank = rankName(rankOf(card));
      return {
        move,
        why: `${name(holder)} is known to hold a ${rank} (an ask showed it): ask for it.`,
      };
    }
  }
  const open = moves.filter(
    (m) => m.kind === 'ask' && !(o.lacks[m.target] ?? []).includes(rankOf(m.card)),
  );
  const move = rng.pick(open.length > 0 ? open : moves);
  if (open.length === 0 || move.kind !== 'ask') {
    return { move, why: 'Every player is known to lack the ranks you hold: any ask is a guess.' };
  }
  const ranks = rankPlural(rankOf(move.card));
  return {
    move,
    why: `Nobody is known to hold a rank of yours; ${name(move.target)} is not known to lack ${ranks}, so the ask may pay.`,
  };
}
