import type { CardName } from '../cards.ts';
import { cardsOf, type OnitamaState } from '../rules.ts';
import type { SearchOptions } from './search.ts';
import { buildTablebase, type Tablebase } from './tablebase.ts';

/**
 * The tablebase on demand, for whoever runs the search (the page's worker, the CLI, the bench):
 * built the first time a game's board comes near its size and kept for the next moves and games
 * of the same cards.
 */

/** Pieces the tablebase holds: 4 build in about 4 s of CPU into 24 MB, 3 in 0.2 s into 1 MB. */
export const ENDGAME_PIECES = 4;

/** One at a time: a page plays one game, and each takes 24 MB. */
let kept: Tablebase | undefined;

const sameCards = (a: readonly CardName[], b: readonly CardName[]): boolean =>
  a.length === b.length && a.every((card) => b.includes(card));

/** The tablebase of `cards`, the one kept if it is theirs, else built now. */
export function tablebaseFor(cards: readonly CardName[], maxPieces = ENDGAME_PIECES): Tablebase {
  if (!kept || kept.maxPieces !== maxPieces || !sameCards(kept.cards, cards)) {
    // Let the old 24 MB go before the build allocates the new one.
    kept = undefined;
    kept = buildTablebase(cards, maxPieces);
  }
  return kept;
}

/**
 * The search's `probe` for `state` once its board is down to `maxPieces` + 2 pieces, when
 * captures start to lead into the tablebase (building it then); undefined before, so that the
 * opening and middle game build nothing.
 */
export function endgameProbe(
  state: OnitamaState,
  maxPieces = ENDGAME_PIECES,
): SearchOptions['probe'] {
  const pieces = state.board.replaceAll('.', '').length;
  return pieces <= maxPieces + 2 ? tablebaseFor(cardsOf(state), maxPieces).score : undefined;
}
