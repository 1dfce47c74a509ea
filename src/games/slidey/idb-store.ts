import { PDB_VERSION } from './pdb.ts';
import type { TableStore } from './tables.ts';

/**
 * Pattern databases in the browser: one IndexedDB database of their own (the saves' database
 * belongs to the session), a key per table. Everything is read when the worker loads the engine
 * (a few tens of megabytes at most, for 4×4) and written in the background after a build.
 */
const DB = 'slidey-tables';
const STORE = 'tables';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export async function loadIdbTables(): Promise<Map<string, Uint8Array>> {
  const tables = new Map<string, Uint8Array>();
  try {
    const db = await open();
    await new Promise<void>((resolve, reject) => {
      const cursor = db.transaction(STORE).objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return resolve();
        if (c.value instanceof Uint8Array) tables.set(String(c.key), c.value);
        c.continue();
      };
      cursor.onerror = () => reject(cursor.error);
    });
    db.close();
  } catch {
    // No IndexedDB (a private window, say): the tables are built when needed.
  }
  return tables;
}

export function idbStore(loaded: Map<string, Uint8Array>): TableStore {
  // The tables saved together (a board's groups) are written in one transaction.
  let pending = false;
  return {
    load: (key) => loaded.get(key),
    save(key, table) {
      loaded.set(key, table);
      if (pending) return;
      pending = true;
      open()
        .then((db) => {
          pending = false;
          const tx = db.transaction(STORE, 'readwrite');
          const store = tx.objectStore(STORE);
          // Tables of another version are never read again: drop them.
          store.clear();
          const current = `slidey-pdb-v${PDB_VERSION}-`;
          for (const [k, t] of loaded) if (k.startsWith(current)) store.put(t, k);
          tx.oncomplete = () => db.close();
        })
        .catch(() => {
          pending = false;
        });
    },
  };
}
