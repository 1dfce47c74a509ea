/**
 * What a long computation (a move choice, a hint, an analysis, a Lab experiment) gets from
 * whoever runs it: a way to report how far it has come, and a flag to stop at. A search that
 * polls `stopped` can be cancelled without losing its worker and its tables.
 */
export interface TaskContext<Partial = unknown> {
  /**
   * From 0 to 1; `partial` is the result so far for studies that improve as they go; `note`
   * says in a few words what is settled so far ("value ≥ draw; 2 of 7 columns ruled out"),
   * for a search whose fraction alone would leave the person waiting in the dark.
   */
  progress(done: number, partial?: Partial, note?: string): void;
  /** True once the caller has given up: return soon, with the best answer so far. */
  stopped(): boolean;
  /**
   * The answer must not depend on the clock and nobody waits for it (the conformance suite
   * following hints): a search budgeted in seconds uses a small fixed budget of work instead.
   */
  readonly quick?: boolean;
}

/** For runs nobody watches or stops. */
export const quietTask: TaskContext = { progress: () => {}, stopped: () => false };

/** For tests that follow hints by the thousand: quick, and the same on every machine. */
export const quickTask: TaskContext = { ...quietTask, quick: true };

/** Thrown by a computation that saw `stopped()`: it has no answer worth giving. */
export class StoppedError extends Error {
  override name = 'StoppedError';
  constructor() {
    super('stopped');
  }
}

/** For searches that report every so often: throws StoppedError once the caller has given up. */
export const throwIfStopped = (context: Pick<TaskContext, 'stopped'>) => () => {
  if (context.stopped()) throw new StoppedError();
};
