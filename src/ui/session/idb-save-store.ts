import * as z from 'zod';
import { lazy } from '../../core/lazy.ts';
import { BROKEN, done, LAST, openGamesDb, request, SAVES } from './idb.ts';
import type {
  KeptAside,
  KeptAsideEntry,
  Saved,
  SavedEntry,
  SaveOutcome,
  SaveStore,
} from './save-store.ts';

/** A save on disk: the record inside its revision. Saves written before revisions are bare. */
const envelopeSchema = lazy(() =>
  z.object({ revision: z.number().int().min(1), data: z.unknown() }),
);

const keptAsideSchema = lazy(() =>
  z.object({ key: z.string(), record: z.unknown(), reason: z.string(), at: z.string() }),
);

function savedOf(value: unknown): Saved | undefined {
  if (value === undefined) return undefined;
  const envelope = envelopeSchema().safeParse(value);
  return envelope.success
    ? { data: envelope.data.data, revision: envelope.data.revision }
    : { data: value, revision: 0 };
}

/**
 * The browser's store: IndexedDB, one object store per kind of entry. When the database cannot
 * be opened (a newer version of the games upgraded it, or the browser has no IndexedDB) the
 * games still open: there is nothing to load, and every write fails saying why.
 */
export class IdbSaveStore implements SaveStore {
  private readonly db: Promise<IDBDatabase>;

  constructor(factory: IDBFactory = globalThis.indexedDB) {
    this.db = openGamesDb(factory);
  }

  /** The database, or null when it cannot be opened: nothing is saved to read. */
  private async readable(): Promise<IDBDatabase | null> {
    return this.db.catch(() => null);
  }

  async load(key: string): Promise<Saved | undefined> {
    const db = await this.readable();
    if (!db) return undefined;
    return savedOf(await request(db.transaction(SAVES).objectStore(SAVES).get(key)));
  }

  async save(gameId: string, key: string, record: unknown, base: number): Promise<SaveOutcome> {
    const db = await this.db;
    // One readwrite transaction reads the revision and writes: IndexedDB runs the transactions
    // of all tabs on a store one at a time, so no other write comes between.
    const tx = db.transaction([SAVES, LAST], 'readwrite');
    const saves = tx.objectStore(SAVES);
    const theirs = savedOf(await request(saves.get(key)));
    if (theirs && theirs.revision !== base) {
      tx.abort();
      return { ok: false, theirs };
    }
    const revision = (theirs?.revision ?? 0) + 1;
    saves.put({ revision, data: record }, key);
    tx.objectStore(LAST).put(key, gameId);
    await done(tx);
    return { ok: true, revision };
  }

  async lastKey(gameId: string): Promise<string | undefined> {
    const db = await this.readable();
    if (!db) return undefined;
    const key = await request(db.transaction(LAST).objectStore(LAST).get(gameId));
    return typeof key === 'string' ? key : undefined;
  }

  async setAside(key: string, record: unknown, reason: string): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(BROKEN, 'readwrite');
    tx.objectStore(BROKEN).add({ key, record, reason, at: new Date().toISOString() });
    await done(tx);
  }

  async list(): Promise<SavedEntry[]> {
    const db = await this.db;
    const store = db.transaction(SAVES).objectStore(SAVES);
    const [keys, values] = await Promise.all([
      request(store.getAllKeys()),
      request(store.getAll()),
    ]);
    return keys.flatMap((key, i) => {
      const saved = savedOf(values[i]);
      return typeof key === 'string' && saved ? [{ key, ...saved }] : [];
    });
  }

  async keptAside(): Promise<KeptAsideEntry[]> {
    const db = await this.db;
    const store = db.transaction(BROKEN).objectStore(BROKEN);
    const [keys, values] = await Promise.all([
      request(store.getAllKeys()),
      request(store.getAll()),
    ]);
    return values.flatMap((entry, i) => {
      const read = keptAsideSchema().safeParse(entry);
      const id = keys[i];
      return read.success && typeof id === 'number' ? [{ ...(read.data as KeptAside), id }] : [];
    });
  }

  async dropAside(id: number): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(BROKEN, 'readwrite');
    tx.objectStore(BROKEN).delete(id);
    await done(tx);
  }
}
