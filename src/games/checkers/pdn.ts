import type { Outcome } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { formatPosition, parsePosition, START_BOARD } from './fen.ts';
import {
  type CheckersMove,
  type CheckersState,
  isDrawMove,
  moveToString,
  parseMove,
  play,
  stateOf,
} from './rules.ts';
import { RED } from './squares.ts';

/**
 * Portable Draughts Notation, for games saved and loaded as files: tag pairs (`[Event "..."]`),
 * then the numbered moves (`1. 11-15 23-19 2. 8-11`), then the result. English draughts is
 * `[GameType "21"]`; a game from a position other than the start has a `[FEN "..."]` tag. PDN
 * names the sides Black (moving first: our Red) and White (our Black); a result is written from
 * Black's side first: `1-0` Red won, `0-1` Black won, `1/2-1/2` drawn, `*` unfinished.
 */

export interface PdnGame {
  readonly tags: Readonly<Record<string, string>>;
  /** `start` or a FEN. */
  readonly position: string;
  readonly moves: readonly CheckersMove[];
}

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*', '2-0', '0-2', '1-1']);

export function resultTag(outcome: Outcome | null): string {
  if (!outcome) return '*';
  if (outcome.kind === 'draw') return '1/2-1/2';
  return outcome.kind === 'win' && outcome.winner === RED ? '1-0' : '0-1';
}

/** The game as a PDN file's text. */
export function formatPdn(game: PdnGame, outcome: Outcome | null): string {
  const tags: Record<string, string> = {
    Event: 'Casual game',
    Black: 'Red',
    White: 'Black',
    GameType: '21',
    ...game.tags,
    Result: resultTag(outcome),
  };
  if (game.position !== 'start') tags.FEN = game.position;
  const head = Object.entries(tags).map(([k, v]) => `[${k} "${v.replace(/["\\]/g, '')}"]`);
  const given = game.position === 'start' ? undefined : parsePosition(game.position);
  const start = given?.ok ? given.value.toMove : RED;
  const words: string[] = [];
  // PDN has no notation for a draw offered or declined; an agreed draw is the result.
  game.moves
    .filter((m) => !isDrawMove(m))
    .forEach((m, i) => {
      const ply = i + (start === RED ? 0 : 1);
      if (ply % 2 === 0) words.push(`${ply / 2 + 1}.`);
      else if (i === 0) words.push(`${(ply + 1) / 2}...`);
      words.push(moveToString(m));
    });
  words.push(resultTag(outcome));
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line.length + w.length + 1 > 78) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  return `${head.join('\n')}\n\n${lines.join('\n')}\n`;
}

/** Line and column of `at` in `text`, for errors. */
function where(text: string, at: number): string {
  const before = text.slice(0, at).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1] as string).length + 1}`;
}

/**
 * Reads the first game of a PDN file: its tags, its starting position and its moves, each move
 * checked against the rules. Comments in braces and variations in parentheses are skipped.
 */
export function parsePdn(text: string): Result<PdnGame> {
  const tags: Record<string, string> = {};
  const tagRe = /\[\s*([A-Za-z0-9_]+)\s+"([^"]*)"\s*\]/y;
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
  };
  skipSpace();
  while (text[i] === '[') {
    tagRe.lastIndex = i;
    const m = tagRe.exec(text);
    if (!m) return err(`PDN, ${where(text, i)}: a tag is written [Name "value"]`);
    tags[m[1] as string] = m[2] as string;
    i = tagRe.lastIndex;
    skipSpace();
  }
  const gameType = tags.GameType?.split(',')[0]?.trim();
  if (gameType !== undefined && gameType !== '21') {
    return err(`PDN: GameType ${gameType} is not English draughts (21)`);
  }
  const fen = tags.FEN;
  let position = 'start';
  let state: CheckersState = stateOf({ board: START_BOARD, toMove: RED });
  if (fen !== undefined) {
    const p = parsePosition(fen);
    if (!p.ok) return err(`PDN, FEN tag: ${p.error}`);
    state = stateOf(p.value);
    position = formatPosition(p.value);
  }
  const moves: CheckersMove[] = [];
  while (i < text.length) {
    skipSpace();
    if (i >= text.length) break;
    const c = text[i] as string;
    if (c === '{' || c === '(') {
      const close = c === '{' ? '}' : ')';
      const end = text.indexOf(close, i);
      if (end < 0) return err(`PDN, ${where(text, i)}: ${c} is never closed by ${close}`);
      i = end + 1;
      continue;
    }
    if (c === '[') break; // the next game's tags: only the first game is read
    const wordEnd = text.slice(i).search(/[\s{(]|$/);
    const word = text.slice(i, i + wordEnd);
    const at = i;
    i += wordEnd;
    if (/^\d+\.+$/.test(word) || word === '') continue;
    if (RESULTS.has(word)) break;
    const bare = word.replace(/^\d+\.+/, '').replace(/[!?*]+$/, '');
    if (bare === '') continue;
    const move = parseMove(bare, state);
    if (!move.ok) return err(`PDN, ${where(text, at)}, move ${moves.length + 1}: ${move.error}`);
    moves.push(move.value);
    state = play(state, move.value);
  }
  return ok({ tags, position, moves });
}
