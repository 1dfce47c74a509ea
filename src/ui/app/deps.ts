import { WorkerEngine } from '../engine/worker-engine.ts';
import { IdbSaveStore } from '../session/idb-save-store.ts';
import type { SessionDeps } from '../session/session.ts';
import { WorkerTables } from '../session/table-client.ts';
import { IdbStatsStore } from '../stats/idb-stats-store.ts';

const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] as number;

/**
 * The browser's engine lanes, play worker, save store and statistics. This module (with zod, Comlink and the
 * stores) loads when a game, an app, a Lab or the saves list is first opened, never for the
 * console's first paint.
 */
export function browserDeps(): SessionDeps {
  return {
    engine: new WorkerEngine(),
    tables: new WorkerTables(),
    store: new IdbSaveStore(),
    stats: new IdbStatsStore(),
    freshSeed,
    now: () => Date.now(),
  };
}
