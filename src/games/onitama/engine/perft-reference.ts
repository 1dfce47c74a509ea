import type { CardName } from '../cards.ts';

/** data/onitama/perft.md: the start position's counts for two card sets, depths 1 to 8. */
export const PERFT_REFERENCE: readonly {
  readonly cards: readonly CardName[];
  readonly counts: readonly number[];
}[] = [
  {
    cards: ['ox', 'boar', 'horse', 'elephant', 'crab'],
    counts: [10, 130, 1989, 28509, 487780, 7748422, 137281607, 2353802670],
  },
  {
    cards: ['goose', 'dragon', 'mantis', 'eel', 'crane'],
    counts: [10, 120, 1272, 16445, 211643, 2793554, 39359208, 537916817],
  },
];
