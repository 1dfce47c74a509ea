import type { CallName, EngineCalls, Progress } from '../../workers/engine-api.ts';

/**
 * Where a call runs. Each lane is a worker of its own, so a hint still searching never delays
 * the analysis, and cancelling one lane never stops another. The computer seats play in the
 * table's own worker (table-client.ts).
 */
export type Lane = 'hint' | 'study';

export const laneOf = (name: CallName): Lane => (name === 'hint' ? 'hint' : 'study');

/** What a session needs from an engine; the worker client and an in-process engine both fit. */
export interface Engine {
  run<K extends CallName, M, O>(
    gameId: string,
    name: K,
    input: EngineCalls<M, O>[K]['input'],
    progress?: Progress,
  ): Promise<EngineCalls<M, O>[K]['output']>;
  /** Abandons the calls under way in `lane`; their promises reject with CancelledError. */
  cancel(lane: Lane): void;
}

export class CancelledError extends Error {
  override name = 'CancelledError';
}
