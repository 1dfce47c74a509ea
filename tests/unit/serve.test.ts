import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type StartServer = (dir: string, port?: number, host?: string) => Promise<Server>;

// bin/serve.js is plain JavaScript without type declarations; import it by URL and type it.
const serveJs = new URL('../../bin/serve.js', import.meta.url).href;
const { startServer } = (await import(serveJs)) as { startServer: StartServer };

const parent = mkdtempSync(join(tmpdir(), 'serve-'));
const dir = join(parent, 'dist');
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
let server: Server;

/** A GET with the path sent as written (no URL normalisation) and the body left compressed. */
function get(path: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', fail);
      });
      req.setTimeout(5000, () => req.destroy(new Error(`no answer for ${path}`)));
      req.on('error', fail);
      req.end();
    },
  );
}

const isolated = (headers: IncomingHttpHeaders) => {
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBe('require-corp');
};

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(parent, 'secret.txt'), 'not to be served');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Games</title>');
  writeFileSync(join(dir, 'assets', 'main-Ab12Cd34.js'), script);
  server = await startServer(dir, 0, '127.0.0.1');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(parent, { recursive: true, force: true });
});

describe('bin/serve.js', () => {
  it('answers a malformed path with 400 and goes on serving', async () => {
    const bad = await get('/%E0%A4%A');
    expect(bad.status).toBe(400);
    isolated(bad.headers);
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Games</title>');
  });

  it('serves index.html to be revalidated on every load', async () => {
    const page = await get('/index.html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    isolated(page.headers);
  });

  it('serves hashed assets gzipped and cached for good', async () => {
    const asset = await get('/assets/main-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.body).toString()).toBe(script);
    isolated(asset.headers);
    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers a missing file with 404, and a path out of the folder with an error', async () => {
    const missing = await get('/assets/nothing.js');
    expect(missing.status).toBe(404);
    isolated(missing.headers);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const outside = await get(path);
      expect(outside.status).toBeGreaterThanOrEqual(400);
      expect(outside.body.toString()).not.toContain('not to be served');
    }
  });
});
