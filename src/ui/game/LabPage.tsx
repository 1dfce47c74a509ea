import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyDescriptor, LabProps } from '../../games/descriptor.ts';
import { loadGame } from '../../games/registry.ts';
import { PageError } from '../app/PageError.tsx';
import type { Engine } from '../engine/engine.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; game: AnyDescriptor; Lab: ComponentType<LabProps> };

/** A game's experiments page at `#/<id>/lab`; its work runs in the engine's analysis worker. */
export function LabPage({ id, engine }: { id: string; engine: Engine }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    loadGame(id)
      .then(async (game) => {
        if (!game.lab) throw new Error(`${game.rules.title} has no Lab`);
        document.title = `${game.rules.title} Lab`;
        setLoaded({ kind: 'ready', game, Lab: await game.lab() });
      })
      .catch((e: Error) => setLoaded({ kind: 'failed', error: e.message }));
    return () => engine.cancelAnalysis();
  }, [id, engine]);
  const props = useMemo<LabProps>(
    () => ({
      run: (task, input, progress) => engine.runTask(id, task, input, progress),
      cancel: () => engine.cancelAnalysis(),
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
        <a href={`#/${id}`} class="back" aria-label={`Back to ${loaded.game.rules.title}`}>
          ←
        </a>
        <h1>{loaded.game.rules.title} Lab</h1>
      </header>
      <loaded.Lab {...props} />
    </main>
  );
}
