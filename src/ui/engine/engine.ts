/** What a session needs from an engine; the worker client and an in-process engine both fit. */
export interface Engine {
  hint(gameId: string, state: unknown): Promise<unknown[] | null>;
  chooseMove(gameId: string, aiId: string, state: unknown, seed: number): Promise<unknown>;
  /** Abandons the work under way; its promises reject with CancelledError. */
  cancel(): void;
}

export class CancelledError extends Error {
  override name = 'CancelledError';
}
