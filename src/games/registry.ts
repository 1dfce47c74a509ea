import type { AnyDescriptor } from './descriptor.ts';

/**
 * The one list of games. The console, the CLI, the engine worker and the conformance suite all
 * read it; adding a game is adding its folder and one line here.
 */
export interface RegistryEntry {
  readonly id: string;
  load(): Promise<AnyDescriptor>;
}

const game = (id: string, load: () => Promise<{ default: AnyDescriptor }>): RegistryEntry => ({
  id,
  load: () => load().then((m) => m.default),
});

export const registry: readonly RegistryEntry[] = [
  game('lights-out', () => import('./lights-out/index.ts')),
  game('connect4', () => import('./connect4/index.ts')),
  game('mini-card', () => import('./mini-card/index.ts')),
  game('onitama', () => import('./onitama/index.ts')),
];

export type LoadedGame =
  | { id: string; descriptor: AnyDescriptor; error?: undefined }
  | { id: string; descriptor?: undefined; error: string };

/**
 * Loads every game, keeping going when one fails: a game that throws while loading becomes an
 * error entry so the console can show it, and the other games still work.
 */
export async function loadGames(
  entries: readonly RegistryEntry[] = registry,
): Promise<LoadedGame[]> {
  const settled = await Promise.allSettled(entries.map((e) => e.load()));
  return settled.map((s, i) => {
    const id = (entries[i] as RegistryEntry).id;
    if (s.status === 'rejected') return { id, error: String(s.reason?.message ?? s.reason) };
    if (s.value.rules.id !== id) {
      return { id, error: `registered as "${id}" but its rules say "${s.value.rules.id}"` };
    }
    return { id, descriptor: s.value };
  });
}

export async function loadGame(
  id: string,
  entries: readonly RegistryEntry[] = registry,
): Promise<AnyDescriptor> {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no game "${id}" (known: ${entries.map((e) => e.id).join(', ')})`);
  return entry.load();
}
