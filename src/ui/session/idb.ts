/**
 * The collection's one IndexedDB database and its object stores. Version 2 added the
 * statistics, version 3 the high-score tables; an upgrade creates only the stores a database
 * lacks, so saves and statistics survive it.
 */
const DB_NAME = 'games-collection';
const DB_VERSION = 3;
export const SAVES = 'saves';
export const LAST = 'last';
export const BROKEN = 'broken';
/** Statistics per game and variant. */
export const STATS = 'stats';
/** The deals already counted in the statistics, so a game replayed to its end counts once. */
export const COUNTED = 'counted';
/** High-score tables by game (Jewel's top ten, as PLT keeps it). */
export const HIGH_SCORES = 'highScores';

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('save aborted'));
  });
}

/** Why saving is off, in words for the status line. */
function unavailable(error: DOMException | null): string {
  if (error?.name === 'VersionError') {
    return 'this browser holds saves from a newer version of the games; reload the page to get it';
  }
  return `saves cannot be opened here (${error?.message ?? 'IndexedDB is unavailable'})`;
}

/** Opens (and creates or upgrades) the database; rejects with a reason a person can read. */
export function openGamesDb(factory: IDBFactory | undefined): Promise<IDBDatabase> {
  const db = new Promise<IDBDatabase>((resolve, reject) => {
    if (!factory) return reject(new Error(unavailable(null)));
    const open = factory.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      const has = (name: string) => db.objectStoreNames.contains(name);
      if (!has(SAVES)) db.createObjectStore(SAVES);
      if (!has(LAST)) db.createObjectStore(LAST);
      if (!has(BROKEN)) db.createObjectStore(BROKEN, { autoIncrement: true });
      if (!has(STATS)) db.createObjectStore(STATS);
      if (!has(COUNTED)) db.createObjectStore(COUNTED);
      if (!has(HIGH_SCORES)) db.createObjectStore(HIGH_SCORES);
    };
    open.onsuccess = () => {
      const db = open.result;
      // A newer version opened in another tab waits for this connection to close.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(new Error(unavailable(open.error)));
  });
  // Readers treat a database that cannot open as empty; the rejection is reported by writes.
  db.catch(() => {});
  return db;
}
