import { COUNTED, done, openGamesDb, request, STATS } from '../session/idb.ts';
import {
  addFinish,
  type Finish,
  type GameStats,
  NO_STATS,
  readStats,
  type StatsStore,
  statsKey,
} from './stats.ts';

/** Statistics in the collection's IndexedDB database, beside the saves. */
export class IdbStatsStore implements StatsStore {
  private readonly db: Promise<IDBDatabase>;

  constructor(factory: IDBFactory = globalThis.indexedDB) {
    this.db = openGamesDb(factory);
  }

  async recordFinish(
    gameId: string,
    variant: string,
    deal: string,
    finish: Finish,
  ): Promise<GameStats> {
    const db = await this.db;
    // One transaction checks the deal and adds it: two tabs finishing one deal count it once.
    const tx = db.transaction([STATS, COUNTED], 'readwrite');
    const key = statsKey(gameId, variant);
    const stats = tx.objectStore(STATS);
    const counted = tx.objectStore(COUNTED);
    const [before, seen] = await Promise.all([
      request(stats.get(key)).then(readStats),
      request(counted.get(deal)),
    ]);
    if (seen !== undefined) {
      tx.abort();
      return before;
    }
    const after = addFinish(before, finish);
    stats.put(after, key);
    counted.put(true, deal);
    await done(tx);
    return after;
  }

  async stats(gameId: string, variant: string): Promise<GameStats> {
    const db = await this.db.catch(() => null);
    if (!db) return NO_STATS;
    return readStats(
      await request(db.transaction(STATS).objectStore(STATS).get(statsKey(gameId, variant))),
    );
  }
}
