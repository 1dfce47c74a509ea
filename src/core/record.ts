import { z } from 'zod';
import { excerpt } from './excerpt.ts';
import type { AnyGame } from './game.ts';
import { checkedParams } from './game-string.ts';
import { currentState, type History, pushMove, startHistory } from './history.ts';
import type { ParamValue } from './params.ts';
import { err, ok, type Result } from './result.ts';
import { createRng, MAX_SEED, RNG_ALGORITHM } from './rng.ts';

/**
 * A game as it is saved: what was chosen (game, params, seed, generator) and what was played
 * (move strings). The states are not stored: replaying the moves from the seed rebuilds them,
 * which keeps saves small and turns any rules change that breaks an old game into a clear error.
 */
export const RECORD_FORMAT = 1;

export const gameRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  game: z.string().min(1),
  params: z.record(z.string(), z.string()),
  seed: z.number().int().min(0).max(MAX_SEED),
  rng: z.literal(RNG_ALGORITHM),
  moves: z.array(z.string()),
  /** How many of `moves` are on the board; the rest can be redone. */
  index: z.number().int().min(0),
});

export type GameRecord = z.infer<typeof gameRecordSchema>;

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

export function recordOf<S, M>(
  game: AnyGame,
  params: Readonly<Record<string, string>>,
  seed: number,
  history: History<S, M>,
): GameRecord {
  return {
    format: RECORD_FORMAT,
    game: game.id,
    params: { ...params },
    seed,
    rng: RNG_ALGORITHM,
    moves: history.moves.map((m) => game.moveToString(m)),
    index: history.index,
  };
}

/** Checks a saved record's shape and that it is for `game`; the error says what is wrong. */
export function readRecord(game: AnyGame, data: unknown): Result<GameRecord> {
  const parsed = gameRecordSchema.safeParse(data);
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

/** Replays a record's moves from its dealt position; fails naming the first bad move. */
export function replayMoves<S, M>(
  game: AnyGame,
  record: GameRecord,
  initial: S,
): Result<History<S, M>> {
  let history = startHistory<S, M>(initial);
  for (const [i, text] of record.moves.entries()) {
    const state = currentState(history);
    const move = game.parseMove(text, state);
    // The game's own error quotes the move; quoting it here too would double a long one.
    if (!move.ok) return err(`saved move ${i + 1}: ${move.error}`);
    try {
      history = pushMove(history, move.value as M, game.play(state, move.value) as S);
    } catch (e) {
      return err(`saved move ${i + 1} ${excerpt(text)}: ${(e as Error).message}`);
    }
  }
  return ok({ ...history, index: record.index });
}

/** Rebuilds the history of a record, dealing its position here. */
export function replayRecord<S, M>(game: AnyGame, data: unknown): Result<History<S, M>> {
  const record = readRecord(game, data);
  if (!record.ok) return record;
  const start = startGame<S>(game, record.value.params, record.value.seed);
  if (!start.ok) return err(`saved game has bad parameters: ${start.error}`);
  return replayMoves(game, record.value, start.value.state);
}

/** Moves as one line of text, the notation used by the CLI and the golden playthroughs. */
export function movesToText<M>(game: AnyGame, moves: readonly M[]): string {
  return moves.map((m) => game.moveToString(m)).join(' ');
}
