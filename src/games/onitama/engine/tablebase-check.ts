import type { Rng } from '../../../core/rng.ts';
import type { CardName } from '../cards.ts';
import { legalMoves, type OnitamaState, onitama, play, SQUARES, stateToString } from '../rules.ts';
import { Board } from './board.ts';
import { DRAW, type Tablebase } from './tablebase.ts';

/**
 * Checks of the tablebase against the rules (rules.ts, not the engine's board or the build's
 * own move code), shared by its test and bench/onitama/endgame.ts.
 */

/**
 * A position of the game of `cards` with both masters and `students` students placed at random
 * and the cards dealt at random, that play could reach and that is not over; undefined when the
 * draw gives one that is not (a master already on the temple).
 */
export function randomEndgame(
  rng: Rng,
  cards: readonly CardName[],
  students: number,
): OnitamaState | undefined {
  const squares = rng.shuffle(Array.from({ length: SQUARES }, (_, i) => i));
  const cells = Array.from({ length: SQUARES }, () => '.');
  cells[squares[0] as number] = 'B';
  cells[squares[1] as number] = 'R';
  for (let i = 0; i < students; i++) cells[squares[2 + i] as number] = rng.bool() ? 'b' : 'r';
  const [b1, b2, r1, r2, side] = rng.shuffle(cards) as [
    CardName,
    CardName,
    CardName,
    CardName,
    CardName,
  ];
  const state: OnitamaState = {
    board: cells.join(''),
    hands: [
      [b1, b2],
      [r1, r2],
    ],
    side,
    toMove: rng.bool() ? 0 : 1,
  };
  const parsed = onitama.parseState(stateToString(state));
  return parsed.ok && onitama.result(state) === null ? state : undefined;
}

/** The tablebase's entry for a position of the rules. */
export const entryOf = (tb: Tablebase, state: OnitamaState): number | undefined =>
  tb.value(new Board(state));

/**
 * What the entry of `state` must be given its children's, by the rules' moves: a win in 1 when
 * a move wins; else a win one ply longer than the quickest loss among the children; else, when
 * every child is won, a loss one ply longer than the slowest of those wins; else a draw.
 */
export function expectedEntry(tb: Tablebase, state: OnitamaState): number {
  let quickestLoss = Number.POSITIVE_INFINITY;
  let slowestWin = 0;
  let allWon = true;
  for (const move of legalMoves(state)) {
    const child = play(state, move);
    if (onitama.result(child) !== null) return 1;
    const v = entryOf(tb, child);
    if (v === undefined) throw new RangeError(`no entry for ${stateToString(child)}`);
    if (v === DRAW) allWon = false;
    else if (v % 2 === 0) quickestLoss = Math.min(quickestLoss, v);
    else slowestWin = Math.max(slowestWin, v);
  }
  if (quickestLoss < Number.POSITIVE_INFINITY) return quickestLoss + 1;
  return allWon ? slowestWin + 1 : DRAW;
}
