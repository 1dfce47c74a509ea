#!/usr/bin/env node
// Serves the built app (dist/): the only server the collection needs. serve-static (through
// `send`) does the file serving: MIME types, ETag and ranges, no escape from dist/, and a 400 for a
// path that does not decode; compression gzips (or brotli-compresses) what the browser accepts.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import serveStatic from 'serve-static';

/** Vite writes every file under assets/ with a content hash in its name: it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Isolation on every response, errors included: the app shares memory with its search workers
 * (SharedArrayBuffer, to cancel a search), which browsers allow only in a cross-origin isolated
 * page. vite.config.ts sends the same headers from the dev and preview servers.
 */
const ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Starts a static server for `dir`; resolves with the server once it listens. */
export function startServer(dir, port = 0, host = '127.0.0.1') {
  const root = resolve(dir);
  const assets = join(root, 'assets') + sep;
  const files = serveStatic(root, {
    index: ['index.html'],
    // Errors (400 malformed path, 404, 405) come to `fail` below rather than a bare default page.
    fallthrough: false,
    setHeaders: (res, path) => {
      // index.html names the hashed files, so it is checked on every load.
      res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
    },
  });
  const compress = compression();

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(ISOLATION)) res.setHeader(name, value);
    const fail = (error) => {
      const status = error?.statusCode ?? error?.status ?? 500;
      if (res.headersSent) return res.destroy();
      res.statusCode = status >= 400 && status < 600 ? status : 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(res.statusCode === 404 ? 'not found\n' : `${error?.message ?? 'error'}\n`);
    };
    try {
      compress(req, res, (error) => (error ? fail(error) : files(req, res, fail)));
    } catch (error) {
      fail(error);
    }
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      done(server);
    });
  });
}

/** The port from PORT, or a message saying what is wrong with it. */
function readPort(text) {
  if (text === undefined) return { port: 5173 };
  const port = Number(text);
  return /^\d{1,5}$/.test(text) && port <= 65535
    ? { port }
    : { error: `PORT="${text}" is not a port number: give a whole number from 0 to 65535.` };
}

/** The host from HOST, or a message: an IP address or a host name such as localhost. */
function readHost(text) {
  if (text === undefined) return { host: '127.0.0.1' };
  const name =
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  return isIP(text) || name.test(text)
    ? { host: text }
    : {
        error: `HOST="${text}" is not an IP address or host name (such as 127.0.0.1 or localhost).`,
      };
}

/** The address a person opens: a wildcard host is reached through localhost. */
function addressUrl({ address, port }) {
  if (address === '0.0.0.0' || address === '::') return `http://localhost:${port}/`;
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}/`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first (npm start does).');
    process.exit(1);
  }
  const port = readPort(process.env.PORT);
  const host = readHost(process.env.HOST);
  for (const problem of [port.error, host.error]) if (problem) console.error(problem);
  if (port.error || host.error) process.exit(2);
  let server;
  try {
    server = await startServer(dist, port.port, host.host);
  } catch (error) {
    console.error(`cannot listen on ${host.host}:${port.port}: ${error.message}`);
    process.exit(1);
  }
  console.log(`Serving ${relative(process.cwd(), dist) || '.'} (Ctrl+C to stop)`);
  console.log(`Games collection: ${addressUrl(server.address())}`);
}
