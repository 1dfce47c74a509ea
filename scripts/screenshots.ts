/**
 * Pictures of the collection for people (the README shows a few):
 * docs/screenshots/<game>-<desktop|phone>-<light|dark>.png for every listed game, and the
 * console as console-<...>.png.
 *
 *   npm run screenshots                      # builds the app, then pictures every page
 *   npm run screenshots -- connect4 go-fish  # only these games (the console is left as it is)
 *
 * The built app (dist/) is served by bin/serve.js and opened in Debian's Chromium through
 * playwright-core. Each game opens at the moment screenshot-scenes.ts names, played in Node and
 * handed to the page by its address (games whose address carries the moves) or by the console's
 * Import saves, so the page computes nothing before the picture. The page's clock is stopped and
 * motion reduced, so the same tree gives the same pictures. Light and dark are the system's
 * colour scheme, emulated; the app follows it.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { excerpt } from '../src/core/excerpt.ts';
import { listed } from '../src/games/registry.ts';
import { describeImport } from '../src/ui/session/import-saves.ts';
import { savesFile } from '../src/ui/session/saves-file.ts';
import { launchBrowser } from '../tests/e2e/launch.ts';
import { DESKTOP, PHONES, waitForGame } from '../tests/e2e/screens.ts';
import { serveApp } from '../tests/e2e/serve-dist.ts';
import { playScene, type SceneGame } from './scene-record.ts';
import { APP_STEPS, SCENES } from './screenshot-scenes.ts';
import { shrinkPng } from './shrink-png.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, 'docs/screenshots');

/**
 * The two devices. Scale 1 keeps the files small; a phone is pictured at twice its CSS size,
 * as phones show pages, or its text would be a blur at the width the README gives it.
 */
const DEVICES: Readonly<Record<string, BrowserContextOptions>> = {
  desktop: { viewport: DESKTOP, deviceScaleFactor: 1 },
  phone: { viewport: PHONES[1], deviceScaleFactor: 2, hasTouch: true, isMobile: true },
};
const SCHEMES = ['light', 'dark'] as const;
/** The page's time, standing still: game clocks show the time the scene saved. */
const CLOCK = new Date('2026-01-01T12:00:00Z');

const log = (text: string) => console.log(text);

/** The games to picture: the ones named on the command line, else every listed one. */
function chosenIds(args: readonly string[]): string[] {
  const ids = listed().map((d) => d.info.id);
  const unknown = args.filter((a) => !ids.includes(a));
  if (unknown.length) {
    console.error(`error: no listed game ${excerpt(unknown[0] ?? '')} (known: ${ids.join(', ')})`);
    process.exit(2);
  }
  return args.length ? [...args] : ids;
}

/** Each game's scene played out in Node; an app, or a game without a scene, opens as it is. */
async function playScenes(ids: readonly string[]): Promise<Map<string, SceneGame>> {
  const played = new Map<string, SceneGame>();
  for (const descriptor of listed()) {
    const id = descriptor.info.id;
    if (!ids.includes(id) || descriptor.kind !== 'game') continue;
    const scene = SCENES[id];
    if (!scene) {
      log(`${id}: no scene in scripts/screenshot-scenes.ts, pictured at its start`);
      continue;
    }
    played.set(id, await playScene(descriptor, scene));
  }
  return played;
}

/** The address of game `id`'s picture, and what must show before it is taken. */
async function openScene(page: Page, baseUrl: string, id: string, scene: SceneGame | undefined) {
  await page.goto(`${baseUrl}/${scene?.hash ?? `#/${id}?seed=1`}`);
  await waitForGame(page, id);
  if (scene) {
    // The scene's position and not a fresh deal: a save that did not restore would show 0.
    const facts = page.locator(`main.game[data-game="${id}"] .status-facts`);
    await facts.filter({ hasText: new RegExp(`^Moves: ${scene.moves} `) }).waitFor();
  }
  await APP_STEPS[id]?.(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Writes the picture of the page as it is, in each colour scheme; returns the bytes written. */
async function shoot(page: Page, name: string, device: string): Promise<number> {
  let bytes = 0;
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    const png = await shrinkPng(await page.screenshot({ animations: 'disabled' }));
    const file = join(OUT, `${name}-${device}-${scheme}.png`);
    writeFileSync(file, png);
    log(`wrote ${relative(ROOT, file)} (${(png.length / 1024).toFixed(1)} KB)`);
    bytes += png.length;
  }
  return bytes;
}

/** Hands the scenes' saves to the page the way a person would: the console's Import saves. */
async function importSaves(page: Page, scenes: ReadonlyMap<string, SceneGame>): Promise<void> {
  const saves = [...scenes.values()].flatMap((s) => (s.save ? [s.save] : []));
  if (!saves.length) return;
  const file = savesFile(saves, [], CLOCK);
  // The saves are folded under the games until opened.
  await page.locator('details.saves-panel > summary').click();
  await page.locator('section.saves input[type="file"]').setInputFiles({
    name: 'screenshots.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await page
    .locator('section.saves .saves-message')
    .filter({
      hasText: describeImport({
        added: saves.length,
        updated: 0,
        unchanged: 0,
        setAside: 0,
        asideAdded: 0,
        asideSkipped: 0,
      }),
    })
    .waitFor();
}

/** The pictures of one device, each page in a tab of its own; returns the bytes written. */
async function pictureDevice(
  browser: Browser,
  baseUrl: string,
  device: string,
  ids: readonly string[],
  scenes: ReadonlyMap<string, SceneGame>,
  withConsole: boolean,
): Promise<number> {
  const context = await browser.newContext({
    ...DEVICES[device],
    reducedMotion: 'reduce',
    // The offline cache would download every built file beside each picture.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(20_000);
  const errors: string[] = [];
  context.on('weberror', (e) => errors.push(e.error().message));
  // The clocks the pages read stand still (Date for the time played, performance.now for
  // Pousse's move clock) while timers run, as Preact's effects need: a picture does not depend on
  // how long its page took to open.
  await context.clock.setFixedTime(CLOCK);
  await context.addInitScript(() => {
    const frozen = performance.now();
    performance.now = () => frozen;
  });
  let bytes = 0;
  const picture = async (name: string, open: (page: Page) => Promise<void>) => {
    const page = await context.newPage();
    await open(page);
    bytes += await shoot(page, name, device);
    if (errors.length) throw new Error(`${name} (${device}): the page threw: ${errors.join('; ')}`);
    return page;
  };
  const consolePage = async (page: Page) => {
    await page.goto(`${baseUrl}/#/`);
    await page.locator('.tile').first().waitFor();
  };
  if (withConsole) await (await picture('console', consolePage)).close();
  const importer = await context.newPage();
  await consolePage(importer);
  await importSaves(importer, scenes);
  await importer.close();
  for (const id of ids) {
    await (await picture(id, (page) => openScene(page, baseUrl, id, scenes.get(id)))).close();
  }
  await context.close();
  return bytes;
}

async function main(): Promise<void> {
  const ids = chosenIds(process.argv.slice(2));
  const everything = ids.length === listed().length;
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('error: dist/ is missing: run npm run build first (npm run screenshots does)');
    process.exit(1);
  }
  const scenes = await playScenes(ids);
  mkdirSync(OUT, { recursive: true });
  // A full run writes the whole folder: pictures of games no longer listed go.
  if (everything) {
    for (const f of readdirSync(OUT)) if (f.endsWith('.png')) rmSync(join(OUT, f));
  }
  const app = await serveApp(DIST);
  const browser = await launchBrowser();
  let bytes = 0;
  try {
    for (const device of Object.keys(DEVICES)) {
      bytes += await pictureDevice(browser, app.baseUrl, device, ids, scenes, everything);
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const files = Object.keys(DEVICES).length * SCHEMES.length * (ids.length + (everything ? 1 : 0));
  log(`${files} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${relative(ROOT, OUT)}/`);
}

await main();
