import { containsLine } from './lines.ts';
import { gameOfKey, type SaveStore } from './save-store.ts';
import type { SavesFile } from './saves-file.ts';

/** What an import did with each save in the file. */
export interface ImportReport {
  /** Saves for games with none here. */
  added: number;
  /** Saves that play further along the line saved here, and replaced it. */
  updated: number;
  /** Saves this browser already holds, or holds further along. */
  unchanged: number;
  /** Saves of another line than the one here: set aside beside it, never over it. */
  setAside: number;
  /** The file's own lines set aside, brought in. */
  asideAdded: number;
  /** The file's lines set aside that were here already or listed before in the file. */
  asideSkipped: number;
}

/** Why an imported line is set aside. */
export const IMPORTED_OTHER_LINE = 'imported from a file; another line of this game was saved here';

/**
 * Brings a saves file into the store without losing anything: a save replaces the one here only
 * when it contains that one's line, and otherwise waits beside it among the lines set aside
 * (as do the file's own lines set aside, unless already there).
 */
export async function importSaves(store: SaveStore, file: SavesFile): Promise<ImportReport> {
  const report: ImportReport = {
    added: 0,
    updated: 0,
    unchanged: 0,
    setAside: 0,
    asideAdded: 0,
    asideSkipped: 0,
  };
  for (const { key, record } of file.saves) {
    report[await importOne(store, key, record)]++;
  }
  const here = await store.keptAside();
  const seen = new Set(here.map((a) => JSON.stringify([a.key, a.record])));
  for (const { key, record, reason } of file.aside) {
    const line = JSON.stringify([key, record]);
    if (seen.has(line)) {
      report.asideSkipped++;
      continue;
    }
    await store.setAside(key, record, reason);
    seen.add(line);
    report.asideAdded++;
  }
  return report;
}

async function importOne(
  store: SaveStore,
  key: string,
  record: unknown,
): Promise<keyof ImportReport> {
  // A tab may save the same game between the read and the write: read again and decide again.
  for (;;) {
    const here = await store.load(key);
    if (here && containsLine(here.data, record)) return 'unchanged';
    if (here && !containsLine(record, here.data)) {
      await store.setAside(key, record, IMPORTED_OTHER_LINE);
      return 'setAside';
    }
    const outcome = await store.save(gameOfKey(key), key, record, here?.revision ?? 0);
    if (outcome.ok) return here ? 'updated' : 'added';
  }
}

/**
 * The report in a sentence: `Imported 3 saves: 2 added, 1 set aside beside another line of the
 * same game saved here.`, and for a file with lines set aside, what became of them:
 * `Imported 0 saves; 1 line set aside brought in, 2 skipped as duplicates.`
 */
export function describeImport(report: ImportReport): string {
  const { added, updated, unchanged, setAside, asideAdded, asideSkipped } = report;
  const total = added + updated + unchanged + setAside;
  const parts = [
    added && `${added} added`,
    updated && `${updated} updated (played further)`,
    unchanged && `${unchanged} already here`,
    setAside && `${setAside} set aside beside another line of the same game saved here`,
  ].filter(Boolean);
  const saves = `Imported ${total} ${total === 1 ? 'save' : 'saves'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
  if (asideAdded + asideSkipped === 0) return `${saves}.`;
  const aside = `${asideAdded} ${asideAdded === 1 ? 'line' : 'lines'} set aside brought in`;
  const skipped =
    asideSkipped > 0
      ? `, ${asideSkipped} skipped as ${asideSkipped === 1 ? 'a duplicate' : 'duplicates'}`
      : '';
  return `${saves}; ${aside}${skipped}.`;
}
