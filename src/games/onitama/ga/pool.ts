import { Worker } from 'node:worker_threads';
import { type Duel, type DuelResult, playDuel } from './duel.ts';
import type { DuelRunner } from './learn.ts';

/**
 * Runs duels on worker threads, one game per message so fast and slow games balance out.
 * Each thread starts from thread-entry.mjs, which loads the TypeScript worker through tsx.
 */
export interface DuelPool {
  readonly run: DuelRunner;
  close(): Promise<void>;
}

interface Batch {
  readonly duels: readonly Duel[];
  readonly results: DuelResult[];
  next: number;
  done: number;
  resolve(results: DuelResult[]): void;
  reject(error: unknown): void;
}

/** `workers` 0 plays in this thread. `onGame` hears of every finished game. */
export function createDuelPool(workers: number, onGame?: () => void): DuelPool {
  if (workers === 0) {
    return {
      run: async (duels) =>
        duels.map((duel) => {
          const { result } = playDuel(duel);
          onGame?.();
          return result;
        }),
      close: async () => {},
    };
  }
  let batch: Batch | undefined;
  const feed = (worker: Worker) => {
    if (batch && batch.next < batch.duels.length) {
      worker.postMessage({ index: batch.next, duel: batch.duels[batch.next] });
      batch.next++;
    }
  };
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url));
    worker.on('message', (msg: { index: number; result: DuelResult }) => {
      if (!batch) return;
      batch.results[msg.index] = msg.result;
      batch.done++;
      onGame?.();
      if (batch.done < batch.duels.length) return feed(worker);
      const finished = batch;
      batch = undefined;
      finished.resolve(finished.results);
    });
    worker.on('error', (error) => batch?.reject(error));
    return worker;
  });
  const run: DuelRunner = (duels) =>
    new Promise((resolve, reject) => {
      if (batch) return reject(new Error('the duel pool runs one batch at a time'));
      if (duels.length === 0) return resolve([]);
      batch = { duels, results: new Array(duels.length), next: 0, done: 0, resolve, reject };
      for (const worker of threads) feed(worker);
    });
  return {
    run,
    close: async () => {
      await Promise.all(threads.map((t) => t.terminate()));
    },
  };
}
