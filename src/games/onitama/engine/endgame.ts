import type { CardName } from '../cards.ts';
import { cardsOf, type OnitamaState } from '../rules.ts';
import type { SearchLimits, SearchOptions } from './search.ts';
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

const isKept = (cards: readonly CardName[], maxPieces: number): boolean =>
  kept !== undefined && kept.maxPieces === maxPieces && sameCards(kept.cards, cards);

/** The tablebase of `cards`, the one kept if it is theirs, else built now. */
export function tablebaseFor(cards: readonly CardName[], maxPieces = ENDGAME_PIECES): Tablebase {
  if (kept && isKept(cards, maxPieces)) return kept;
  // Let the old 24 MB go before the build allocates the new one.
  kept = undefined;
  const built = buildTablebase(cards, maxPieces);
  kept = built;
  return built;
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

/** Pieces the engine's players probe by default: a build of 0.1–0.3 s, once per card set. */
export const PLAY_PIECES = 3;

/**
 * The tablebase for a player on the clock: probes up to `pieces` pieces (0: none) and charges
 * any build to the player's own time, taking up to half of each move's time until it is paid,
 * so that a timed match stays at equal time. A player without a movetime has no clock to pay.
 */
export function endgameClock(pieces: number) {
  let owed = 0;
  return (state: OnitamaState, limits: SearchLimits) => {
    if (pieces === 0) return { limits, probe: undefined };
    const building = !isKept(cardsOf(state), pieces);
    const started = performance.now();
    const probe = endgameProbe(state, pieces);
    if (building && probe) owed += performance.now() - started;
    if (limits.movetime === undefined) return { limits, probe };
    const paid = Math.min(owed, limits.movetime / 2);
    owed -= paid;
    return { limits: { ...limits, movetime: limits.movetime - paid }, probe };
  };
}
