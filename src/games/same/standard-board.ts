import { type SameState, same } from './rules.ts';
import { STANDARD_BOARDS } from './standard-boards.ts';

/**
 * Board `n` (1-20) of the standard SameGame test set, as a new game under the standard rules.
 * Throws on a number out of range: callers check it (the CLI names the range).
 */
export function standardBoard(n: number): SameState {
  const rows = STANDARD_BOARDS[n - 1];
  if (!Number.isInteger(n) || rows === undefined)
    throw new RangeError(`standard board ${n}: boards 1-${STANDARD_BOARDS.length}`);
  const parsed = same.parseState(`standard 15x15 5 0 0 ${rows}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
