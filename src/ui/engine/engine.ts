import type { CallName, EngineCalls, Progress } from '../../workers/engine-api.ts';

/**
 * Where a call runs. Each lane is a worker of its own, so a hint still searching never delays
 * the computer's move, and cancelling one lane never stops another.
 */
export type Lane = 'play' | 'hint' | 'study';

export const laneOf = (name: CallName): Lane =>
  name === 'hint' ? 'hint' : name === 'analyze' || name === 'task' ? 'study' : 'play';

/** What a session needs from an engine; the worker client and an in-process engine both fit. */
export interface Engine {
  run<K extends CallName>(
    gameId: string,
    name: K,
    input: EngineCalls[K]['input'],
    progress?: Progress,
  ): Promise<EngineCalls[K]['output']>;
  /** Abandons the calls under way in `lane`; their promises reject with CancelledError. */
  cancel(lane: Lane): void;
}

export class CancelledError extends Error {
  override name = 'CancelledError';
}
