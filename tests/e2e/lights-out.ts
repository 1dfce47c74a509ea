import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Polls until the assertion holds (or the 10 s wait runs out). No timing is asserted. */
export const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

export const gamePage = (page: Page): Locator => page.locator('main.game[data-game="lights-out"]');
export const board = (page: Page): Locator => page.locator('svg.lights-out-board');
export const cell = (page: Page, name: string): Locator =>
  page.locator(`svg.lights-out-board rect[data-cell="${name}"]`);
export const result = (page: Page): Locator => page.locator('section.result[role="status"]');
export const statusLine = (page: Page): Locator => page.locator('footer.status-line');
export const notice = (page: Page): Locator => page.locator('footer.status-line .notice');

/** A toolbar button by its exact accessible name: New, Reset, Undo, Redo, Hint, Help. */
export const tool = (page: Page, name: string): Locator =>
  page.locator('nav.toolbar').getByRole('button', { name, exact: true });

/** Waits for the Lights Out page and its board to be on screen. */
export async function waitForBoard(page: Page): Promise<void> {
  await gamePage(page).waitFor();
  await board(page).waitFor();
}

const cellNames = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(`svg.lights-out-board rect[data-cell]${selector}`)
    .evaluateAll((rects) => rects.map((r) => r.getAttribute('data-cell') ?? '?').sort());

/** The lit cells, sorted: `['a3', 'c3', 'e3']`. */
export const litCells = (page: Page) => cellNames(page, '[data-lit="true"]');
export const hintedCells = (page: Page) => cellNames(page, '[data-hint="true"]');
export const allCells = (page: Page) => cellNames(page, '');

/** The lit cells of a board written as rows from the top, `x` lit: `..... x.x.x`. */
export function cellsOf(rows: string): string[] {
  const lines = rows.trim().split(/[\s/]+/);
  return lines
    .flatMap((line, row) =>
      [...line].flatMap((c, col) => (c === 'x' ? [`${'abcdefghij'[col]}${row + 1}`] : [])),
    )
    .sort();
}

/** The "Moves: N" counter from the status line. */
export async function moves(page: Page): Promise<number | null> {
  const text = (await statusLine(page).textContent()) ?? '';
  const m = /Moves: (\d+)/.exec(text);
  return m ? Number(m[1]) : null;
}

/** Waits until `n` moves are on the board and that position is written to IndexedDB. */
export async function waitSaved(page: Page, n: number): Promise<void> {
  await eventually(() => moves(page)).toBe(n);
  await page.locator('main.game[data-save-state="saved"]').waitFor();
}

/**
 * Starts watching the game page for its next save, from saving to saved. Await the returned
 * function after the change that saves: once the save is written, everything the change set
 * off at once on the page (a computer player starting to think, say) shows.
 */
export async function nextSave(page: Page): Promise<() => Promise<void>> {
  const watch = await page.locator('main.game').evaluateHandle((main) => ({
    saved: new Promise<void>((done) => {
      let saving = false;
      const observer = new MutationObserver(() => {
        const state = main.getAttribute('data-save-state');
        saving ||= state === 'saving';
        if (saving && state === 'saved') {
          observer.disconnect();
          done();
        }
      });
      observer.observe(main, { attributeFilter: ['data-save-state'] });
    }),
  }));
  return async () => {
    await watch.evaluate((w) => w.saved);
    await watch.dispose();
  };
}

export const hash = (page: Page): Promise<string> => page.evaluate(() => location.hash);

/** Waits for the win message and checks it, the dark board and the move counter. */
export async function expectSolvedIn(page: Page, presses: number): Promise<void> {
  await result(page).waitFor();
  const text = (await result(page).textContent()) ?? '';
  expect(text.startsWith('Solved!')).toBe(true);
  expect(text).toContain(`All lights out in ${presses} presses`);
  expect(await litCells(page)).toEqual([]);
  expect(await moves(page)).toBe(presses);
}
