import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { sessionDeps } from '../app/session-deps.ts';
import type { SaveStore } from '../session/save-store.ts';

type Loaded =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'ready'; Section: ComponentType<{ store: SaveStore }>; store: SaveStore }
  | { kind: 'failed'; error: string };

/**
 * The saves, folded under the games until opened: listing, exporting and importing them needs
 * the save store, its file format and zod, which load then and not for the console itself
 * (games in play are resumed from their cards' Continue).
 */
export function SavesPanel() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'closed' });
  const open = () => {
    if (loaded.kind !== 'closed') return;
    setLoaded({ kind: 'loading' });
    Promise.all([import('./SavesSection.tsx'), sessionDeps()]).then(
      ([m, deps]) => setLoaded({ kind: 'ready', Section: m.SavesSection, store: deps.store }),
      (e: Error) => setLoaded({ kind: 'failed', error: e.message }),
    );
  };
  return (
    <details
      class="saves-panel"
      onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && open()}
    >
      <summary>
        <h2>Saves</h2>
        <span class="saves-what">Export, import and restore your games</span>
      </summary>
      {loaded.kind === 'loading' && <p aria-busy="true">Loading…</p>}
      {loaded.kind === 'failed' && (
        <p role="alert">The saves could not be loaded: {loaded.error}</p>
      )}
      {loaded.kind === 'ready' && <loaded.Section store={loaded.store} />}
    </details>
  );
}
