import { containsLine } from './lines.ts';
import { gameOfKey, type KeptAsideEntry, type SaveStore } from './save-store.ts';

/** Why the save a restored line replaces is set aside in its turn. */
export const REPLACED_BY_RESTORE = 'replaced by a line restored from those set aside';

/**
 * Makes a line set aside the save of its game again. The save it replaces goes aside first
 * (unless the restored line contains it), so a restore never loses a line either; the entry
 * leaves the lines set aside only once its record is saved. Returns whether a save was set aside.
 */
export async function restoreAside(store: SaveStore, entry: KeptAsideEntry): Promise<boolean> {
  let setAside = false;
  // Another tab may save the same game between the read and the write: read again and decide again.
  for (;;) {
    const here = await store.load(entry.key);
    if (here && !containsLine(entry.record, here.data)) {
      await store.setAside(entry.key, here.data, REPLACED_BY_RESTORE);
      setAside = true;
    }
    const outcome = await store.save(
      gameOfKey(entry.key),
      entry.key,
      entry.record,
      here?.revision ?? 0,
    );
    if (outcome.ok) break;
  }
  await store.dropAside(entry.id);
  return setAside;
}
