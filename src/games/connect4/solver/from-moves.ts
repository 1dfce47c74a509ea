import { applyActions, type Connect4State, initState, parseMoveString, RED } from '../rules.ts';
import { Position } from './bitboard.ts';

/** Positions written as Pons writes them, the columns played from 1 (`4453`): tests, the book generator. */

/** The solver's position after `moves`. */
export const positionOf = (moves: string): Position =>
  [...moves].reduce((p, digit) => p.play(Number(digit) - 1), Position.EMPTY);

/** The game's state after `moves` on the 7×6 board; throws on moves that are not a game. */
export function stateOf(moves: string): Connect4State {
  const start = initState(7, 6, RED);
  const parsed = parseMoveString(start, moves);
  if (!parsed.ok) throw new Error(parsed.error);
  return applyActions(start, parsed.value);
}
