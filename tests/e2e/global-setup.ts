import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served, without a trailing slash: `http://127.0.0.1:PORT`. */
    baseUrl: string;
  }
}

type StartServer = (dir: string, port?: number, host?: string) => Promise<Server>;

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const serveJs = new URL('../../bin/serve.js', import.meta.url).href;

/** Serves dist/ with the app's own static server for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(
      `${dist}/index.html is missing: run npm run build first (the e2e tests use the built app).`,
    );
  }
  // bin/serve.js is plain JavaScript without type declarations; import it by URL and type it.
  const { startServer } = (await import(serveJs)) as { startServer: StartServer };
  const server = await startServer(dist, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done())));
  };
}
