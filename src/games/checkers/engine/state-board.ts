import type { Position } from '../fen.ts';
import { applyMove, type CheckersState, parseMove } from '../rules.ts';
import { Board } from './board.ts';

/**
 * The engine's board for a game state, with the positions since the last capture or man move,
 * so that the search sees a repetition and the 40-move count as the rules do.
 */
export function boardOfState(state: CheckersState): Board {
  const history: Position[] = [];
  let position: Position = state.base;
  let replay = { ...state.base, base: state.base, quiet: [] as string[] };
  for (const text of state.quiet) {
    history.push(position);
    const move = parseMove(text, replay);
    if (!move.ok) throw new Error(move.error);
    position = applyMove(position, move.value);
    replay = { ...position, base: state.base, quiet: [] };
  }
  return new Board(state, history);
}
