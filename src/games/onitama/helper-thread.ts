import type { HelperJob } from './engine/smp.ts';

/**
 * Gives the helper a search of the position an analysis is about to search (smp.ts); resolves
 * once the helper has the job. The analysis must wait for that before it searches: a worker's
 * messages leave only while the thread that sends them is free, and a search keeps it busy.
 */
export type StartHelper = (job: HelperJob) => Promise<void>;

/**
 * The analysis's helper thread, where the engine worker can share memory with a worker of its
 * own: a page with cross-origin isolation on a machine of two cores or more. Resolves once the
 * helper runs (a worker too starts only while the thread that made it is free), or undefined
 * where there can be none (and in Node) or it failed to start, so the analysis searches alone.
 * The helper lives as long as the engine worker that made it.
 */
export function helperThread(): Promise<StartHelper | undefined> {
  if (!globalThis.crossOriginIsolated || typeof Worker !== 'function') {
    return Promise.resolve(undefined);
  }
  if ((globalThis.navigator?.hardwareConcurrency ?? 1) < 2) return Promise.resolve(undefined);
  const worker = new Worker(new URL('./helper.worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine-helper',
  });
  // The helper answers each job as it takes it, in order.
  const taken: (() => void)[] = [];
  const start: StartHelper = (job) =>
    new Promise((resolve) => {
      taken.push(resolve);
      worker.postMessage(job);
    });
  return new Promise((resolve) => {
    // Its first message says that it runs.
    worker.onmessage = () => {
      worker.onmessage = () => taken.shift()?.();
      resolve(start);
    };
    worker.onerror = () => resolve(undefined);
  });
}
