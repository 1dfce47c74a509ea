import { createRng } from '../../../core/rng.ts';
import { legalMoves, type OnitamaState, onitama, play } from '../rules.ts';

/** A game still going after up to `plies` random moves from a seeded card set: it stops before a move that ends it. */
export function randomPosition(seed: number, plies: number): OnitamaState {
  const rng = createRng(seed);
  let s = onitama.setup({ cards: 'random' }, rng);
  for (let i = 0; i < plies; i++) {
    const next = play(s, rng.pick(legalMoves(s)));
    if (onitama.result(next)) break;
    s = next;
  }
  return s;
}
