import { Worker } from 'node:worker_threads';

/**
 * A function of plain data that worker threads can run. A thread cannot be handed a function,
 * so it imports `module` and calls its export `name`; `run` is that same function, for a pool
 * with no threads. It may return a promise: a task that loads a game's code first does.
 */
export interface ThreadTask<J, R> {
  readonly module: URL;
  readonly name: string;
  readonly run: (job: J) => R | Promise<R>;
}

/**
 * Runs batches of jobs on worker threads, one job per message so fast and slow ones balance
 * out. Results come back in the order of the jobs, whichever thread finished first. Each thread
 * starts from thread-entry.mjs, which loads the task's module: the TypeScript through tsx, or in
 * the built CLI the JavaScript that scripts/build-cli.mjs made of it.
 */
export interface Pool<J, R> {
  run(jobs: readonly J[]): Promise<R[]>;
  close(): Promise<void>;
}

interface Batch<J, R> {
  readonly jobs: readonly J[];
  readonly results: R[];
  next: number;
  done: number;
  resolve(results: R[]): void;
  reject(error: unknown): void;
}

/** `workers` 0 runs the jobs in this thread. `onDone` hears of every finished job. */
export function createPool<J, R>(
  task: ThreadTask<J, R>,
  workers: number,
  onDone?: (index: number, result: R) => void,
): Pool<J, R> {
  if (workers === 0) {
    return {
      run: async (jobs) => {
        const results: R[] = [];
        for (const [index, job] of jobs.entries()) {
          const result = await task.run(job);
          onDone?.(index, result);
          results.push(result);
        }
        return results;
      },
      close: async () => {},
    };
  }
  let batch: Batch<J, R> | undefined;
  const feed = (worker: Worker) => {
    if (batch && batch.next < batch.jobs.length) {
      worker.postMessage({ index: batch.next, job: batch.jobs[batch.next] });
      batch.next++;
    }
  };
  const workerData = { module: task.module.href, name: task.name };
  const threads = Array.from({ length: workers }, () => {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), { workerData });
    worker.on('message', (msg: { index: number; result: R }) => {
      if (!batch) return;
      batch.results[msg.index] = msg.result;
      batch.done++;
      onDone?.(msg.index, msg.result);
      if (batch.done < batch.jobs.length) return feed(worker);
      const finished = batch;
      batch = undefined;
      finished.resolve(finished.results);
    });
    worker.on('error', (error) => {
      const failed = batch;
      batch = undefined;
      failed?.reject(error);
    });
    return worker;
  });
  return {
    run: (jobs) =>
      new Promise((resolve, reject) => {
        if (batch) return reject(new Error('the pool runs one batch at a time'));
        if (jobs.length === 0) return resolve([]);
        batch = { jobs, results: new Array(jobs.length), next: 0, done: 0, resolve, reject };
        for (const worker of threads) feed(worker);
      }),
    close: async () => {
      await Promise.all(threads.map((t) => t.terminate()));
    },
  };
}
