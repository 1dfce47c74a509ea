import { done, HIGH_SCORES, openGamesDb, request } from '../../ui/session/idb.ts';
import { enter, type HighScore, readTable } from './high-scores.ts';

/** Jewel's one table (PLT keeps one for every difficulty), in the collection's database. */
const KEY = 'jewel';

export async function loadHighScores(
  factory: IDBFactory = globalThis.indexedDB,
): Promise<HighScore[]> {
  const db = await openGamesDb(factory).catch(() => null);
  if (!db) return [];
  return readTable(await request(db.transaction(HIGH_SCORES).objectStore(HIGH_SCORES).get(KEY)));
}

/** Adds `entry` in one transaction (two tabs cannot lose each other's entries); the new table. */
export async function addHighScore(
  entry: HighScore,
  factory: IDBFactory = globalThis.indexedDB,
): Promise<HighScore[]> {
  const db = await openGamesDb(factory);
  const tx = db.transaction(HIGH_SCORES, 'readwrite');
  const store = tx.objectStore(HIGH_SCORES);
  const table = enter(readTable(await request(store.get(KEY))), entry);
  store.put(table, KEY);
  await done(tx);
  return table;
}
