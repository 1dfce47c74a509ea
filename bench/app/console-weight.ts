/**
 * How much JavaScript the console (`#/`) loads: every script, decoded, from the page's resource
 * timing in headless Chromium, against the cap the browser test asserts (CONSOLE_JS_CAP).
 *
 *   npm run bench -- app console-weight
 *
 * Builds the app first (the script's npm entry does), serves dist/ with bin/serve.js and writes
 * bench/app/console-weight.md, stamped with the command, the commit and the date.
 */
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { listed } from '../../src/games/registry.ts';
import { CONSOLE_JS_CAP, consoleScripts, totalBytes } from '../../tests/e2e/console-weight.ts';
import { launchBrowser } from '../../tests/e2e/launch.ts';
import { buildApp } from '../lib/build-app.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

type StartServer = (dir: string, port?: number, host?: string) => Promise<Server>;
// bin/serve.js is plain JavaScript without type declarations; import it by URL and type it.
const { startServer } = (await import(new URL('../../bin/serve.js', import.meta.url).href)) as {
  startServer: StartServer;
};

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const out = new URL('./console-weight.md', import.meta.url);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildApp();
const server = await startServer(dist, 0, '127.0.0.1');
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const { port } = server.address() as AddressInfo;
  const scripts = await consoleScripts(page, `http://127.0.0.1:${port}`);
  const total = totalBytes(scripts);
  const report = [
    '# Console weight',
    '',
    stampLine('npm run bench -- app console-weight'),
    'The built app is served by bin/serve.js and `#/` opened in a fresh headless Chromium; every',
    'script the page loads until its cards are drawn and the network is quiet is counted at its',
    "decoded size (the resource timing's decodedBodySize). tests/e2e/console-weight.e2e.ts asserts",
    `the cap of ${kb(CONSOLE_JS_CAP)}.`,
    '',
    markdownTable(
      ['scripts', 'decoded JS', 'cap', 'listed games'],
      [[scripts.length, kb(total), kb(CONSOLE_JS_CAP), listed().length]],
    ),
    '',
    '## The ten largest',
    '',
    markdownTable(
      ['script', 'decoded'],
      scripts.slice(0, 10).map((s) => [`\`${s.path.split('/').pop()}\``, kb(s.decoded)]),
    ),
    '',
  ].join('\n');
  writeFileSync(out, report);
  process.stderr.write(
    `console: ${kb(total)} in ${scripts.length} scripts; wrote bench/app/console-weight.md\n`,
  );
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
