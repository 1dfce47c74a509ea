import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ViewProps } from '../../games/descriptor.ts';
import { findGame } from '../../games/registry.ts';
import { PageError } from '../app/PageError.tsx';
import { readAddress } from '../session/address-query.ts';
import { openSession } from '../session/open-session.ts';
import type { Session, SessionDeps } from '../session/session.ts';
import { GameScreen } from './GameScreen.tsx';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'ready';
      session: Session<unknown, unknown>;
      View: ComponentType<ViewProps<unknown, unknown>>;
    };

interface GamePageProps {
  id: string;
  query: Record<string, string>;
  /** What the route could not read in the address (a parameter given twice). */
  notices: readonly string[];
  /** Changes with each navigation; the game's own URL rewrites are not navigations. */
  visit: number;
  deps: SessionDeps;
}

/** Loads a game and its saved or new session, again whenever the user navigates. */
export function GamePage({ id, query, notices, visit, deps }: GamePageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const session = useRef<Session<unknown, unknown> | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const game = findGame(id);
      document.title = game.info.title;
      const [View, rules] = await Promise.all([game.view(), game.rules()]);
      const saved = (key: string) => deps.store.load(key).then(Boolean, () => false);
      const address = await readAddress(rules, Boolean(rules.moveList), { query, notices }, saved);
      const opened = await openSession(game, rules, address.query, deps, address.notices);
      if (!live) return opened.dispose();
      session.current?.dispose();
      session.current = opened;
      setLoaded({ kind: 'ready', session: opened, View });
    })().catch((e: Error) => live && setLoaded({ kind: 'failed', error: e.message }));
    return () => {
      live = false;
    };
  }, [id, visit]);

  useEffect(() => () => session.current?.dispose(), []);

  if (loaded.kind === 'loading') return <main class="page" aria-busy="true" />;
  if (loaded.kind === 'failed') {
    return <PageError message={`The game could not be opened: ${loaded.error}`} />;
  }
  return (
    <GameScreen
      key={loaded.session.key}
      session={loaded.session}
      View={loaded.View}
      freshSeed={deps.freshSeed}
    />
  );
}
