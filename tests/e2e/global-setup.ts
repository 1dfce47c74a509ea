import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveApp } from './serve-dist.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, without a trailing slash: `http://127.0.0.1:PORT`. */
    baseUrl: string;
  }
}

const dist = fileURLToPath(new URL('../../dist', import.meta.url));

/** Serves dist/ with the app's own static server for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(
      `${dist}/index.html is missing: run npm run build first (the e2e tests use the built app).`,
    );
  }
  const app = await serveApp(dist);
  project.provide('baseUrl', app.baseUrl);
  return app.close;
}
