import type { SaveStore } from './save-store.ts';

const DB_NAME = 'games-collection';
const DB_VERSION = 1;
const SAVES = 'saves';
const LAST = 'last';
const BROKEN = 'broken';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('save aborted'));
  });
}

/** The browser's store: IndexedDB, one object store per kind of entry. */
export class IdbSaveStore implements SaveStore {
  private readonly db: Promise<IDBDatabase>;

  constructor(factory: IDBFactory = indexedDB) {
    const open = factory.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      db.createObjectStore(SAVES);
      db.createObjectStore(LAST);
      db.createObjectStore(BROKEN, { autoIncrement: true });
    };
    this.db = request(open);
  }

  async load(key: string): Promise<unknown> {
    const db = await this.db;
    return request(db.transaction(SAVES).objectStore(SAVES).get(key));
  }

  async save(gameId: string, key: string, record: unknown): Promise<void> {
    const db = await this.db;
    const tx = db.transaction([SAVES, LAST], 'readwrite');
    tx.objectStore(SAVES).put(record, key);
    tx.objectStore(LAST).put(key, gameId);
    await done(tx);
  }

  async lastKey(gameId: string): Promise<string | undefined> {
    const db = await this.db;
    const key = await request(db.transaction(LAST).objectStore(LAST).get(gameId));
    return typeof key === 'string' ? key : undefined;
  }

  async quarantine(key: string, record: unknown, reason: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction([SAVES, BROKEN], 'readwrite');
    tx.objectStore(BROKEN).add({ key, record, reason, at: new Date().toISOString() });
    tx.objectStore(SAVES).delete(key);
    await done(tx);
  }
}
