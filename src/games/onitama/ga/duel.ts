import type { CardName } from '../cards.ts';
import { isOver, play, startState } from '../rules.ts';
import type { Chromosome } from '../seed/heuristic.ts';
import { seedSearch } from '../seed/search.ts';

/** One game between two chromosomes, each played by the seed's alpha-beta search. */
export interface Duel {
  /** Dealing order: blue's two, red's two, the side card. */
  readonly cards: readonly CardName[];
  /** Blue moves first. */
  readonly blue: Chromosome;
  readonly red: Chromosome;
  readonly depth: number;
  /** Plies after which an unfinished game is a draw (the seed's 100 turns). */
  readonly maxPlies: number;
}

/** 1 when blue wins, -1 when red wins, 0 for a draw. */
export type DuelResult = 1 | -1 | 0;

/** Genetic.rkt's `1v1`: each side searches with its own card values until a win or the limit. */
export function playDuel(duel: Duel): { result: DuelResult; plies: number } {
  let state = startState(duel.cards);
  for (let plies = 0; ; plies++) {
    if (isOver(state)) return { result: state.toMove === 0 ? -1 : 1, plies };
    if (plies === duel.maxPlies) return { result: 0, plies };
    const chromosome = state.toMove === 0 ? duel.blue : duel.red;
    state = play(
      state,
      seedSearch(state, { algo: 'alphabeta', depth: duel.depth, chromosome }).move,
    );
  }
}
