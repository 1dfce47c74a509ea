import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { unknownParam } from '../../core/params.ts';
import type { AppDescriptor, AppProps } from '../../games/descriptor.ts';
import { PageError } from '../app/PageError.tsx';
import { ThemeSwitch } from '../app/ThemeSwitch.tsx';
import { replaceHash } from '../app/use-hash.ts';
import { HelpDialog } from '../dialog/HelpDialog.tsx';
import type { SaveStore } from '../session/save-store.ts';
import '../game/game-layout.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; Page: ComponentType<AppProps>; saved: unknown };

/** An app's saved document: one per app, under its id, beside the games' saves. */
const appKey = (id: string) => `${id}?app`;

interface AppPageProps {
  app: AppDescriptor;
  store: SaveStore;
  /** The address's parameters, none of which an app takes, and what the route could not read. */
  query: Readonly<Record<string, string>>;
  notices: readonly string[];
}

/**
 * The frame of an app (GCalc): its title, help and autosave around the app's own page. An app
 * takes no parameters: any in its address are named in the status line and dropped from it.
 */
export function AppPage({ app, store, query, notices }: AppPageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [help, setHelp] = useState(false);
  const [saveState, setSaveState] = useState<'saved' | 'saving' | 'failed'>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The revision of the document last loaded or written, which the next write replaces. */
  const revision = useRef(0);
  const { id, title } = app.info;
  const addressNotice = [
    ...notices,
    ...Object.keys(query).map(
      (name) => `URL: ${unknownParam({}, name)} (${title} takes none); ignored.`,
    ),
  ].join(' ');
  useEffect(() => {
    if (location.hash !== `#/${id}`) replaceHash(`#/${id}`);
  }, [id, query]);
  useEffect(() => {
    document.title = title;
    Promise.all([app.page(), store.load(appKey(id))]).then(
      ([Page, saved]) => {
        revision.current = saved?.revision ?? 0;
        setLoaded({ kind: 'ready', Page, saved: saved?.data });
      },
      (e: Error) => setLoaded({ kind: 'failed', error: e.message }),
    );
  }, [app, store, id, title]);
  const save = useMemo(() => {
    // Saves are chained so that the last document written is the last one given.
    let saving = Promise.resolve();
    return (document: unknown) => {
      setSaveState('saving');
      saving = saving.then(() =>
        store.save(id, appKey(id), document, revision.current).then(
          (outcome) => {
            if (outcome.ok) {
              revision.current = outcome.revision;
              setSaveState('saved');
              setSaveError(null);
            } else {
              // Another tab wrote the document since: its text stays, this one is not saved.
              setSaveState('failed');
              setSaveError('Not saved: this was changed in another tab; reload to see it.');
            }
          },
          (e: Error) => {
            setSaveState('failed');
            setSaveError(`Not saved: ${e.message}`);
          },
        ),
      );
    };
  }, [store, id]);
  if (loaded.kind === 'loading') return <main class="page" aria-busy="true" />;
  if (loaded.kind === 'failed')
    return <PageError message={`${title} could not be opened: ${loaded.error}`} />;
  return (
    <main class="page app" data-app={id} data-save-state={saveState}>
      <header class="game-head">
        <a href="#/" class="back" aria-label="Back to the games">
          ←
        </a>
        <h1>{title}</h1>
        <nav class="toolbar" aria-label="App">
          <button type="button" onClick={() => setHelp(true)}>
            Help
          </button>
        </nav>
        <ThemeSwitch />
      </header>
      <div class="play-area" data-play-area>
        <loaded.Page saved={loaded.saved} save={save} />
      </div>
      <footer class="status-line" aria-live="polite">
        {addressNotice && <span class="notice">{addressNotice}</span>}
        {saveError && <span class="notice">{saveError}</span>}
      </footer>
      {help && <HelpDialog game={app} onClose={() => setHelp(false)} />}
    </main>
  );
}
