import { parentPort } from 'node:worker_threads';
import { type Duel, playDuel } from './duel.ts';

parentPort?.on('message', (msg: { index: number; duel: Duel }) => {
  parentPort?.postMessage({ index: msg.index, result: playDuel(msg.duel).result });
});
