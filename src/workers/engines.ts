import type { AnyEngine } from '../games/descriptor.ts';

/**
 * The browser workers find a game's engine by its folder, not through the registry, so that
 * their bundles hold engines and rules only: no views, no help, no Preact.
 */
const engines = import.meta.glob<{ default: AnyEngine }>([
  '../games/*/engine.ts',
  '../../tests/games/*/engine.ts',
]);

export async function loadEngine(id: string): Promise<AnyEngine> {
  const load = engines[`../games/${id}/engine.ts`] ?? engines[`../../tests/games/${id}/engine.ts`];
  if (!load) throw new Error(`no engine for "${id}"`);
  return (await load()).default;
}
