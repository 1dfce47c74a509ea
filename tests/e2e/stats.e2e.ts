import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { cell, eventually, moves, result, tool, waitForBoard } from './lights-out.ts';

const BOARD_2_URL = '#/lights-out?size=5&board=2&seed=1';
const BOARD_2_SOLUTION = ['a1', 'c1', 'e1', 'a5', 'c5', 'e5'];

/** The statistics panel's rows as "term value" pairs, opening it first. */
async function statsRows(page: Page): Promise<Record<string, string>> {
  const panel = page.locator('details.stats-panel');
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await panel.locator('summary').click();
  }
  return panel
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          r.querySelector('dt')?.textContent ?? '',
          r.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    );
}

describe('statistics', () => {
  const b = useBrowser();

  it('counts a solved deal once, keeps it in IndexedDB, and shows the fewest moves', async () => {
    const { page } = b;
    await b.goto(BOARD_2_URL);
    await waitForBoard(page);
    await page.locator('details.stats-panel summary').click();
    await expect
      .poll(() => page.locator('details.stats-panel').textContent())
      .toContain('No finished games with these settings yet.');

    for (const name of BOARD_2_SOLUTION) await cell(page, name).click();
    await result(page).waitFor();
    await eventually(() => statsRows(page)).toMatchObject({
      Played: '1',
      Won: '1 (100%)',
      'Fewest moves': '6',
    });
    expect((await statsRows(page)).Fastest).toMatch(/^\d+:\d\d$/);

    // Taking the winning press back and playing it again is the same deal: still one game.
    await tool(page, 'Undo').click();
    await cell(page, 'e5').click();
    await result(page).waitFor();
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await waitForBoard(page);
    await eventually(() => statsRows(page)).toMatchObject({ Played: '1', Won: '1 (100%)' });
    b.expectNoPageErrors();
  });

  it('upgrades a database from before statistics, keeping its saves', async () => {
    const { page } = b;
    // A page of the same origin that is not the app, to write a version 1 database first.
    await page.goto(`${b.baseUrl}/no-such-page`);
    await page.evaluate(
      () =>
        new Promise<void>((done, fail) => {
          const open = indexedDB.open('games-collection', 1);
          open.onupgradeneeded = () => {
            const db = open.result;
            db.createObjectStore('saves');
            db.createObjectStore('last');
            db.createObjectStore('broken', { autoIncrement: true });
            const record = {
              format: 1,
              game: 'lights-out',
              params: { size: '5', board: '2' },
              seed: 1,
              rng: 'xoroshiro128plus/lowbias32',
              moves: ['a1', 'c1'],
              index: 2,
            };
            open.transaction
              ?.objectStore('saves')
              .put({ revision: 1, data: record }, 'lights-out?size=5&board=2&seed=1');
          };
          open.onsuccess = () => {
            open.result.close();
            done();
          };
          open.onerror = () => fail(open.error);
        }),
    );
    await b.goto(BOARD_2_URL);
    await waitForBoard(page);
    await eventually(() => moves(page)).toBe(2);
    for (const name of BOARD_2_SOLUTION.slice(2)) await cell(page, name).click();
    await result(page).waitFor();
    await eventually(() => statsRows(page)).toMatchObject({ Played: '1', 'Fewest moves': '6' });
    b.expectNoPageErrors();
  });
});
