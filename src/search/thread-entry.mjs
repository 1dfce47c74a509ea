// Worker threads do not inherit tsx from the main thread (registered by bin/games.js's API, or by
// vitest), and Node 20 ignores `--import tsx` in a worker's execArgv for its entry module, so
// this plain-JS entry registers tsx itself and then loads the TypeScript module of the task
// (see `ThreadTask` in pool.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const task = (await import(workerData.module))[workerData.name];
parentPort.on('message', (msg) => {
  parentPort.postMessage({ index: msg.index, result: task(msg.job) });
});
