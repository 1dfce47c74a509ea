import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type BrowserTest, useBrowser } from './browser.ts';
import {
  cell,
  eventually,
  litCells,
  moves,
  notice,
  statusLine,
  waitForBoard,
  waitSaved,
} from './lights-out.ts';

const saves = (page: Page) => page.locator('section.saves');

/** Unfolds the console's saves, which load when first opened, and waits for them. */
async function openSaves(page: Page): Promise<void> {
  await page.locator('details.saves-panel summary').click();
  await page.locator('section.saves').waitFor();
}
const savesMessage = (page: Page) => page.locator('section.saves .saves-message');

/**
 * Plays one game in two tabs of the test's browser: a1 in the first, then e5 in the second,
 * whose save keeps the first tab's line aside. The lines are the lit cells after each press.
 */
async function playApart(b: BrowserTest, url: string) {
  const first = b.page;
  await b.goto(url);
  await waitForBoard(first);
  const second = await b.context.newPage();
  await second.goto(`${b.baseUrl}/${url}`);
  await waitForBoard(second);
  await waitSaved(first, 0);
  await waitSaved(second, 0);

  await cell(first, 'a1').click();
  await waitSaved(first, 1);
  const firstLine = await litCells(first);
  await cell(second, 'e5').click();
  await waitSaved(second, 1);
  await eventually(() => notice(second).textContent()).toContain('it was kept aside');
  const secondLine = await litCells(second);
  return { first, second, firstLine, secondLine };
}

/** Exports all saves from the console `page` is on; the file's name and text. */
async function exportAll(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    saves(page).getByRole('button', { name: 'Export all saves' }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/** Runs `use` on the console of a browser context with nothing saved, closed afterwards. */
async function elsewhere(b: BrowserTest, use: (fresh: Page) => Promise<void>): Promise<void> {
  const context = await b.page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  try {
    const fresh = await context.newPage();
    await fresh.goto(`${b.baseUrl}/#/`);
    await openSaves(fresh);
    await saves(fresh).getByText('No saved games yet.').waitFor();
    await use(fresh);
  } finally {
    await context.close();
  }
}

/**
 * Writes `data` as the save of `key` (and the game's last) in the page's IndexedDB, as a tab of
 * another version, or a hostile file, could have left it; the console must have opened the store.
 */
async function plantSave(page: Page, gameId: string, key: string, data: unknown) {
  await page.evaluate(
    ({ gameId, key, data }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('games-collection');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['saves', 'last'], 'readwrite');
          tx.objectStore('saves').put({ revision: 1, data }, key);
          tx.objectStore('last').put(key, gameId);
          tx.oncomplete = () => done();
          tx.onerror = () => fail(tx.error);
        };
      }),
    { gameId, key, data },
  );
}

/** A Lights Out save of the given format and moves. */
const lightsOutSave = (format: number, moves: string[]) => ({
  format,
  game: 'lights-out',
  params: { size: '5', board: 'random' },
  seed: 77,
  rng: 'xoroshiro128plus/lowbias32',
  moves,
  index: moves.length,
});

describe('saves', () => {
  const b = useBrowser();

  it('never drops the line of one tab when another tab plays the same game', async () => {
    const url = '#/lights-out?seed=77';
    const { first, firstLine, secondLine } = await playApart(b, url);

    // The save holds the line played last; the first tab's is listed among the lines set aside.
    await first.reload();
    await waitForBoard(first);
    expect(await litCells(first)).toEqual(secondLine);
    await first.goto(`${b.baseUrl}/#/`);
    await openSaves(first);
    await saves(first).locator('details.kept-aside summary', { hasText: 'Set aside (1)' }).click();
    expect(await saves(first).locator('details.kept-aside li').textContent()).toContain(
      'another tab',
    );

    // Restoring the first tab's line makes it the save, and sets the second tab's line aside.
    await saves(first).locator('details.kept-aside li button', { hasText: 'Restore' }).click();
    await eventually(() => savesMessage(first).textContent()).toContain(
      'the line saved there is set aside',
    );
    await eventually(() => saves(first).locator('details.kept-aside li').textContent()).toContain(
      'restored',
    );
    await first.goto(`${b.baseUrl}/${url}`);
    await waitForBoard(first);
    expect(await litCells(first)).toEqual(firstLine);
    b.expectNoPageErrors();
  });

  it('keeps both lines of Connect 4 played in two tabs, whose addresses carry the moves', async () => {
    const { page: first, context } = b;
    const board = (page: Page) => page.locator('svg.connect4-board');
    const drop = (page: Page, column: number) =>
      page.locator(`svg.connect4-board rect[data-column="${column}"]`).click();
    await b.goto('#/connect4?seed=12');
    await board(first).waitFor();
    const second = await context.newPage();
    await second.goto(`${b.baseUrl}/#/connect4?seed=12`);
    await board(second).waitFor();
    await waitSaved(first, 0);
    await waitSaved(second, 0);

    await drop(first, 4);
    await waitSaved(first, 1);
    await drop(second, 5);
    await waitSaved(second, 1);
    await eventually(() => notice(second).textContent()).toContain('it was kept aside');

    // The first tab's address still holds its line: reloading it keeps the second's aside.
    await first.reload();
    await board(first).waitFor();
    await waitSaved(first, 1);
    expect(await first.locator('[data-disc="4,1"]').getAttribute('data-player')).toBe('red');
    await eventually(() => notice(first).textContent()).toContain('it was kept aside');
    await first.goto(`${b.baseUrl}/#/`);
    await openSaves(first);
    await saves(first).locator('summary', { hasText: 'Set aside (2)' }).waitFor();
    b.expectNoPageErrors();
  });

  it('opens the games without saving, and says so, when a newer version holds the saves', async () => {
    const { page } = b;
    // A page of the same origin that is not the app, to upgrade its database first.
    await page.goto(`${b.baseUrl}/no-such-page`);
    await page.evaluate(
      () =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open('games-collection', 99);
          open.onsuccess = () => {
            open.result.close();
            done();
          };
          open.onerror = () => fail(open.error);
        }),
    );
    await b.goto('#/lights-out?seed=5');
    await waitForBoard(page);
    await eventually(() => statusLine(page).textContent()).toContain('Not saved');
    expect(await notice(page).textContent()).toContain('newer version of the games');
    await cell(page, 'c3').click();
    await eventually(() => moves(page)).toBe(1);

    await page.getByRole('link', { name: 'Back to the games' }).click();
    await openSaves(page);
    await expect
      .poll(() => saves(page).textContent())
      .toContain('Saves are unavailable: this browser holds saves from a newer version');
    b.expectNoPageErrors();
  });

  it('says a save comes from a newer version of the collection, and keeps it aside', async () => {
    const { page } = b;
    await b.goto('#/');
    await page.locator('main.console').waitFor();
    await plantSave(page, 'lights-out', 'lights-out?size=5&board=random&seed=77', {
      ...lightsOutSave(3, ['a1']),
      somethingNew: true,
    });
    await b.goto('#/lights-out');
    await waitForBoard(page);
    await eventually(() => notice(page).textContent()).toContain(
      'comes from a newer version of the collection (save format 3',
    );
    expect(await notice(page).textContent()).not.toContain('malformed');
    b.expectNoPageErrors();
  });

  it('refuses a save of 200,000 moves at once, keeps it aside, and the page stays answering', async () => {
    const { page } = b;
    await b.goto('#/');
    await page.locator('main.console').waitFor();
    const presses = Array.from({ length: 200_000 }, (_, i) => (i % 2 ? 'a1' : 'b2'));
    await plantSave(page, 'lights-out', 'lights-out?size=5&board=random&seed=77', {
      ...lightsOutSave(2, presses),
    });
    await b.goto('#/lights-out');
    await waitForBoard(page);
    await eventually(() => notice(page).textContent()).toContain(
      'has 200000 moves, more than the 50000 a save may hold',
    );
    // The game opened is playable at once.
    await cell(page, 'c3').click();
    await eventually(() => moves(page)).toBe(1);
    b.expectNoPageErrors();
  });

  it('imports a line set aside once, however often the file lists it, and says what it did', async () => {
    const { page } = b;
    const { second } = await playApart(b, '#/lights-out?seed=41');
    await second.close();

    await page.goto(`${b.baseUrl}/#/`);
    await openSaves(page);
    await saves(page).locator('summary', { hasText: 'Set aside (1)' }).waitFor();
    const file = JSON.parse((await exportAll(page)).text);
    expect(file.aside).toHaveLength(1);
    // The file lists its line set aside three times, and holds no save.
    const doubled = { ...file, saves: [], aside: [file.aside[0], file.aside[0], file.aside[0]] };

    await elsewhere(b, async (fresh) => {
      await saves(fresh)
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'doubled.json',
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(doubled)),
        });
      await eventually(() => savesMessage(fresh).textContent()).toBe(
        'Imported 0 saves; 1 line set aside brought in, 2 skipped as duplicates.',
      );
      await saves(fresh).locator('summary', { hasText: 'Set aside (1)' }).waitFor();
    });
    b.expectNoPageErrors();
  });

  it('exports the saves to a file that resumes the game in a browser without them', async () => {
    const { page } = b;
    await b.goto('#/lights-out?seed=31');
    await waitForBoard(page);
    for (const name of ['b2', 'c3']) await cell(page, name).click();
    await waitSaved(page, 2);
    const lights = await litCells(page);

    await page.getByRole('link', { name: 'Back to the games' }).click();
    await openSaves(page);
    await saves(page).locator('li[data-key^="lights-out?"]').waitFor();
    const { name, text: file } = await exportAll(page);
    expect(name).toMatch(/^games-saves-\d{4}-\d{2}-\d{2}\.json$/);

    await elsewhere(b, async (fresh) => {
      const input = saves(fresh).locator('input[type="file"]');
      await input.setInputFiles({
        name: 'saves.json',
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      });
      await eventually(() => savesMessage(fresh).textContent()).toBe('Imported 1 save: 1 added.');
      await fresh.locator('a.tile-open[href="#/lights-out"]').click();
      await waitForBoard(fresh);
      expect(await litCells(fresh)).toEqual(lights);
      expect(await moves(fresh)).toBe(2);

      // A file that is not a saves file is named with what is wrong, and nothing changes.
      await fresh.goto(`${b.baseUrl}/#/`);
      await openSaves(fresh);
      await saves(fresh).locator('li[data-key^="lights-out?"]').waitFor();
      const broken = JSON.parse(file);
      broken.saves[0].record.moves = 'b2 c3';
      await input.setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(broken)),
      });
      await eventually(() => savesMessage(fresh).textContent()).toBe(
        'broken.json cannot be imported: saves.0: record.moves: Invalid input: expected array, received string.',
      );
      await input.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('my moves: b2 c3'),
      });
      await eventually(() => savesMessage(fresh).textContent()).toMatch(
        /^notes\.txt cannot be imported: it is not JSON \(/,
      );
    });
    b.expectNoPageErrors();
  });
});
