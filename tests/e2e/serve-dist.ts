import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type StartServer = (dir: string, port?: number, host?: string) => Promise<Server>;

// bin/serve.js is plain JavaScript without type declarations; import it by URL and type it.
const { startServer } = (await import(new URL('../../bin/serve.js', import.meta.url).href)) as {
  startServer: StartServer;
};

/** A built app served by the app's own server (bin/serve.js) on a free loopback port. */
export interface ServedApp {
  /** Without a trailing slash: `http://127.0.0.1:PORT`. */
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Serves `dir` (a `vite build` output) until `close`; used by the e2e tests and the benches. */
export async function serveApp(dir: string): Promise<ServedApp> {
  const server = await startServer(dir, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done())));
    },
  };
}
