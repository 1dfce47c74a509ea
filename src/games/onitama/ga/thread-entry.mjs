// Worker threads do not inherit tsx from the main thread (registered by bin/games.js's API, or by
// vitest), and Node 20 ignores `--import tsx` in a worker's execArgv for its entry module, so
// this plain-JS entry registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./duel-worker.ts');
