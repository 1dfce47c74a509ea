// Worker threads do not inherit tsx from the main thread (registered by bin/games.js's API, or by
// vitest), and Node 20 ignores `--import tsx` in a worker's execArgv for its entry module, so
// this plain-JS entry registers tsx itself when the module of the task (see `ThreadTask` in
// pool.ts) is TypeScript. In the built CLI (scripts/build-cli.mjs) the module is JavaScript and
// tsx is not loaded at all.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.module.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const task = (await import(workerData.module))[workerData.name];
// A thread has one job at a time (pool.ts feeds the next on each answer), so an async task's
// jobs never overlap; a rejected one fails the thread, which fails the batch.
parentPort.on('message', async (msg) => {
  parentPort.postMessage({ index: msg.index, result: await task(msg.job) });
});
