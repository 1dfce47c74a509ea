import * as z from 'zod';
import { excerpt } from '../core/excerpt.ts';
import type { Game } from '../core/game.ts';
import { currentState, type History, pushMove, startHistory } from '../core/history.ts';
import { lazy } from '../core/lazy.ts';
import type { ParamValues } from '../core/params.ts';
import { readRecord, replayMoves, startGame } from '../core/record.ts';
import { err, ok, type Result } from '../core/result.ts';
import { MAX_SEED } from '../core/rng.ts';
import { type Seat, seatSchema, type UndoPolicy } from './seats.ts';
import { Table } from './table.ts';

/**
 * How a client asks for a table: a new game from its parameters and seed (and, for games whose
 * address carries them, the moves of a link), or a saved game's record. Checked with zod, since
 * it comes from outside the table.
 */
const openRequestSchema = lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('new'),
      params: z.record(z.string(), z.string()),
      seed: z.number().int().min(0).max(MAX_SEED),
      seats: z.array(seatSchema).max(100),
      moves: z.string().max(1_000_000).optional(),
    }),
    z.object({
      kind: z.literal('saved'),
      record: z.unknown(),
      seats: z.array(seatSchema).max(100),
    }),
  ]),
);

export type OpenRequest = z.infer<ReturnType<typeof openRequestSchema>>;

/** What the game's descriptor says of the table besides the rules. */
export interface TablePolicy {
  readonly undo?: UndoPolicy;
  readonly undoWhy?: string;
}

export interface Opened<S, M, O> {
  readonly table: Table<S, M, O>;
  /** What the player should hear: a link's moves that did not replay. */
  readonly notices: readonly string[];
}

/** The seats asked for, as many as the game has: missing ones are people, extra ones dropped. */
function seatsFor(asked: readonly Seat[], players: number): Seat[] {
  return Array.from({ length: players }, (_, p) => asked[p] ?? { kind: 'human' });
}

/**
 * Sets a table up. A new game is dealt from its parameters and seed; a link's moves that do not
 * replay are named and the game shows its start. A save that cannot be restored is an error
 * saying why, for the client to set it aside.
 */
export function openTable<S, M, O>(
  rules: Game<S, M, ParamValues, O>,
  policy: TablePolicy,
  data: unknown,
): Result<Opened<S, M, O>> {
  const read = openRequestSchema().safeParse(data);
  if (!read.success) {
    const issue = read.error.issues[0];
    return err(`bad request to open a table: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const request = read.data;
  const notices: string[] = [];
  let params: Readonly<Record<string, string>>;
  let seed: number;
  let line: History<S, M>;
  let values: ParamValues;
  if (request.kind === 'saved') {
    const record = readRecord(rules, request.record);
    if (!record.ok) return record;
    ({ params, seed } = record.value);
    const start = startGame<S>(rules, params, seed);
    if (!start.ok) return err(`saved game has bad parameters: ${start.error}`);
    values = start.value.params;
    const replay = replayMoves<S, M>(rules, request.record, start.value.state);
    if (!replay.ok) return replay;
    line = replay.value;
  } else {
    ({ params, seed } = request);
    const start = startGame<S>(rules, params, seed);
    if (!start.ok) return start;
    values = start.value.params;
    line = startHistory<S, M>(start.value.state);
    const { moveList } = rules;
    if (moveList && request.moves) {
      const moves = moveList.parse(start.value.state, request.moves);
      if (!moves.ok) {
        notices.push(`URL: moves ${excerpt(request.moves)}: ${moves.error}; showing the start.`);
      }
      for (const move of moves.ok ? moves.value : []) {
        line = pushMove(line, move, rules.play(currentState(line), move));
      }
    }
  }
  const players = rules.players(values);
  const seats = seatsFor(request.seats, players);
  const table = new Table<S, M, O>({ rules, params, seed, seats, ...policy }, line, players);
  return ok({ table, notices });
}
