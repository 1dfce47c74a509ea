import { excerpt } from '../../core/excerpt.ts';
/**
 * The routes of the app, read from `location.hash`. A game's route carries what the address
 * had that could not be read (a parameter given twice), named in notices for the status line.
 */
export type Route =
  | { kind: 'console' }
  | { kind: 'game'; id: string; query: Record<string, string>; notices: string[] }
  | { kind: 'lab'; id: string }
  | { kind: 'unknown'; hash: string; reason: string };

const ID = /^[a-z][a-z0-9-]*$/;

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '');
  if (path === '' || path === '/') return { kind: 'console' };
  const m = /^\/([^?/]*)(\/lab)?(?:\?(.*))?$/.exec(path);
  const id = m?.[1];
  if (!m || !id || !ID.test(id))
    return { kind: 'unknown', hash, reason: `no page ${excerpt(path)}` };
  if (m[2]) return { kind: 'lab', id };
  // A Map, not an object: `?constructor=1` is a parameter like any other, not one given twice.
  const query = new Map<string, string>();
  // A parameter given twice is dropped: which value was meant cannot be told.
  const twice = new Set<string>();
  for (const [name, value] of new URLSearchParams(m[3] ?? '')) {
    if (query.has(name) || twice.has(name)) {
      query.delete(name);
      twice.add(name);
    } else {
      query.set(name, value);
    }
  }
  const notices = [...twice].map(
    (name) => `URL: ${excerpt(name)} is given twice; neither is used.`,
  );
  return { kind: 'game', id, query: Object.fromEntries(query), notices };
}

/** `lights-out?size=5&board=random&seed=42`: the game's place in the URL and its save key. */
export function gameQuery(id: string, params: Readonly<Record<string, string>>, seed: number) {
  const search = new URLSearchParams({ ...params, seed: String(seed) });
  return `${id}?${search}`;
}

/** The game's address; `moves` is added for games whose URL carries the moves played. */
export function gameHash(
  id: string,
  params: Readonly<Record<string, string>>,
  seed: number,
  moves?: string,
): string {
  const query = gameQuery(id, params, seed);
  return moves ? `#/${query}&${new URLSearchParams({ moves })}` : `#/${query}`;
}
