import type { Card } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { pltShuffle } from '../../cards/shuffle.ts';
import type { Rng } from '../../core/rng.ts';
import { solveDeck } from './solver.ts';

/** PLT's deal: the deck riffled seven times (spec §0.2). */
export const pltDeck = (rng: Rng): Card[] => pltShuffle(standardDeck(), rng);

/**
 * The node budget of the solver for each candidate of a "winnable deals only" deal. About four
 * winnable deals in five show their win within it (most lost deals take far longer to prove
 * lost), so a deal is ready in a few tries; a deal undecided within it is passed over.
 */
export const WINNABLE_NODES = 2_000;
/** About a third of deals can be won, so this many tries fail with odds under 10^-30. */
const MAX_TRIES = 200;

/** PLT's deal, shuffled again from the same generator until the solver finds a win. */
export function winnableDeck(rng: Rng): Card[] {
  for (let i = 0; i < MAX_TRIES; i++) {
    const deck = pltDeck(rng);
    if (solveDeck(deck, { nodeLimit: WINNABLE_NODES }).won === true) return deck;
  }
  throw new Error(`no winnable deal in ${MAX_TRIES} tries`);
}
