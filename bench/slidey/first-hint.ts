/**
 * Slidey's first 4×4 hint on a fresh browser profile: the built app (dist/, served by
 * bin/serve.js) in headless Chromium, a new context (empty IndexedDB, no service worker yet) for
 * each seed; the page opens `#/slidey?width=4&height=4&seed=N`, the Hint button is pressed once
 * the board shows, and the clock runs until the hint's sentence is on the page. Two figures:
 *  - wall: the page's own clock, from the click to the sentence in the DOM;
 *  - CPU: every Chromium process's CPU time over the same span (page, engine worker, service
 *    worker, network), from the browser's SystemInfo.getProcessInfo.
 * The hint's own search is printed too (its solution length): the tables are what the first hint
 * waits for, the search is the same every time.
 *
 *   npx tsx bench/slidey/first-hint.ts [seeds, default 3] [--label before|after] [--out file]
 *
 * Writes (or adds its rows to) bench/slidey/first-hint.md, stamped with the command, the commit,
 * the date and the load average.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/launch.ts';
import { serveApp } from '../../tests/e2e/serve-dist.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stamp } from '../lib/stamp.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const label = flag('--label') ?? 'now';
const out = flag('--out') ?? fileURLToPath(new URL('./first-hint.md', import.meta.url));
const seeds = wholeArg('seeds', args[0], 3);

interface Sample {
  readonly seed: number;
  readonly wall: number;
  readonly cpu: number;
  readonly note: string;
}

/** The CPU seconds of every process of the browser so far. */
async function browserCpu(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { cpuTime: number }[];
  };
  await cdp.detach();
  return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
}

/** Clicks Hint in the page and resolves with the milliseconds until the hint's sentence shows. */
function timeHint(page: Page): Promise<number> {
  // A string, not a function: tsx would name the function's inner closures with a helper the
  // page does not have.
  return page.evaluate(`new Promise((done) => {
    const button = [...document.querySelectorAll('nav.toolbar button')].find(
      (b) => b.textContent.trim() === 'Hint',
    );
    const shown = () => document.querySelector('[data-hint-note="hint"]') !== null;
    const watch = new MutationObserver(() => {
      if (!shown()) return;
      watch.disconnect();
      done(performance.now() - start);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const start = performance.now();
    button.click();
  })`);
}

async function firstHint(browser: Browser, baseUrl: string, seed: number): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/slidey?width=4&height=4&seed=${seed}`);
    await page.locator('svg.slidey-board').waitFor();
    const cpu0 = await browserCpu(browser);
    const wall = await timeHint(page);
    const cpu = (await browserCpu(browser)) - cpu0;
    const note = (await page.locator('[data-hint-note="hint"]').textContent()) ?? '';
    return { seed, wall, cpu, note };
  } finally {
    await context.close();
  }
}

const served = await serveApp(fileURLToPath(new URL('../../dist', import.meta.url)));
const browser = await launchBrowser();
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
try {
  const samples: Sample[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const sample = await firstHint(browser, served.baseUrl, seed);
    process.stderr.write(
      `seed ${seed}: ${(sample.wall / 1000).toFixed(2)} s wall, ${sample.cpu.toFixed(2)} s CPU: ${sample.note}\n`,
    );
    samples.push(sample);
  }
  const { commit, date } = stamp();
  const left = (note: string) => /(\d+) moves? left/.exec(note)?.[1] ?? '?';
  const rows = samples.map((s) => [
    label,
    s.seed,
    (s.wall / 1000).toFixed(2),
    s.cpu.toFixed(2),
    left(s.note),
  ]);
  const command = `npm run bench -- slidey first-hint ${seeds} --label ${label}`;
  const section = [
    `### ${label}`,
    '',
    `\`${command}\` at ${commit} on ${date}; load average at the start ${load} (2 cores, shared).`,
    '',
    markdownTable(['build', 'seed', 'wall s', 'browser CPU s', 'solution length'], rows),
    '',
  ].join('\n');
  const head = [
    "# Slidey's first 4×4 hint on a fresh browser profile",
    '',
    'The built app served by bin/serve.js, headless Chromium (desktop, 1280×800), a new browser',
    'context for each seed (empty IndexedDB and no service worker: a first visit). The page opens',
    '`#/slidey?width=4&height=4&seed=N`; once the board shows, Hint is pressed; **wall** runs on',
    "the page's clock from the click to the hint's sentence on the page, **browser CPU** is every",
    "Chromium process's CPU time over the same span (page, engine worker, service worker,",
    'network). The solution length is the hint\'s ("N moves left in a shortest solution").',
    '',
  ].join('\n');
  const before = existsSync(out) ? readFileSync(out, 'utf8') : head;
  // A label's section is replaced when run again; others are kept.
  const kept = before.replace(new RegExp(`### ${label}\\n[\\s\\S]*?(?=\\n### |$)`), '').trimEnd();
  writeFileSync(out, `${kept}\n\n${section}`);
  process.stderr.write(`wrote ${out}\n`);
} finally {
  await browser.close();
  await served.close();
}
