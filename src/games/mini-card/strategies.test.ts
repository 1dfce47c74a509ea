import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards/card.ts';
import { createRng } from '../../core/rng.ts';
import { calcPlayerpoint, calcScore, discardFirst, type MiniMove, play } from './assignment.ts';
import { randomInstance } from './instances.ts';
import { bestScore, discardGreedy, discardOptimal } from './strategies.ts';

/** Every final score reachable by some sequence of discards, by plain enumeration. */
function allScores(
  cards: readonly Card[],
  moves: readonly MiniMove[],
  goal: number,
  held: readonly Card[],
): number[] {
  const [move, ...rest] = moves;
  if (
    move === undefined ||
    (move === 'draw' && cards.length === 0) ||
    (move === 'discard' && held.length === 0)
  ) {
    return [calcScore(held, goal)];
  }
  if (move === 'draw') {
    const next = [...held, cards[0] as Card];
    return calcPlayerpoint(next) > goal
      ? [calcScore(next, goal)]
      : allScores(cards.slice(1), rest, goal, next);
  }
  return held.flatMap((_, i) =>
    allScores(
      cards,
      rest,
      goal,
      held.filter((__, j) => j !== i),
    ),
  );
}

describe('discard strategies', () => {
  it('optimal equals brute force on every seeded instance of up to 8 cards and 8 moves', () => {
    const rng = createRng(2017);
    for (let n = 0; n < 3000; n++) {
      const size = { cards: rng.int(1, 8), moves: rng.int(1, 8) };
      const { cards, moves, goal } = randomInstance(rng, size);
      const brute = Math.min(...allScores(cards, moves, goal, []));
      expect(bestScore(cards, moves, goal, []), JSON.stringify({ cards, moves, goal })).toBe(brute);
      expect(play(cards, moves, goal, discardOptimal)).toBe(brute);
    }
  });

  it('optimal is never worse than first or greedy', () => {
    const rng = createRng(7);
    for (let n = 0; n < 1000; n++) {
      const { cards, moves, goal } = randomInstance(rng, { cards: 8, moves: 8 });
      const best = play(cards, moves, goal, discardOptimal);
      expect(best).toBeLessThanOrEqual(play(cards, moves, goal, discardFirst));
      expect(best).toBeLessThanOrEqual(play(cards, moves, goal, discardGreedy));
    }
  });

  it('greedy discards the card that scores best if the game ended now', () => {
    // Goal 12, hand KS 3H 2H: keeping KS 2H is exactly 12 and scores 0; the first card would
    // leave 3H 2H, scoring (12 - 5) / 2 = 3.
    expect(discardGreedy([], [], 12, ['KS', '3H', '2H'])).toBe(1);
    expect(discardFirst([], [], 12, ['KS', '3H', '2H'])).toBe(0);
  });

  it('optimal looks ahead: it makes room for the cards to come', () => {
    // Goal 56, hand 47 points, then 3, 2 and an ace arrive: only a discard worth 7 or more keeps
    // the hand at or under the goal, and a ten is the cheapest such discard.
    const held: Card[] = ['3S', '2S', 'AS', 'AC', 'QC', 'JC'];
    const later: Card[] = ['3H', '2H', 'AH', 'AD', 'QD', 'JD'];
    const moves: MiniMove[] = ['draw', 'draw', 'draw', 'discard'];
    expect(held[discardOptimal(later, moves, 56, held)]).toBe('QC');
    expect(
      bestScore(
        later,
        moves,
        56,
        held.filter((c) => c !== 'QC'),
      ),
    ).toBe(5);
  });
});
