import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyGameDescriptor, LabProps } from '../../games/descriptor.ts';
import { findGame } from '../../games/registry.ts';
import { PageError } from '../app/PageError.tsx';
import { ThemeSwitch } from '../app/ThemeSwitch.tsx';
import type { Engine } from '../engine/engine.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; game: AnyGameDescriptor; Lab: ComponentType<LabProps> };

/** A game's experiments page at `#/<id>/lab`; its work runs in the engine's analysis worker. */
export function LabPage({ id, engine }: { id: string; engine: Engine }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    Promise.resolve()
      .then(async () => {
        const game = findGame(id);
        if (!game.lab) throw new Error(`${game.info.title} has no Lab`);
        document.title = `${game.info.title} Lab`;
        setLoaded({ kind: 'ready', game, Lab: await game.lab() });
      })
      .catch((e: Error) => setLoaded({ kind: 'failed', error: e.message }));
    return () => engine.cancel('study');
  }, [id, engine]);
  const props = useMemo<LabProps>(
    () => ({
      run: (name, input, progress) => engine.run(id, 'task', { name, input }, progress),
      cancel: () => engine.cancel('study'),
    }),
    [id, engine],
  );
  if (loaded.kind === 'loading') return <main class="page" aria-busy="true" />;
  if (loaded.kind === 'failed') {
    return <PageError message={`The Lab could not be opened: ${loaded.error}`} />;
  }
  return (
    <main class="page lab" data-lab={id}>
      <header class="game-head">
        <a href={`#/${id}`} class="back" aria-label={`Back to ${loaded.game.info.title}`}>
          ←
        </a>
        <h1>{loaded.game.info.title} Lab</h1>
        <ThemeSwitch />
      </header>
      <loaded.Lab {...props} />
    </main>
  );
}
