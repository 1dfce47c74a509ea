import type { Card } from '../../cards/card.ts';
import { PLAYERS } from './info.ts';
import type { GoFishObservation } from './observation.ts';
import { movesOf } from './play.ts';
import { type GoFishMove, othersOf } from './state.ts';

/** The two draws PLT's opponent makes: an index below `n`, as Racket's `(random n)`. */
export type RandomIndex = (n: number) => number;

/**
 * PLT's opponent (simulate-player in gofish.rkt): among the cards of its hand it has not asked
 * with yet (all of them once none is left), one at random, in hand order; then a target at
 * random from the other players in seat order (for PLT's opponents: you, then the other
 * opponent). It draws when told "Go Fish!". Seated at your place it lays its pairs first, which
 * PLT never had to decide.
 */
export function pltChoice(o: GoFishObservation, random: RandomIndex): GoFishMove {
  const player = o.turn;
  const hand = (o.hands[player] ?? []).filter((c): c is Card => c !== null);
  const [first] = movesOf(hand, player, o.phase);
  if (!first) throw new Error('Go Fish: PLT has no move in this observation');
  if (first.kind !== 'ask') return first;
  const asked = o.asked[player] ?? [];
  const untried = hand.filter((c) => !asked.includes(c));
  const choices = untried.length > 0 ? untried : hand;
  const card = choices[random(choices.length)] as Card;
  const targets = othersOf(player, PLAYERS);
  return { kind: 'ask', card, target: targets[random(targets.length)] as number };
}
