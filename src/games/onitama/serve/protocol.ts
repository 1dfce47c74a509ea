import { excerpt } from '../../../core/excerpt.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import type { SearchLimits } from '../../../search/deepening.ts';
import { MAX_DEPTH } from '../engine/search.ts';
import { isOver, type OnitamaState, parseMove, parseState, play } from '../rules.ts';

/**
 * The line protocol of `games onitama serve`, after UCI: one command a line, answered by `info`
 * lines for each completed depth and one `bestmove` line, as `games onitama search` prints them.
 *
 *   position <BOARD BLUE RED SIDE TURN> [moves <move> ...]
 *   go [movetime <ms>] [depth <n>] [nodes <n>]
 *   stop | isready | newgame | quit
 */
export type Command =
  | { readonly kind: 'position'; readonly state: OnitamaState }
  | { readonly kind: 'go'; readonly limits: SearchLimits }
  | { readonly kind: 'stop' | 'isready' | 'newgame' | 'quit' };

const LIMITS = { movetime: [1, 3_600_000], depth: [1, MAX_DEPTH], nodes: [1, 1e12] } as const;

function parseGo(words: readonly string[]): Result<Command> {
  const limits: { -readonly [K in keyof SearchLimits]: number } = {};
  for (let i = 0; i < words.length; i += 2) {
    const name = words[i] as string;
    const range = (LIMITS as Record<string, readonly [number, number]>)[name];
    if (!range) return err(`go: ${name} is not a limit (movetime, depth or nodes)`);
    const value = Number(words[i + 1]);
    if (!(Number.isInteger(value) && value >= range[0] && value <= range[1])) {
      return err(`go ${name}: expected a whole number from ${range[0]} to ${range[1]}`);
    }
    limits[name as keyof SearchLimits] = value;
  }
  // A bare `go` searches a second, as `games onitama search` does without limits.
  return ok({ kind: 'go', limits: Object.keys(limits).length > 0 ? limits : { movetime: 1000 } });
}

function parsePosition(rest: string): Result<Command> {
  const [text = '', moves] = rest.split(/\s+moves\s+|\s+moves$/);
  const parsed = parseState(text.trim());
  if (!parsed.ok) return err(`position: ${parsed.error}`);
  let state = parsed.value;
  for (const word of (moves ?? '').split(/\s+/).filter((w) => w !== '')) {
    if (isOver(state)) return err(`position: ${word} comes after the end of the game`);
    const move = parseMove(word, state);
    if (!move.ok) return err(`position: ${move.error}`);
    state = play(state, move.value);
  }
  if (isOver(state)) return err('position: the game is over');
  return ok({ kind: 'position', state });
}

/** The command on a line, or what is wrong with it. Blank lines are undefined: nothing to do. */
export function parseCommand(line: string): Result<Command> | undefined {
  const trimmed = line.trim();
  if (trimmed === '') return undefined;
  const [word = '', ...rest] = trimmed.split(/\s+/);
  switch (word) {
    case 'position':
      return parsePosition(trimmed.slice(word.length).trim());
    case 'go':
      return parseGo(rest);
    case 'stop':
    case 'isready':
    case 'newgame':
    case 'quit':
      return rest.length === 0 ? ok({ kind: word }) : err(`${word} takes nothing after it`);
    default:
      return err(`unknown command ${excerpt(word)}: position, go, stop, isready, newgame or quit`);
  }
}
