/// <reference lib="webworker" />
import { type HelperJob, helpSearch } from './engine/smp.ts';

/**
 * The analysis's second thread in the browser, started by the engine worker (helper-thread.ts):
 * each job searches until the analysis raises its stop flag. Jobs queue, so a new analysis's
 * helper starts once the last one has stopped.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<HelperJob>) => {
  // The analysis waits for this before it searches.
  scope.postMessage('taken');
  helpSearch(e.data);
};
// The engine worker waits for this before its first analysis with a helper.
scope.postMessage('ready');
