import { Worker } from 'node:worker_threads';
import { type HelperJob, helpSearch } from '../../../src/games/onitama/engine/smp.ts';

/**
 * The helper thread of bench/onitama/smp.ts. In step (`sync` given) each thread waits for the
 * other after every 1,024 of its positions, so the two advance alike whatever else the machine
 * runs: the measure is then the main search's own node count, which the load cannot change.
 */

/** The threads' shared counters: positions/1024 of thread 0 and 1, then whether each is done. */
export type Sync = Int32Array;

/** A search's `stopped` that keeps thread `me` in step with the other, then reads `stop`. */
export function inStep(sync: Sync, me: 0 | 1, stop: Int32Array): () => boolean {
  const other = 1 - me;
  return () => {
    const mine = Atomics.add(sync, me, 1) + 1;
    Atomics.notify(sync, me);
    for (;;) {
      const theirs = Atomics.load(sync, other);
      if (theirs >= mine || Atomics.load(sync, 2 + other) !== 0) break;
      Atomics.wait(sync, other, theirs, 100);
    }
    return Atomics.load(stop, 0) !== 0;
  };
}

/** Marks thread `me` done, so that the other no longer waits for it. */
export function finish(sync: Sync, me: 0 | 1): void {
  Atomics.store(sync, 2 + me, 1);
  Atomics.notify(sync, me);
}

/** The helper's search, in step with the main one if `sync` is given; its nodes. */
export function smpHelper(job: HelperJob & { sync?: Sync }): number {
  const { sync } = job;
  const nodes = sync ? helpSearch(job, inStep(sync, 1, job.stop)) : helpSearch(job);
  if (sync) finish(sync, 1);
  return nodes;
}

/**
 * The helper thread, for the bench's main thread: `start` gives it a job (they queue) and
 * resolves with the job's nodes once it has stopped.
 */
export function helperThread() {
  const worker = new Worker(new URL('../../../src/search/thread-entry.mjs', import.meta.url), {
    workerData: {
      module: new URL('./smp-thread.ts', import.meta.url).href,
      name: 'smpHelper',
    },
  });
  const waiting = new Map<number, (nodes: number) => void>();
  worker.on('message', (msg: { index: number; result: number }) => {
    waiting.get(msg.index)?.(msg.result);
    waiting.delete(msg.index);
  });
  let asked = 0;
  return {
    start(job: HelperJob & { sync?: Sync }): Promise<number> {
      const index = asked++;
      worker.postMessage({ index, job });
      return new Promise((resolve) => waiting.set(index, resolve));
    },
    stop: () => worker.terminate(),
  };
}
