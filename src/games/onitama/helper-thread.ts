import type { HelperJob } from './engine/smp.ts';

/** Starts a helper's search of the position an analysis is about to search (smp.ts). */
export type StartHelper = (job: HelperJob) => void;

/**
 * The analysis's helper thread, where the engine worker can share memory with a worker of its
 * own: a page with cross-origin isolation on a machine of two cores or more. Undefined
 * elsewhere (and in Node), where the analysis searches alone. The worker starts with the first
 * analysis and lives as long as the engine worker that made it.
 */
export function helperThread(): StartHelper | undefined {
  if (!globalThis.crossOriginIsolated || typeof Worker !== 'function') return undefined;
  if ((globalThis.navigator?.hardwareConcurrency ?? 1) < 2) return undefined;
  let worker: Worker | undefined;
  return (job) => {
    worker ??= new Worker(new URL('./helper.worker.ts', import.meta.url), {
      type: 'module',
      name: 'engine-helper',
    });
    worker.postMessage(job);
  };
}
