/// <reference lib="webworker" />
import { type HelperJob, helpSearch } from './engine/smp.ts';

/**
 * The analysis's second thread in the browser, started by the engine worker (helper-thread.ts):
 * each job searches until the analysis raises its stop flag. Jobs queue, so a new analysis's
 * helper starts once the last one has stopped.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<HelperJob>) => {
  helpSearch(e.data);
};
