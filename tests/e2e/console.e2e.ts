import { existsSync, readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAME_SETS } from '../../src/core/game.ts';
import { findDescriptor, listed } from '../../src/games/registry.ts';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';
import {
  allCells,
  cell,
  eventually,
  hash,
  litCells,
  moves,
  result,
  waitForBoard,
  waitSaved,
} from './lights-out.ts';

const descriptorOf = (id: string) => findDescriptor(id);

/** Marks the save under `key` finished, as the session will (see continue-keys.ts). */
async function markFinished(page: Page, key: string): Promise<void> {
  await page.evaluate(
    (key) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('games-collection');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const saves = db.transaction('saves', 'readwrite').objectStore('saves');
          const get = saves.get(key);
          get.onsuccess = () => {
            const saved = get.result as { revision: number; data: Record<string, unknown> };
            saves.put({ ...saved, data: { ...saved.data, finished: true } }, key).onsuccess =
              () => {
                db.close();
                done();
              };
          };
        };
      }),
    key,
  );
}

/** The folders of src/games that hold a descriptor (index.ts), sorted. */
function gameFolders(): string[] {
  const games = new URL('../../src/games/', import.meta.url);
  return readdirSync(games)
    .filter((name) => existsSync(new URL(`${name}/index.ts`, games)))
    .sort();
}

describe('console', () => {
  const b = useBrowser();

  it('shows every registered game as a tile in its set', async () => {
    // The registry's listed games are the game folders (one with a descriptor), so the checks
    // below cannot pass on an empty list, and a new game needs no entry here.
    const games = listed();
    expect(games.map((d) => d.info.id).sort()).toEqual(gameFolders());
    const { page } = b;
    await b.goto('#/');
    const main = page.locator('main.page.console');
    await main.locator('h1', { hasText: 'Games' }).waitFor();
    expect(await page.title()).toBe('Games');

    for (const set of GAME_SETS) {
      expect(await page.locator(`section.set[aria-label="${set}"]`).count()).toBe(1);
    }
    for (const { info } of games) {
      const tile = page
        .locator(`section.set[aria-label="${info.set}"] li.tile`)
        .filter({ has: page.locator(`a.tile-open[href="#/${info.id}"]`) });
      expect(await tile.count(), `tile for ${info.id}`).toBe(1);
      const open = tile.locator('a.tile-open');
      // Named by its title alone: the picture beside it is hidden from assistive technology.
      expect(await tile.getByRole('link', { name: info.title, exact: true }).count()).toBe(1);
      expect(await open.locator('.tile-title').textContent()).toBe(info.title);
      expect(await open.locator('.tile-picture .game-icon[aria-hidden="true"] > svg').count()).toBe(
        1,
      );
      // One line saying what the game is, read with the link's name.
      const tagline = tile.locator('.tile-tagline');
      expect(await tagline.textContent()).toBe(descriptorOf(info.id).tagline);
      expect(await open.getAttribute('aria-describedby')).toBe(await tagline.getAttribute('id'));
      // Nothing has been played in this fresh browser: nothing to continue.
      await page.locator('main.console[data-saves="read"]').waitFor();
      expect(await tile.locator('a.tile-continue').count()).toBe(0);
      const help = tile.locator('button.tile-help');
      expect(await help.getAttribute('aria-label')).toBe(`${info.title} help`);
    }
    const tiles = await page.locator('section.set li.tile').count();
    expect(tiles).toBe(games.length);
    b.expectNoPageErrors();
  });

  it('opens Lights Out with the mouse from its tile', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open[href="#/lights-out"]')
      .click();
    await waitForBoard(page);
    expect(await page.locator('main.game h1').textContent()).toBe('Lights Out');
    expect(await page.title()).toBe('Lights Out');
    // The address is rewritten to the canonical one that names the board dealt.
    await expect.poll(() => hash(page)).toMatch(/^#\/lights-out\?size=5&board=random&seed=\d+$/);
    expect(await allCells(page)).toHaveLength(25);
    // A random board is never dealt already solved.
    expect((await litCells(page)).length).toBeGreaterThan(0);
    expect(await moves(page)).toBe(0);
    expect(await result(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('offers Continue for a game in play, opening that very game, and none once it is finished', async () => {
    const { page } = b;
    await b.goto('#/lights-out?seed=8');
    await waitForBoard(page);
    await cell(page, 'c3').click();
    await waitSaved(page, 1);
    const key = (await hash(page)).slice(2);
    const lights = await litCells(page);

    await page.getByRole('link', { name: 'Back to the games' }).click();
    const resume = page.locator('li.tile[data-game="lights-out"] a.tile-continue');
    await resume.waitFor();
    expect(await resume.getAttribute('aria-label')).toBe('Continue Lights Out');
    expect(await resume.getAttribute('href')).toBe(`#/${key}`);
    // Only the game played has one.
    expect(await page.locator('a.tile-continue').count()).toBe(1);
    await resume.click();
    await waitForBoard(page);
    expect(await litCells(page)).toEqual(lights);
    expect(await moves(page)).toBe(1);

    await markFinished(page, key);
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await page.locator('main.console[data-saves="read"]').waitFor();
    expect(await page.locator('a.tile-continue').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('shows a game help from the console and closes it with the button or Escape', async () => {
    const { page } = b;
    await b.goto('#/');
    const helpButton = page.getByRole('button', { name: 'Lights Out help', exact: true });
    const dialog = page.locator('dialog[aria-label="Lights Out help"]');

    await helpButton.click();
    await dialog.locator('.help h1').waitFor();
    expect(await dialog.locator('.help h1').textContent()).toBe('Lights Out');
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(
      true,
    );
    await closeDialog(dialog, () => dialog.locator('button[aria-label="Close"]').click());

    await helpButton.click();
    await dialog.locator('.help h1').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    // The console is still there underneath.
    expect(await page.locator('main.console h1').textContent()).toBe('Games');
    b.expectNoPageErrors();
  });
});

describe('the e2e harness', () => {
  const b = useBrowser();

  it('sees errors the page throws, so the no-error checks are not vacuous', async () => {
    const { page } = b;
    await b.goto('#/');
    await page.locator('main.console h1').waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown on purpose by the harness self-check');
      });
    });
    await eventually(() => b.errors.map((e) => e.message)).toEqual([
      'thrown on purpose by the harness self-check',
    ]);
  });
});
