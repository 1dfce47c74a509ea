/**
 * Lighthouse on a phone: the console and three game pages of the built app, against the goal
 * every page must meet (performance at least 95, accessibility 100), and what costs the points.
 *
 *   npm run bench -- app lighthouse                 # builds the app, then 3 runs a page
 *   npm run bench -- app lighthouse --runs 5     # more runs a page (the median run is reported)
 *
 * Writes bench/app/lighthouse.md. The app is served by bin/serve.js on a loopback port and measured
 * by the lighthouse package in Debian's Chromium (chrome-launcher, headless), with Lighthouse's
 * default mobile preset. Not part of npm test or CI: a command people run.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../../tests/e2e/launch.ts';
import { serveApp } from '../../tests/e2e/serve-dist.ts';
import { wholeArg } from '../lib/args.ts';
import { buildApp } from '../lib/build-app.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, 'bench/app/lighthouse.md');
const log = (text: string) => process.stderr.write(`${text}\n`);

/** The pages measured: the console, and a board game, a card game and a puzzle, each at seed 1. */
const PAGES = [
  { name: 'Console', hash: '#/' },
  { name: 'Connect 4', hash: '#/connect4?seed=1' },
  { name: 'Go Fish', hash: '#/go-fish?seed=1' },
  { name: 'Minesweeper', hash: '#/mines?seed=1' },
] as const;

/** What every page must score, out of 100. */
const GOAL = { performance: 95, accessibility: 100 } as const;
const CATEGORIES = ['performance', 'accessibility'] as const;
type Category = (typeof CATEGORIES)[number];

/** The metrics shown beside the scores, by their Lighthouse audit ids. */
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
  ['SI', 'speed-index'],
] as const;

interface Measured {
  readonly name: string;
  readonly url: string;
  /** The run nearest the median first paint and time to interactive (Lighthouse's own choice). */
  readonly median: Result;
  /** Every run's performance score, to show the spread. */
  readonly performances: readonly number[];
}

const score = (lhr: Result, category: Category): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const options = (args: readonly string[]) => {
  const at = args.indexOf('--runs');
  const unknown = args.filter((a, i) => a !== '--runs' && (at < 0 || i !== at + 1));
  if (unknown.length) {
    console.error(
      `error: unknown argument ${unknown[0]} (usage: bench/app/lighthouse.ts [--runs N])`,
    );
    process.exit(2);
  }
  const runs = wholeArg('--runs', at < 0 ? undefined : (args[at + 1] ?? ''), 3);
  if (runs < 1) {
    console.error('error: --runs must be at least 1');
    process.exit(2);
  }
  return { runs };
};

/** One Lighthouse run of `url` in a Chromium of its own, so no run inherits another's cache. */
async function runOnce(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    if (answer.lhr.runtimeError) throw new Error(`${url}: ${answer.lhr.runtimeError.message}`);
    return answer.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses its trace of a load and asks to be run again: it gets two more. */
const ATTEMPTS = 3;

async function runAgainIfAsked(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (e) {
      if (attempt === ATTEMPTS) throw e;
      log(`${(e as Error).message}; trying again`);
    }
  }
}

/** `runs` Lighthouse runs of each page. */
async function measure(baseUrl: string, runs: number): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const page of PAGES) {
    const results: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await runAgainIfAsked(`${baseUrl}/${page.hash}`);
      log(`${page.name} run ${run}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`);
      results.push(lhr);
    }
    measured.push({
      name: page.name,
      url: page.hash,
      median: computeMedianRun(results),
      performances: results.map((r) => score(r, 'performance')),
    });
  }
  return measured;
}

type Audit = Result['audits'][string];
type Item = Readonly<Record<string, unknown>>;

/** What an item of an audit's details names: an element, a file, or a labelled time. */
function itemText(item: Item): string | undefined {
  const node = item.node as Item | undefined;
  if (typeof node?.selector === 'string') return `\`${node.selector}\``;
  if (typeof item.selector === 'string') return `\`${item.selector}\``;
  if (typeof item.url === 'string' && item.url.startsWith('http')) {
    return `\`${new URL(item.url).pathname}\``;
  }
  const label = item.groupLabel ?? item.label;
  if (typeof label === 'string' && typeof item.duration === 'number') {
    return `${label} ${Math.round(item.duration)} ms`;
  }
  // The LCP element's phases; those that took no time say nothing.
  if (typeof item.phase === 'string' && typeof item.percent === 'string') {
    return item.percent === '0%' ? undefined : `${item.phase} ${item.percent}`;
  }
  return undefined;
}

/** The first few things an audit names, so a reader can find them. */
function named(audit: Audit, most = 3): string {
  const details = audit.details as { type?: string; items?: Item[] } | undefined;
  if (!details?.items) return '';
  // A list (the LCP element's) holds tables and nodes: name what each holds.
  const items =
    details.type === 'list'
      ? details.items.flatMap((i) => (i.type === 'table' ? ((i.items as Item[]) ?? []) : [i]))
      : details.items;
  const texts = items.flatMap((i) => itemText(i) ?? []);
  if (!texts.length) return '';
  const more = texts.length > most ? ` and ${texts.length - most} more` : '';
  return `: ${texts.slice(0, most).join(', ')}${more}`;
}

/**
 * The audits of `category` that did not pass on some page and are shown in Lighthouse's report
 * (its hidden group left out), by page, with what each names.
 */
function failures(measured: readonly Measured[], category: Category, weighted: boolean): string[] {
  const found = new Map<string, { title: string; weight: number; where: string[] }>();
  for (const { name, median } of measured) {
    for (const ref of median.categories[category]?.auditRefs ?? []) {
      const audit = median.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.group === 'hidden' || ref.weight > 0 !== weighted) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      const entry = found.get(ref.id) ?? { title: audit.title, weight: ref.weight, where: [] };
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      entry.where.push(`${name}${value}${named(audit)}`);
      found.set(ref.id, entry);
    }
  }
  return [...found.entries()]
    .sort(([, a], [, b]) => b.weight - a.weight || b.where.length - a.where.length)
    .map(([id, f]) => {
      const weight = f.weight ? `, weight ${f.weight}` : '';
      return `- ${f.title} (\`${id}\`${weight}): ${f.where.join('; ')}`;
    });
}

/** Points each weighted metric takes off each page's score: its weight times what it missed. */
function metricLosses(measured: readonly Measured[]): string {
  const refs = (measured[0]?.median.categories.performance?.auditRefs ?? []).filter(
    (r) => r.weight > 0,
  );
  return markdownTable(
    ['metric (weight)', ...measured.map((m) => m.name)],
    refs.map((ref) => [
      `${ref.acronym ?? ref.id} (${ref.weight})`,
      ...measured.map(({ median }) => {
        const audit = median.audits[ref.id];
        const lost = ref.weight * (1 - (audit?.score ?? 0));
        return `${lost < 0.05 ? '0' : `−${lost.toFixed(1)}`} (${audit?.displayValue ?? '–'})`;
      }),
    ]),
  );
}

/** What each page downloads: Lighthouse's resource summary. */
function weights(measured: readonly Measured[]): string {
  const kinds = ['total', 'script', 'stylesheet', 'document'] as const;
  const cell = (lhr: Result, kind: string) => {
    const details = lhr.audits['resource-summary']?.details as { items?: Item[] } | undefined;
    const row = details?.items?.find((i) => i.resourceType === kind);
    const bytes = typeof row?.transferSize === 'number' ? row.transferSize : 0;
    return `${row?.requestCount ?? 0} (${(bytes / 1024).toFixed(1)} KB)`;
  };
  return markdownTable(
    ['page', ...kinds.map((k) => `${k}: requests (transfer)`)],
    measured.map(({ name, median }) => [name, ...kinds.map((k) => cell(median, k))]),
  );
}

const ms = (lhr: Result, id: string): string => {
  const audit = lhr.audits[id];
  if (audit?.numericValue === undefined) return '–';
  return id === 'cumulative-layout-shift'
    ? audit.numericValue.toFixed(3)
    : `${Math.round(audit.numericValue).toLocaleString('en')} ms`;
};

function report(measured: readonly Measured[], runs: number, loadBefore: number): string {
  const first = measured[0]?.median;
  const settings = first?.configSettings;
  const throttling = settings?.throttling;
  const screen = settings?.screenEmulation;
  const benchmarks = measured.map((m) => Math.round(m.median.environment.benchmarkIndex));
  const warnings = [...new Set(measured.flatMap((m) => m.median.runWarnings))];
  const meets = (lhr: Result) =>
    score(lhr, 'performance') >= GOAL.performance &&
    score(lhr, 'accessibility') >= GOAL.accessibility;
  const listed = (lines: string[]) => (lines.length ? lines : ['Nothing: every audit passed.']);
  return [
    '# Lighthouse: the console and three games on a phone',
    '',
    stampLine(`npm run bench -- app lighthouse${runs === 3 ? '' : ` --runs ${runs}`}`),
    `Lighthouse ${first?.lighthouseVersion ?? '?'} with its default mobile preset (${screen?.width ?? '?'}×${screen?.height ?? '?'} at`,
    `${screen?.deviceScaleFactor ?? '?'}×; ${settings?.throttlingMethod ?? '?'}d throttling: ${throttling?.rttMs ?? '?'} ms round trips, ${((throttling?.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, CPU ${throttling?.cpuSlowdownMultiplier ?? '?'}× slower),`,
    `in ${first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless (Debian's /usr/bin/chromium, a fresh profile each run). The`,
    'built app (`vite build`) is served by bin/serve.js on 127.0.0.1. Each page is measured',
    `${runs} time${runs === 1 ? '' : 's'}; the table shows the run nearest the median first paint and time to interactive`,
    "(Lighthouse's `computeMedianRun`) and, under runs, every run's performance score.",
    '',
    `The machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Lighthouse's benchmark index ${benchmarks.join(', ')} (the`,
    `median runs), load average ${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after. Other work shares it: the`,
    "simulated throttling scales what the page's main thread took here, so a busy machine costs",
    'points (the spread under runs).',
    ...(warnings.length ? ['', ...warnings.map((w) => `Lighthouse warned: ${w}`)] : []),
    '',
    `The goal: performance at least ${GOAL.performance} and accessibility ${GOAL.accessibility} on every page.`,
    '',
    markdownTable(
      [
        'page',
        'performance',
        'runs',
        'accessibility',
        ...METRICS.map(([label]) => label),
        'goal met',
      ],
      measured.map(({ name, url, median, performances }) => [
        `${name} (\`${url}\`)`,
        score(median, 'performance'),
        performances.join(', '),
        score(median, 'accessibility'),
        ...METRICS.map(([, id]) => ms(median, id)),
        meets(median) ? 'yes' : 'no',
      ]),
    ),
    '',
    '## What costs points',
    '',
    "From the median runs' audits. The performance score is its five metrics, weighted: each",
    'takes off its weight times what it missed of a full score.',
    '',
    metricLosses(measured),
    '',
    "Lighthouse's diagnostics that did not pass, which say where that time goes:",
    '',
    ...listed(failures(measured, 'performance', false)),
    '',
    'What each page downloads before it settles:',
    '',
    weights(measured),
    '',
    '### Accessibility',
    '',
    ...listed(failures(measured, 'accessibility', true)),
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { runs } = options(process.argv.slice(2));
  buildApp();
  const loadBefore = loadavg()[0] ?? 0;
  const app = await serveApp(DIST);
  let measured: Measured[];
  try {
    measured = await measure(app.baseUrl, runs);
  } finally {
    await app.close();
  }
  writeFileSync(OUT, report(measured, runs, loadBefore));
  log('wrote bench/app/lighthouse.md');
}

await main();
