import { createRng } from '../core/rng.ts';
import type { AnalysisProgress, AnyDescriptor } from '../games/descriptor.ts';
import { loadGame } from '../games/registry.ts';

/**
 * The work the engine does for the page: hints and AI moves. The same object runs inside the
 * browser's engine worker (behind Comlink) and in-process in tests and the CLI.
 */
export function createEngineApi(load: (id: string) => Promise<AnyDescriptor> = loadGame) {
  return {
    async hint(gameId: string, state: unknown): Promise<unknown[] | null> {
      const game = await load(gameId);
      if (!game.hint) throw new Error(`${gameId} has no hint`);
      return game.hint(state);
    },

    async analyze(gameId: string, state: unknown, progress?: AnalysisProgress) {
      const game = await load(gameId);
      if (!game.analyze) throw new Error(`${gameId} has no analysis`);
      return game.analyze(state, (done, partial) => progress?.(done, partial));
    },

    async runTask(gameId: string, name: string, input: unknown, progress?: (done: number) => void) {
      const game = await load(gameId);
      const task = game.tasks?.[name];
      if (!task) throw new Error(`${gameId} has no task "${name}"`);
      return task(input, (done) => progress?.(done));
    },

    async chooseMove(gameId: string, aiId: string, state: unknown, seed: number): Promise<unknown> {
      const game = await load(gameId);
      const ai = game.ais?.find((a) => a.id === aiId);
      if (!ai) throw new Error(`${gameId} has no computer player "${aiId}"`);
      return ai.choose(state, createRng(seed));
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
