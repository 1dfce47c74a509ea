import { useEffect, useState } from 'preact/hooks';
import { registry } from '../../games/registry.ts';
import { describeImport, importSaves } from '../session/import-saves.ts';
import { restoreAside } from '../session/restore-aside.ts';
import {
  gameOfKey,
  type KeptAsideEntry,
  type SavedEntry,
  type SaveStore,
} from '../session/save-store.ts';
import { readSavesFile, savesFile } from '../session/saves-file.ts';
import './saves.css';

type Listing =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; saves: SavedEntry[]; aside: KeptAsideEntry[] };

const titleOf = (key: string) => {
  const id = gameOfKey(key);
  return registry.find((d) => d.info.id === id)?.info.title ?? id;
};

/** `size=5 · board=random · seed=42 · 3 moves`: what tells two saves of one game apart. */
function detailsOf(key: string, record: unknown): string {
  const query = [...new URLSearchParams(key.slice(key.indexOf('?') + 1))]
    .filter(([name]) => name !== 'app')
    .map(([name, value]) => `${name}=${value}`);
  const moves = (record as { index?: unknown } | null)?.index;
  if (typeof moves === 'number') query.push(`${moves} ${moves === 1 ? 'move' : 'moves'}`);
  return query.join(' · ');
}

/** Hands the player a file, as a download. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Freed well after the download has started reading it (which happens after this returns).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The player's saves on the console: each with a link to open it and an export to a file, an
 * export of everything, an import, and the lines set aside (a save that could not be restored,
 * or another tab's line) so none is lost from view, each of which can be made the save again.
 */
export function SavesSection({ store }: { store: SaveStore }) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  useEffect(() => {
    Promise.all([store.list(), store.keptAside()]).then(
      ([saves, aside]) => setListing({ kind: 'ready', saves, aside }),
      (e: Error) => setListing({ kind: 'failed', error: e.message }),
    );
  }, [store, revision]);

  const exportFile = (name: string, saves: SavedEntry[], aside: KeptAsideEntry[]) => {
    download(name, `${JSON.stringify(savesFile(saves, aside), null, 2)}\n`);
    setMessage(`Exported ${name}.`);
  };

  const importFile = async (file: File) => {
    const read = readSavesFile(await file.text());
    if (!read.ok) {
      setMessage(`${file.name} cannot be imported: ${read.error}.`);
      return;
    }
    try {
      setMessage(describeImport(await importSaves(store, read.value)));
    } catch (e) {
      setMessage(`${file.name} could not be imported: ${(e as Error).message}.`);
    }
    setRevision((r) => r + 1);
  };

  const restore = async (entry: KeptAsideEntry) => {
    const what = `${titleOf(entry.key)} (${detailsOf(entry.key, entry.record)})`;
    try {
      const replaced = await restoreAside(store, entry);
      setMessage(
        `Restored ${what}: it is the save now${replaced ? '; the line saved there is set aside' : ''}.`,
      );
    } catch (e) {
      setMessage(`${what} could not be restored: ${(e as Error).message}.`);
    }
    setRevision((r) => r + 1);
  };

  return (
    <section class="saves" aria-label="Saves">
      {listing.kind === 'failed' && <p>Saves are unavailable: {listing.error}.</p>}
      {listing.kind === 'ready' && (
        <>
          {listing.saves.length === 0 && <p class="empty">No saved games yet.</p>}
          <ul class="save-list">
            {listing.saves.map((save) => (
              <li key={save.key} data-key={save.key}>
                <a href={`#/${save.key.replace(/\?app$/, '')}`}>{titleOf(save.key)}</a>
                <span class="save-details">{detailsOf(save.key, save.data)}</span>
                <button
                  type="button"
                  aria-label={`Export ${titleOf(save.key)} (${detailsOf(save.key, save.data)})`}
                  onClick={() =>
                    exportFile(`${gameOfKey(save.key)}-save-${today()}.json`, [save], [])
                  }
                >
                  Export
                </button>
              </li>
            ))}
          </ul>
          {listing.aside.length > 0 && (
            <details class="kept-aside">
              <summary>Set aside ({listing.aside.length})</summary>
              <ul>
                {listing.aside.map((entry) => (
                  <li key={entry.id} data-key={entry.key}>
                    {titleOf(entry.key)}{' '}
                    <span class="save-details">{detailsOf(entry.key, entry.record)}</span>:{' '}
                    {entry.reason} ({entry.at.slice(0, 10)}){' '}
                    <button
                      type="button"
                      aria-label={`Restore ${titleOf(entry.key)} (${detailsOf(entry.key, entry.record)})`}
                      onClick={() => void restore(entry)}
                    >
                      Restore
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <div class="save-actions">
            <button
              type="button"
              disabled={listing.saves.length + listing.aside.length === 0}
              onClick={() =>
                exportFile(`games-saves-${today()}.json`, listing.saves, listing.aside)
              }
            >
              Export all saves
            </button>
            <label class="import">
              Import saves…
              <input
                type="file"
                accept="application/json,.json"
                onChange={(e) => {
                  const input = e.currentTarget;
                  const file = input.files?.[0];
                  input.value = '';
                  if (file) void importFile(file);
                }}
              />
            </label>
          </div>
        </>
      )}
      <p class="saves-message" role="status">
        {message}
      </p>
    </section>
  );
}
