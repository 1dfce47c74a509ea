import { err, ok, type Result } from '../../core/result.ts';
import { moveToString, type OnitamaMove, type OnitamaState, parseMove, play } from './rules.ts';

/** Moves as one line, `tiger:a1a3 eel:e5d4`: the form the URL keeps. */
export const formatMoves = (moves: readonly OnitamaMove[]): string =>
  moves.map(moveToString).join(' ');

/** Reads a line of moves from `start`, each legal where it is played. */
export function parseMoves(start: OnitamaState, text: string): Result<OnitamaMove[]> {
  const moves: OnitamaMove[] = [];
  let state = start;
  for (const [i, word] of text.trim().split(/\s+/).filter(Boolean).entries()) {
    const move = parseMove(word, state);
    if (!move.ok) return err(`move ${i + 1}: ${move.error}`);
    moves.push(move.value);
    state = play(state, move.value);
  }
  return ok(moves);
}
