import type { Rng } from './rng.ts';
import type { TaskContext } from './task.ts';

/** What a computer player knows besides its observation, and how it reports and is stopped. */
export interface AiContext extends TaskContext {
  /** The player it moves for. */
  readonly seat: number;
  readonly players: number;
  /** Its only source of randomness, seeded from the game's seed and the ply. */
  readonly rng: Rng;
  /** The moves so far as this seat read them: the public history. */
  readonly history: readonly string[];
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

/** A context for callers with nothing to report to (the CLI, matches, tests). */
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
  };
}
