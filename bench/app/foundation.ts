/**
 * What the foundation change cost or saved at start-up, before (2746fbb, where the console loaded
 * every game's descriptor module with its rules) and after (light descriptors, rules and engines
 * loaded when a game opens):
 *
 * - the JavaScript the console downloads before its first tiles show, gzip bytes;
 * - what each registered game adds to that (its icon and info), since the collection grows to
 *   24 games and that cost must not include any engine;
 * - `games list` start-up time.
 *
 *   npm run bench -- app foundation
 *
 * Writes bench/app/foundation.md. The "before" tree is built in a temporary git worktree, removed
 * at the end. Both builds are served by this tree's bin/serve.js.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { listed, registry } from '../../src/games/registry.ts';
import { launchBrowser } from '../../tests/e2e/launch.ts';
import { serveApp } from '../../tests/e2e/serve-dist.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const BEFORE = '2746fbb';
const LIST_RUNS = 10;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const log = (text: string) => process.stderr.write(`${text}\n`);
const loadBefore = loadavg()[0] ?? 0;

const gzipBytes = (path: string): number => gzipSync(readFileSync(path)).length;

function build(tree: string, outDir: string): void {
  log(`building ${tree} into ${outDir}`);
  // Vite's output is kept for a failure, whose error carries it; a good build says nothing here.
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: tree,
    stdio: 'pipe',
  });
}

interface Script {
  readonly file: string;
  readonly gzip: number;
}

/** Every .js file the page requested by the time the console shows its first tile. */
async function firstPaintScripts(dist: string): Promise<Script[]> {
  const app = await serveApp(dist);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) requested.add(path);
    });
    await page.goto(`${app.baseUrl}/#/`);
    await page.waitForSelector('.tile', { timeout: 30_000 });
    return [...requested].sort().map((path) => ({ file: path, gzip: gzipBytes(join(dist, path)) }));
  } finally {
    await browser.close();
    await app.close();
  }
}

interface Times {
  readonly median: number;
  readonly min: number;
}

/**
 * Median and fastest of LIST_RUNS runs of `node bin/games.js list` in each tree, after one run
 * each to warm the disk and tsx's cache. The trees take turns, so a change in the machine's
 * load falls on both alike.
 */
function listTimes(trees: readonly string[]): Times[] {
  const runs = trees.map(() => [] as number[]);
  for (let i = -1; i < LIST_RUNS; i++) {
    for (const [t, tree] of trees.entries()) {
      const started = performance.now();
      execFileSync('node', ['bin/games.js', 'list'], { cwd: tree, stdio: 'ignore' });
      if (i >= 0) runs[t]?.push(performance.now() - started);
    }
  }
  const middle = LIST_RUNS / 2;
  return runs.map((times) => {
    times.sort((x, y) => x - y);
    return { median: ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2, min: times[0] ?? 0 };
  });
}

interface TreeFigures {
  readonly scripts: Script[];
  readonly list: Times;
}

/** Builds the tree's app into a temporary folder and opens it. */
async function firstPaint(tree: string): Promise<Script[]> {
  const dist = mkdtempSync(join(tmpdir(), 'foundation-dist-'));
  try {
    build(tree, dist);
    const scripts = await firstPaintScripts(dist);
    log(`${tree}: ${scripts.length} scripts before the first tile`);
    return scripts;
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** Both trees' figures: "before" is a worktree of BEFORE sharing node_modules, removed after. */
async function measure(): Promise<{ before: TreeFigures; after: TreeFigures }> {
  const parent = mkdtempSync(join(tmpdir(), 'foundation-before-'));
  const tree = join(parent, 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', tree, BEFORE], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    const scripts = [await firstPaint(tree), await firstPaint(ROOT)];
    log('timing games list');
    const [listBefore, listAfter] = listTimes([tree, ROOT]) as [Times, Times];
    return {
      before: { scripts: scripts[0] as Script[], list: listBefore },
      after: { scripts: scripts[1] as Script[], list: listAfter },
    };
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
    rmSync(parent, { recursive: true, force: true });
  }
}

/**
 * What one registered game puts in the console's first download: its descriptor's icon and
 * static info (functions such as `players` aside, a few lines each), gzipped on its own.
 */
function descriptorBytes(): { id: string; gzip: number }[] {
  return registry.map((d) => ({
    id: d.info.id,
    gzip: gzipSync(d.icon + JSON.stringify({ info: d.info, ais: 'ais' in d ? d.ais : [] })).length,
  }));
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x: number): string => `${x.toFixed(0)} ms`;
const total = (scripts: readonly Script[]) => scripts.reduce((n, s) => n + s.gzip, 0);

/** A chunk's name without Vite's content hash: `/assets/rules-B2x9.js` is `rules`. */
const chunkName = (file: string): string =>
  (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

function report(before: TreeFigures, after: TreeFigures): string {
  const perGame = descriptorBytes();
  const perGameTotal = perGame.reduce((n, g) => n + g.gzip, 0);
  const perGameMean = perGameTotal / perGame.length;
  const chunks = (t: TreeFigures) => t.scripts.map((s) => `${chunkName(s.file)} (${kb(s.gzip)})`);
  return [
    '# Foundation: what the console and `games list` load at start-up',
    '',
    stampLine('npm run bench -- app foundation'),
    `"Before" is ${BEFORE}, the`,
    'commit before the foundation change; "after" is this tree. Each tree is built with',
    '`vite build`, served by bin/serve.js and opened at `#/` in headless Chromium; the JavaScript',
    'counted is every .js file requested until the first console tile shows, at its gzip size',
    `(node:zlib, default level, as the server compresses). \`games list\` is timed over ${LIST_RUNS}`,
    `runs of \`node bin/games.js list\` after one warm-up, on Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'};`,
    `load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after (other work shares the machine, so the`,
    'times are rough; the bytes are exact).',
    '',
    markdownTable(
      ['tree', 'JS files', 'JS gzip', '`games list` median', '`games list` min'],
      (
        [
          ['before', before],
          ['after', after],
        ] as const
      ).map(([name, f]) => [
        name,
        f.scripts.length,
        kb(total(f.scripts)),
        ms(f.list.median),
        ms(f.list.min),
      ]),
    ),
    '',
    '## Which chunks load before the first tile',
    '',
    `- before: ${chunks(before).join(', ')}`,
    `- after: ${chunks(after).join(', ')}`,
    '',
    '## What each registered game adds',
    '',
    'After the change the console draws from the light descriptors alone: the chunks above hold',
    "no game's rules, view or engine, which load only when a game opens (its view and rules) or",
    'in the engine worker (its AIs). What one more game adds to the first download is its',
    'descriptor: its icon (SVG drawn in code) and its info (id, title, set, parameters, AI names):',
    '',
    markdownTable(
      ['game', 'icon + info, gzip'],
      perGame.map((g) => [g.id, `${g.gzip} B`]),
    ),
    '',
    `${perGame.length} registered (${listed().length} listed): ${kb(perGameTotal)} in all, ${perGameMean.toFixed(0)} B a game on`,
    `average, so 24 games would put about ${kb(24 * perGameMean)} of descriptors in the first download,`,
    'whatever the size of their engines.',
    '',
  ].join('\n');
}

const { before, after } = await measure();
writeFileSync(join(ROOT, 'bench/app/foundation.md'), report(before, after));
log('wrote bench/app/foundation.md');
