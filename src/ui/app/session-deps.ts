import type { SessionDeps } from '../session/session.ts';

let deps: Promise<SessionDeps> | undefined;

/**
 * The engine and the stores, made once, when the first page that needs them opens (a game, an
 * app, a Lab, the console's saves): their modules bring zod and Comlink, which the console's
 * first paint does without.
 */
export function sessionDeps(): Promise<SessionDeps> {
  deps ??= import('./deps.ts').then((m) => m.browserDeps());
  return deps;
}
