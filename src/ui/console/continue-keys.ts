import { LAST, openGamesDb, request, SAVES } from '../session/idb.ts';

/**
 * Whether a save holds a game still in play. The session marks a finished game's record with
 * `finished: true`; a record without the mark (older saves, or before the session writes it)
 * counts as in play. Saves are kept inside an envelope `{ revision, data }`, older ones bare.
 */
export function inPlay(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const data = 'revision' in value && 'data' in value ? value.data : value;
  return (
    typeof data === 'object' && data !== null && (data as { finished?: unknown }).finished !== true
  );
}

/**
 * For each of `ids`, the key of its last save when that game is still in play: what the
 * console's Continue opens. It reads the store's `last` and `saves` directly, in one read-only
 * transaction, because the save store's module brings zod, which the console must not load;
 * a database that cannot be opened has nothing to continue.
 */
export async function continueKeys(
  ids: readonly string[],
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<Map<string, string>> {
  const db = await openGamesDb(factory).catch(() => null);
  if (!db) return new Map();
  try {
    const tx = db.transaction([LAST, SAVES]);
    const last = tx.objectStore(LAST);
    const saves = tx.objectStore(SAVES);
    const found = await Promise.all(
      ids.map(async (id) => {
        const key = await request(last.get(id));
        if (typeof key !== 'string') return null;
        return inPlay(await request(saves.get(key))) ? ([id, key] as const) : null;
      }),
    );
    return new Map(found.filter((entry) => entry !== null));
  } finally {
    db.close();
  }
}
