import { excerpt } from '../../../core/excerpt.ts';
import { readInteger } from '../../../core/integer.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import {
  applyActions,
  type Connect4State,
  initState,
  isGameOver,
  parseMoveString,
  RED,
} from '../rules.ts';

/**
 * Pons' benchmark format: one position a line, the columns played from the empty 7×6 board
 * (1-based digits, `4453`), optionally a space and the position's exact score. An empty line is
 * the empty board; the newline ending the last line does not start another.
 */

export interface ListedPosition {
  /** 1-based, for messages. */
  readonly line: number;
  readonly moves: string;
  readonly state: Connect4State;
  readonly expected?: number;
}

/** The largest score on a 7×6 board: a win with the first disc. */
const MAX_SCORE = 21;

export function parsePositionList(text: string): Result<ListedPosition[]> {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  if (lines.length === 0) return err('no positions: expected lines like "4453" or "4453 -2"');
  const start = initState(7, 6, RED);
  const positions: ListedPosition[] = [];
  for (const [i, text] of lines.entries()) {
    const line = i + 1;
    const m = /^\s*(\d*)(?:\s+(-?\d+))?\s*$/.exec(text);
    if (!m) {
      return err(
        `line ${line}: ${excerpt(text)}: expected the columns played (digits 1 to 7), then optionally a score`,
      );
    }
    const moves = m[1] ?? '';
    const parsed = parseMoveString(start, moves);
    if (!parsed.ok) return err(`line ${line}: ${parsed.error}`);
    const state = applyActions(start, parsed.value);
    if (isGameOver(state) !== false) {
      return err(
        `line ${line}: moves ${excerpt(moves)}: the game is over, there is nothing to solve`,
      );
    }
    if (m[2] === undefined) {
      positions.push({ line, moves, state });
      continue;
    }
    const expected = readInteger(m[2]);
    if (!expected.ok || Math.abs(expected.value) > MAX_SCORE) {
      return err(`line ${line}: score ${excerpt(m[2])}: scores are -${MAX_SCORE} to ${MAX_SCORE}`);
    }
    positions.push({ line, moves, state, expected: expected.value });
  }
  return ok(positions);
}
