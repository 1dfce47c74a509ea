import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { BLACK, type Player, RED } from './squares.ts';

/**
 * A position: `board` has one character per square 1–32, `.` empty, `r`/`R` a red man/king,
 * `b`/`B` a black man/king.
 */
export interface Position {
  readonly board: string;
  readonly toMove: Player;
}

export const START_BOARD = `${'r'.repeat(12)}${'.'.repeat(8)}${'b'.repeat(12)}`;

/**
 * PDN's FEN names the sides by the standard's colours: `B` is the side that starts on 1–12 and
 * moves first (PLT's and our Red), `W` the other (PLT's and our Black).
 */
const FEN_COLOUR = ['B', 'W'] as const;

/** `B:W21,22,...,K30:B1,2,...`: the side to move, then each side's squares, kings marked K. */
export function formatPosition({ board, toMove }: Position): string {
  const side = (player: Player) => {
    const man = player === RED ? 'r' : 'b';
    const squares: string[] = [];
    for (let s = 0; s < 32; s++) {
      const c = board[s];
      if (c === man) squares.push(String(s + 1));
      else if (c === man.toUpperCase()) squares.push(`K${s + 1}`);
    }
    return `${FEN_COLOUR[player]}${squares.join(',')}`;
  };
  return `${FEN_COLOUR[toMove]}:${side(BLACK)}:${side(RED)}`;
}

/** One side's list in a FEN: `W21,22,K30` or with ranges `B1-12`; the squares and their kinds. */
function parseSide(text: string, board: string[], man: string, whole: string): Result<void> {
  if (text.length === 0) return ok(undefined);
  for (const item of text.split(',')) {
    const m = /^(K?)(\d{1,2})(?:-(\d{1,2}))?$/.exec(item.trim());
    if (!m)
      return err(
        `position ${excerpt(whole)}: ${excerpt(item)} is not a square (1–32, K for a king)`,
      );
    const from = Number(m[2]);
    const to = m[3] === undefined ? from : Number(m[3]);
    if (from < 1 || to > 32 || from > to) {
      return err(`position ${excerpt(whole)}: ${excerpt(item)}: squares are 1 to 32`);
    }
    for (let s = from; s <= to; s++) {
      if (board[s - 1] !== '.')
        return err(`position ${excerpt(whole)}: square ${s} is given twice`);
      board[s - 1] = m[1] ? man.toUpperCase() : man;
    }
  }
  return ok(undefined);
}

/**
 * Reads PDN's FEN (`W:W21-32:B1-12`, an optional final `.`); a man on the row where it would
 * be crowned is an error, as it can never stand there.
 */
export function parsePosition(text: string): Result<Position> {
  const whole = text.trim().replace(/\.$/, '');
  const parts = whole.split(':');
  const turn = parts[0]?.trim().toUpperCase();
  if (parts.length !== 3 || (turn !== 'B' && turn !== 'W')) {
    return err(
      `position ${excerpt(text)}: expected a FEN such as B:W21-32:B1-12 (side to move, then each side's squares)`,
    );
  }
  const board = Array<string>(32).fill('.');
  const seen = new Set<string>();
  for (const part of parts.slice(1)) {
    const colour = part.trim()[0]?.toUpperCase();
    if ((colour !== 'B' && colour !== 'W') || seen.has(colour)) {
      return err(`position ${excerpt(text)}: each side's list starts with W or B, once each`);
    }
    seen.add(colour);
    const read = parseSide(part.trim().slice(1), board, colour === 'B' ? 'r' : 'b', text);
    if (!read.ok) return read;
  }
  for (let s = 0; s < 4; s++) {
    if (board[s] === 'b')
      return err(`position ${excerpt(text)}: a Black (W) man on square ${s + 1} would be a king`);
    if (board[28 + s] === 'r') {
      return err(`position ${excerpt(text)}: a Red (B) man on square ${29 + s} would be a king`);
    }
  }
  return ok({ board: board.join(''), toMove: turn === 'B' ? RED : BLACK });
}
