import { expose } from 'comlink';
import type { AnyEngine } from '../games/descriptor.ts';
import { createEngineApi } from './engine-api.ts';

/**
 * The browser's engine worker. It finds a game's engine by its folder, not through the
 * registry, so that this bundle holds engines and rules only: no views, no help, no Preact.
 */
const engines = import.meta.glob<{ default: AnyEngine }>([
  '../games/*/engine.ts',
  '../../tests/games/*/engine.ts',
]);

async function loadEngine(id: string): Promise<AnyEngine> {
  const load = engines[`../games/${id}/engine.ts`] ?? engines[`../../tests/games/${id}/engine.ts`];
  if (!load) throw new Error(`no engine for "${id}"`);
  return (await load()).default;
}

expose(createEngineApi(loadEngine));
