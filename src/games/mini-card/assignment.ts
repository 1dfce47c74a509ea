import { type Card, type Colour, colourOf, rankOf } from '../../cards/card.ts';

/**
 * The ten functions of the Mini Card Game assignment (Cmpe 260, 2017), with its meanings.
 * Pure, as the assignment requires: no argument is changed. Cards are the collection's strings
 * (`QH`); notation.ts reads and writes the assignment's pair form `(H . Q)`.
 */

export type MiniMove = 'draw' | 'discard';

export interface Step {
  readonly move: MiniMove;
  readonly card: Card;
}

/**
 * A discard strategy picks which held card to discard (its index), given what the assignment's
 * fdiscard receives: the remaining cards, the moves after this discard, the goal, the hand.
 */
export type DiscardStrategy = (
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  held: readonly Card[],
) => number;

/** The assignment's simple strategy; strategies.ts holds the ones that look ahead. */
export const discardFirst: DiscardStrategy = () => 0;

/** Hearts and diamonds are red; spades and clubs black. */
export const cardColor = (card: Card): Colour => colourOf(card);

/** 11 for an ace, 10 for king, queen and jack, else the number. */
export function cardRank(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 11;
  if (rank === 'K' || rank === 'Q' || rank === 'J') return 10;
  return Number(rank);
}

export const allSameColor = (cards: readonly Card[]): boolean =>
  cards.every((c) => cardColor(c) === cardColor(cards[0] as Card));

/** The held cards after drawing the first card of the list (appended at the end). */
export function fdraw(cards: readonly Card[], held: readonly Card[]): Card[] {
  const [first] = cards;
  if (first === undefined) throw new Error('fdraw: the card list is empty');
  return [...held, first];
}

/**
 * The held cards after one discard. The assignment leaves the choice open and passes the rest of
 * the game (remaining cards and moves, goal) so a strategy can look ahead; the default is its
 * simple one, discarding the first card.
 */
export function fdiscard(
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  held: readonly Card[],
  strategy: DiscardStrategy = discardFirst,
): Card[] {
  if (held.length === 0) throw new Error('fdiscard: no held cards');
  const index = strategy(cards, moves, goal, held);
  return held.filter((_, i) => i !== index);
}

export const calcPlayerpoint = (cards: readonly Card[]): number =>
  cards.reduce((sum, c) => sum + cardRank(c), 0);

/** 5 × (points − goal) above the goal, else goal − points; halved, rounded down, in one colour. */
export function calcScore(cards: readonly Card[], goal: number): number {
  const points = calcPlayerpoint(cards);
  const prescore = points > goal ? 5 * (points - goal) : goal - points;
  return allSameColor(cards) ? Math.floor(prescore / 2) : prescore;
}

/**
 * The steps of a whole game. It ends when the moves run out (Game-Over-1), at a draw from an
 * empty list (2), at a discard with nothing held (3), or right after a move that takes the held
 * points past the goal (4).
 */
export function findSteps(
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  strategy: DiscardStrategy = discardFirst,
): Step[] {
  const steps: Step[] = [];
  let held: Card[] = [];
  let rest = cards;
  for (const [i, move] of moves.entries()) {
    if (move === 'draw') {
      if (rest.length === 0) break;
      held = fdraw(rest, held);
      steps.push({ move, card: rest[0] as Card });
      rest = rest.slice(1);
    } else {
      if (held.length === 0) break;
      const kept = fdiscard(rest, moves.slice(i + 1), goal, held, strategy);
      // The discarded card is where the hands first differ: by place, not by value, so that
      // of two equal cards the right one goes.
      const gone = held.findIndex((c, j) => kept[j] !== c);
      steps.push({ move, card: held[gone === -1 ? held.length - 1 : gone] as Card });
      held = kept;
    }
    if (calcPlayerpoint(held) > goal) break;
  }
  return steps;
}

/** The held cards after the steps, starting from none. A discard removes one equal card. */
export function findHeldCards(steps: readonly Step[]): Card[] {
  let held: Card[] = [];
  for (const { move, card } of steps) {
    const at = held.indexOf(card);
    held = move === 'draw' ? held.concat(card) : held.filter((_, i) => i !== at);
  }
  return held;
}

export const play = (
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  strategy: DiscardStrategy = discardFirst,
): number => calcScore(findHeldCards(findSteps(cards, moves, goal, strategy)), goal);
