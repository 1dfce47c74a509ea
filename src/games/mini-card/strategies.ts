import type { Card } from '../../cards/card.ts';
import {
  calcPlayerpoint,
  calcScore,
  type DiscardStrategy,
  discardFirst,
  type MiniMove,
} from './assignment.ts';

/** The card whose discard gives the best score if the game ended now; first of equals. */
export const discardGreedy: DiscardStrategy = (_cards, _moves, goal, held) =>
  argmin(held.map((_, i) => calcScore(without(held, i), goal)));

/**
 * The lowest final score reachable from here, with every future discard chosen well. The whole
 * future is known (cards, moves, goal), so this is an exact search; memoised on what the future
 * depends on: how many moves and cards remain and which cards are held (order does not matter).
 */
export function bestScore(
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  held: readonly Card[],
  memo = new Map<string, number>(),
): number {
  const key = `${moves.length}|${cards.length}|${[...held].sort().join(',')}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let score: number;
  const [move, ...rest] = moves;
  if (move === undefined || (move === 'draw' && cards.length === 0)) {
    score = calcScore(held, goal);
  } else if (move === 'draw') {
    const next = [...held, cards[0] as Card];
    score =
      calcPlayerpoint(next) > goal
        ? calcScore(next, goal)
        : bestScore(cards.slice(1), rest, goal, next, memo);
  } else if (held.length === 0) {
    score = calcScore(held, goal);
  } else {
    score = Math.min(...held.map((_, i) => bestScore(cards, rest, goal, without(held, i), memo)));
  }
  memo.set(key, score);
  return score;
}

/** Discards so as to reach `bestScore`; the first of equally good cards. */
export const discardOptimal: DiscardStrategy = (cards, moves, goal, held) => {
  const memo = new Map<string, number>();
  return argmin(held.map((_, i) => bestScore(cards, moves, goal, without(held, i), memo)));
};

export const STRATEGIES = {
  first: discardFirst,
  greedy: discardGreedy,
  optimal: discardOptimal,
} as const;

export type StrategyName = keyof typeof STRATEGIES;

function without<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

function argmin(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++)
    if ((values[i] as number) < (values[best] as number)) best = i;
  return best;
}
