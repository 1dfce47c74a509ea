import type { AnalysisProgress } from '../../games/descriptor.ts';

/** What a session needs from an engine; the worker client and an in-process engine both fit. */
export interface Engine {
  hint(gameId: string, state: unknown): Promise<unknown[] | null>;
  chooseMove(gameId: string, aiId: string, state: unknown, seed: number): Promise<unknown>;
  /** Runs apart from hints and moves, so cancelling one never stops the other. */
  analyze(gameId: string, state: unknown, progress: AnalysisProgress): Promise<unknown>;
  /** A game's named task (its Lab's experiments), on the analysis worker. */
  runTask(
    gameId: string,
    name: string,
    input: unknown,
    progress: (done: number) => void,
  ): Promise<unknown>;
  /** Abandons the hint or move under way; its promises reject with CancelledError. */
  cancel(): void;
  /** Abandons the analysis or task under way. */
  cancelAnalysis(): void;
}

export class CancelledError extends Error {
  override name = 'CancelledError';
}
