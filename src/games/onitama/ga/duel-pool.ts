import { createPool, type ThreadTask } from '../../../search/pool.ts';
import { type Duel, playDuel } from './duel.ts';
import type { DuelRunner } from './learn.ts';

export interface DuelPool {
  readonly run: DuelRunner;
  close(): Promise<void>;
}

const DUEL_TASK: ThreadTask<Duel, ReturnType<typeof playDuel>> = {
  module: new URL('./duel.ts', import.meta.url),
  name: 'playDuel',
  run: playDuel,
};

/** Plays duels for `learn`. `onGame` hears of every finished game. */
export function createDuelPool(workers: number, onGame?: () => void): DuelPool {
  const pool = createPool(DUEL_TASK, workers, onGame);
  return {
    run: async (duels) => (await pool.run(duels)).map((played) => played.result),
    close: pool.close,
  };
}
