import type { Rng } from './rng.ts';
import { quietTask, StoppedError, type TaskContext } from './task.ts';

/** Who a computer player moves for: its seat, the table's size and the game so far as it read it. */
export interface SeatContext {
  /** The player it moves for. */
  readonly seat: number;
  readonly players: number;
  /** The moves so far as this seat read them: the public history. */
  readonly history: readonly string[];
}

/** What a computer player knows besides its observation, and how it reports and is stopped. */
export interface AiContext extends TaskContext, SeatContext {
  /** Its only source of randomness, seeded from the game's seed and the ply. */
  readonly rng: Rng;
}

/**
 * A computer player. It sees only its own observation and the public history, never the state;
 * `choose` is pure given the rng, so a seeded game replays exactly.
 */
export interface AiPlayer<O, M> {
  readonly id: string;
  readonly label: string;
  choose(observation: O, context: AiContext): M;
}

/** The names of a game's computer players, light enough for the seat picker. */
export interface AiInfo {
  readonly id: string;
  readonly label: string;
}

/**
 * The one way to ask a computer player for a move, for the table, `games play`, `games match`,
 * the benches and the engine worker alike: the seat's observation (never the state), who it
 * moves for, its seeded rng, and the task that carries its progress, its stop flag and whether
 * it must answer quickly. A search that saw the stop flag has no move worth playing: it throws
 * StoppedError instead.
 */
export function chooseMove<O, M>(
  ai: AiPlayer<O, M>,
  observation: O,
  seat: SeatContext,
  rng: Rng,
  task: TaskContext = quietTask,
): M {
  const context: AiContext = {
    seat: seat.seat,
    players: seat.players,
    history: seat.history,
    rng,
    progress: task.progress,
    stopped: task.stopped,
    ...(task.quick !== undefined && { quick: task.quick }),
  };
  const move = ai.choose(observation, context);
  if (task.stopped()) throw new StoppedError();
  return move;
}

/** A context for callers with nothing to report to (tests that call one player directly). */
export function aiContext(
  rng: Rng,
  seat = 0,
  more: Partial<Omit<AiContext, 'rng' | 'seat'>> = {},
): AiContext {
  return {
    seat,
    rng,
    players: more.players ?? 2,
    history: more.history ?? [],
    progress: more.progress ?? (() => {}),
    stopped: more.stopped ?? (() => false),
    ...(more.quick !== undefined && { quick: more.quick }),
  };
}
