import {
  type Card,
  cardName,
  cardValue,
  SUIT_NAMES,
  SUITS,
  type Suit,
  suitOf,
} from '../../cards/card.ts';
import type { Hint } from '../descriptor.ts';
import { isEight } from './cards.ts';
import { targetOf } from './rules.ts';
import { smartMove } from './smart.ts';
import type { Crazy8sMove, Crazy8sObservation } from './state.ts';
import { cardOf, DRAW } from './table.ts';
import { tableSeen } from './table-deal.ts';

/** Our heuristic's move (smart.ts) on the table of what the seat sees. */
export function heuristicMove(o: Crazy8sObservation): Crazy8sMove {
  const t = tableSeen(o);
  const move = smartMove(t);
  if (move !== DRAW) {
    const card = cardOf(move & 63);
    const calls = isEight(card) && (t.hands[o.turn]?.length ?? 0) > 1;
    return calls ? { kind: 'play', card, suit: SUITS[move >> 6] as Suit } : { kind: 'play', card };
  }
  return (typeof o.stock === 'number' ? o.stock : o.stock.length) > 0
    ? { kind: 'draw' }
    : { kind: 'pass' };
}

const cards = (n: number) => (n === 1 ? 'one card' : `${n} cards`);

/**
 * The heuristic's move from the seat's own hand and what the table showed, with its rule in a
 * sentence: keep eights for last, play the card the rest of the hand follows best, prefer a suit
 * the next player drew against. Null when the seat has no hand to play from.
 */
export function heuristicHint(o: Crazy8sObservation): Hint<Crazy8sMove> | null {
  const hand = o.hands[o.turn];
  if (typeof hand === 'number' || !hand || hand.length === 0) return null;
  const move = heuristicMove(o);
  return { moves: [move], why: whyOf(o, hand, move) };
}

function whyOf(o: Crazy8sObservation, hand: readonly Card[], move: Crazy8sMove): string {
  const target = targetOf(o);
  const follow = `${SUIT_NAMES[target.suit]} or ${target.value === 8 ? 'an eight' : `a ${cardName(o.discard.at(-1) as Card).split(' ')[0]}`}`;
  if (move.kind === 'draw') return `No card in your hand follows ${follow}: draw from the stock.`;
  if (move.kind === 'pass') return 'No card in your hand plays and the stock is empty: pass.';
  const { card } = move;
  const lack = o.drewAgainst[(o.turn + 1) % o.hands.length];
  if (isEight(card)) {
    if (hand.length === 1) return `Play the ${cardName(card)}, your last card, and go out.`;
    const suit = move.suit as Suit;
    const held = hand.filter((c) => !isEight(c) && suitOf(c) === suit).length;
    const lacks = lack?.suit === suit ? ', and the next player drew rather than follow it' : '';
    return `Only an eight plays: play the ${cardName(card)} and call ${SUIT_NAMES[suit]}, your longest suit (${cards(held)})${lacks}.`;
  }
  const others = hand.filter((c) => c !== card && !isEight(c));
  const follows = others.filter(
    (c) => suitOf(c) === suitOf(card) || cardValue(c) === cardValue(card),
  ).length;
  const lacks =
    lack?.suit === suitOf(card)
      ? `; the next player drew rather than follow ${SUIT_NAMES[suitOf(card)]}`
      : '';
  const eights = hand.some(isEight) ? ' Your eight waits until nothing else plays.' : '';
  return `Play the ${cardName(card)}: ${cards(follows)} of your hand can follow it, by suit or value${lacks}.${eights}`;
}
