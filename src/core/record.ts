import * as z from 'zod';
import { excerpt } from './excerpt.ts';
import { type AnyGame, CHANCE } from './game.ts';
import { checkedParams } from './game-string.ts';
import type { History } from './history.ts';
import { lazy } from './lazy.ts';
import type { ParamValue } from './params.ts';
import { chanceMove } from './ply-seeds.ts';
import { err, ok, type Result } from './result.ts';
import { createRng, MAX_SEED, RNG_ALGORITHM } from './rng.ts';

/**
 * A game as it is saved: the public game. What was chosen (game, params, seed, generator, seats)
 * and the moves the players made, as the game's notation writes them for everyone. Chance's
 * outcomes (a card drawn, a die, the mines laid) are not stored: each is drawn again from the
 * seed and its ply on load, so a save shows no card that a seat has not seen, and replaying it
 * turns any rules change that breaks an old game into a clear error.
 *
 * Format 1 stored chance's outcomes among the moves; it is still read (see `replayRecord`).
 */
export const RECORD_FORMAT = 2;

/**
 * A save past this many moves is refused rather than replayed: no game here comes near it
 * (a long Jewel game is a few thousand), and a hostile file must not hold a tab for minutes.
 */
export const MAX_RECORD_MOVES = 50_000;

/** Made when a record is first read: a new game's page reads none (see lazy). */
const recordSchemas = lazy(() => {
  const common = {
    game: z.string().min(1),
    params: z.record(z.string(), z.string()),
    seed: z.number().int().min(0).max(MAX_SEED),
    rng: z.literal(RNG_ALGORITHM),
    moves: z.array(z.string()).max(MAX_RECORD_MOVES),
    /** How many of `moves` are on the board; the rest can be redone. */
    index: z.number().int().min(0),
  };
  const current = z.object({ format: z.literal(RECORD_FORMAT), ...common });
  /** Format 1: every ply's move, chance's included; `index` counts plies. */
  const v1 = z.object({ format: z.literal(1), ...common });
  return { current, any: z.discriminatedUnion('format', [current, v1]) };
});

/** A record of the current format. */
export const gameRecordSchema = () => recordSchemas().current;

export type GameRecord = z.infer<ReturnType<typeof gameRecordSchema>>;
type AnyRecord = z.infer<ReturnType<typeof recordSchemas>['any']>;

/** Sets a game up from text parameters and a seed; the error names a bad parameter. */
export function startGame<S>(
  game: AnyGame,
  rawParams: Readonly<Record<string, string>>,
  seed: number,
): Result<{ params: Record<string, ParamValue>; state: S }> {
  const params = checkedParams(game, rawParams);
  if (!params.ok) return params;
  return ok({ params: params.value, state: game.setup(params.value, createRng(seed)) as S });
}

/**
 * The record of a line of play: the players' moves of the whole line (those to redo included)
 * and how many of them are on the board. Chance's moves are left out.
 */
export function recordOf<S, M>(
  game: AnyGame,
  params: Readonly<Record<string, string>>,
  seed: number,
  history: History<S, M>,
): GameRecord {
  const moves: string[] = [];
  let index = 0;
  for (const [i, move] of history.moves.entries()) {
    if (game.toMove(history.states[i]) === CHANCE) continue;
    moves.push(game.moveToString(move));
    if (i < history.index) index++;
  }
  return {
    format: RECORD_FORMAT,
    game: game.id,
    params: { ...params },
    seed,
    rng: RNG_ALGORITHM,
    moves,
    index,
  };
}

/** The format a record says it has, when it is a number. */
const formatOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined;

/**
 * Checks a saved record's shape and that it is for `game`; the error says what is wrong, and
 * that the save comes from a newer version of the collection when it does.
 */
function readAnyRecord(game: AnyGame, data: unknown): Result<AnyRecord> {
  const format = formatOf(data);
  if (typeof format === 'number' && format > RECORD_FORMAT) {
    return err(
      `saved game comes from a newer version of the collection (save format ${format}; this version reads up to ${RECORD_FORMAT})`,
    );
  }
  const moves = (data as { moves?: unknown } | null)?.moves;
  if (Array.isArray(moves) && moves.length > MAX_RECORD_MOVES) {
    return err(
      `saved game has ${moves.length} moves, more than the ${MAX_RECORD_MOVES} a save may hold`,
    );
  }
  const parsed = recordSchemas().any.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(`saved game is malformed: ${issue?.path.join('.') || 'record'}: ${issue?.message}`);
  }
  const record = parsed.data;
  if (record.game !== game.id)
    return err(`saved game is for ${excerpt(record.game)}, not "${game.id}"`);
  if (record.index > record.moves.length) return err('saved game points past its last move');
  const params = checkedParams(game, record.params);
  if (!params.ok) return err(`saved game has bad parameters: ${params.error}`);
  return ok(record);
}

/** Checks a saved record (of either format) for `game`: what `replayRecord` needs. */
export function readRecord(
  game: AnyGame,
  data: unknown,
): Result<Pick<GameRecord, 'params' | 'seed'>> {
  return readAnyRecord(game, data);
}

/** A line of play built move by move in place: a replay of thousands of moves stays linear. */
class LineBuilder<S, M> {
  readonly states: S[];
  readonly moves: M[] = [];
  constructor(
    private readonly game: AnyGame,
    initial: S,
  ) {
    this.states = [initial];
  }
  get state(): S {
    return this.states[this.states.length - 1] as S;
  }
  push(move: M): void {
    const next = this.game.play(this.state, move) as S;
    this.moves.push(move);
    this.states.push(next);
  }
  /** Chance's moves from here on, each from the seed and its ply, until a player is to move. */
  settle(seed: number): void {
    while (this.game.result(this.state) === null && this.game.toMove(this.state) === CHANCE) {
      this.push(chanceMove<S, M>(this.game, this.state, seed, this.moves.length));
    }
  }
}

/**
 * Replays a record's moves from its dealt position and returns the line, its cursor included;
 * fails naming the first bad move. A format 2 record gets chance's moves drawn again from the
 * seed and the ply, as the table drew them; a format 1 record carries them among its moves.
 */
export function replayMoves<S, M>(game: AnyGame, data: unknown, initial: S): Result<History<S, M>> {
  const read = readAnyRecord(game, data);
  if (!read.ok) return read;
  const record = read.value;
  const line = new LineBuilder<S, M>(game, initial);
  const withChance = record.format === 1;
  if (!withChance) line.settle(record.seed);
  /** Plies on the board: format 1 counts them; format 2 counts the players' moves. */
  let index = withChance ? record.index : record.index === 0 ? line.moves.length : -1;
  for (const [i, text] of record.moves.entries()) {
    const move = game.parseMove(text, line.state);
    // The game's own error quotes the move; quoting it here too would double a long one.
    if (!move.ok) return err(`saved move ${i + 1}: ${move.error}`);
    try {
      line.push(move.value as M);
      if (!withChance) line.settle(record.seed);
    } catch (e) {
      return err(`saved move ${i + 1} ${excerpt(text)}: ${(e as Error).message}`);
    }
    if (!withChance && i + 1 === record.index) index = line.moves.length;
  }
  return ok({ states: line.states, moves: line.moves, index });
}

/** Rebuilds the history of a record, dealing its position here. */
export function replayRecord<S, M>(game: AnyGame, data: unknown): Result<History<S, M>> {
  const record = readAnyRecord(game, data);
  if (!record.ok) return record;
  const start = startGame<S>(game, record.value.params, record.value.seed);
  if (!start.ok) return err(`saved game has bad parameters: ${start.error}`);
  return replayMoves(game, data, start.value.state);
}

/** Moves as one line of text, the notation used by the CLI and the golden playthroughs. */
export function movesToText<M>(game: AnyGame, moves: readonly M[]): string {
  return moves.map((m) => game.moveToString(m)).join(' ');
}
