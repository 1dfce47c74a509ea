import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { Rng } from '../../core/rng.ts';
import type { MiniMove } from './assignment.ts';

export interface Instance {
  readonly cards: readonly Card[];
  readonly moves: readonly MiniMove[];
  readonly goal: number;
}

export interface InstanceSize {
  readonly cards: number;
  readonly moves: number;
}

/**
 * A random game: distinct cards off a shuffled deck, draws twice as likely as discards (so
 * hands build up and discards matter), and a goal between 10 and 50 (a hand of a few cards).
 */
export function randomInstance(rng: Rng, size: InstanceSize): Instance {
  const cards = rng.shuffle(standardDeck()).slice(0, size.cards);
  const moves = Array.from(
    { length: size.moves },
    (): MiniMove => (rng.int(0, 2) < 2 ? 'draw' : 'discard'),
  );
  return { cards, moves, goal: rng.int(10, 50) };
}
