import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/** A fixed no-guess Beginner board: it can be won by opening only cells the hint proves safe. */
const NO_GUESS = '#/mines?mode=beginner&noguess=true&seed=5';

const board = (page: Page) => page.locator('svg.mines-board');
const cell = (page: Page, name: string) =>
  page.locator(`svg.mines-board rect[data-cell="${name}"]`);
const stateOf = (page: Page, name: string) => cell(page, name).getAttribute('data-state');
/** A covered cell the hint marks safe: its name, `col.row` from 1. */
const hintedCovered = (page: Page) =>
  page.locator('svg.mines-board rect[data-hint="true"][data-state="."]').first();
const coveredCount = (page: Page) => page.locator('svg.mines-board rect[data-state="."]').count();

/**
 * Follows the hint's safe cells until the game is won, opening each by `open`. The hint stays on
 * and is worked out again after every move; only covered hinted cells are taken, so a hint not
 * yet redrawn after a flood never sends a click to an opened cell.
 */
async function followHints(page: Page, open: (name: string) => Promise<void>) {
  await tool(page, 'Hint').click();
  for (let step = 0; step < 81 && (await result(page).count()) === 0; step++) {
    const target = hintedCovered(page);
    await target.waitFor();
    const name = (await target.getAttribute('data-cell')) as string;
    await open(name);
    await eventually(() => stateOf(page, name)).toMatch(/^[0-8]$/);
  }
  await result(page).waitFor();
  expect(await result(page).textContent()).toContain('All 71 safe cells opened');
  expect(await page.locator('svg.mines-board rect[data-state="*"]').count()).toBe(0);
}

describe('Minesweeper in the browser', () => {
  const b = useBrowser();

  it("opens PLT's board from the console: 16×16, 30 mines, nothing open", async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open', { hasText: 'Minesweeper' })
      .click();
    await board(page).waitFor();
    expect(await page.locator('svg.mines-board rect[data-cell]').count()).toBe(256);
    expect(await coveredCount(page)).toBe(256);
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 30');
    b.expectNoPageErrors();
  });

  it('wins a fixed no-guess board by mouse, following the safe cells of the hint', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    // The opening is open from the start; the rest is covered.
    const covered = await coveredCount(page);
    expect(covered).toBeGreaterThan(10);
    expect(covered).toBeLessThan(81);
    await followHints(page, (name) => cell(page, name).click());
    b.expectNoPageErrors();
  });

  it('wins the same board by keyboard: arrows to the hinted cell, Enter opens', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await board(page).focus();
    let at = { col: 0, row: 0 };
    await followHints(page, async (name) => {
      const [col, row] = name.split('.').map((n) => Number(n) - 1) as [number, number];
      await board(page).focus();
      for (; at.col < col; at = { ...at, col: at.col + 1 }) await page.keyboard.press('ArrowRight');
      for (; at.col > col; at = { ...at, col: at.col - 1 }) await page.keyboard.press('ArrowLeft');
      for (; at.row < row; at = { ...at, row: at.row + 1 }) await page.keyboard.press('ArrowDown');
      for (; at.row > row; at = { ...at, row: at.row - 1 }) await page.keyboard.press('ArrowUp');
      await eventually(() => board(page).getAttribute('aria-activedescendant')).toBe(
        `mines-${row * 9 + col}`,
      );
      await page.keyboard.press('Enter');
    });
    b.expectNoPageErrors();
  });

  it('lets the probability player play the board: on a no-guess board it never guesses and wins', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await chooseSeat(page, 'Player 1', 'probability');
    await result(page).waitFor({ timeout: 30_000 });
    expect(await result(page).textContent()).toContain('All 71 safe cells opened');
    b.expectNoPageErrors();
  });

  it('marks by right click and by the F key: flag, ?, covered; the counter follows', async () => {
    const { page } = b;
    await b.goto('#/mines?mode=beginner&seed=2');
    await board(page).waitFor();
    await cell(page, '3.3').click({ button: 'right' });
    await eventually(() => stateOf(page, '3.3')).toBe('F');
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 9');
    // A flag protects its cell: a click does nothing.
    await cell(page, '3.3').click();
    expect(await stateOf(page, '3.3')).toBe('F');
    await cell(page, '3.3').click({ button: 'right' });
    await eventually(() => stateOf(page, '3.3')).toBe('?');
    await board(page).focus();
    await page.keyboard.press('f'); // the cursor is on 1.1
    await eventually(() => stateOf(page, '1.1')).toBe('F');
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 9');
    await tool(page, 'Undo').click();
    await eventually(() => stateOf(page, '1.1')).toBe('.');
    b.expectNoPageErrors();
  });

  it('plays by touch on a phone: a tap opens, a long press marks a flag and does not open', async () => {
    const page = await b.phone('#/mines?mode=beginner&seed=2');
    await board(page).waitFor();
    const centre = async (name: string): Promise<{ x: number; y: number }> => {
      const box = await cell(page, name).boundingBox();
      if (!box) throw new Error(`no cell ${name}`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const cdp = await page.context().newCDPSession(page);
    // A finger held on 5.5 until the mark shows, then lifted: twice, flag then "?". A "?" cell
    // opens on a tap, so the second lift proves that the release of a long press opens nothing.
    for (const mark of ['F', '?']) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [await centre('5.5')],
      });
      await eventually(() => stateOf(page, '5.5')).toBe(mark);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await eventually(() => page.locator('footer.status-line').textContent()).toContain(
        `Moves: ${mark === 'F' ? 1 : 2}`,
      );
      expect(await stateOf(page, '5.5')).toBe(mark);
    }
    const first = await centre('1.1');
    await page.touchscreen.tap(first.x, first.y);
    await eventually(() => stateOf(page, '1.1')).toMatch(/^[0-8]$/);
    expect(await stateOf(page, '5.5')).toBe('?');
    b.expectNoPageErrors();
  });

  it('shows the probability of a mine under every covered cell as the analysis', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await tool(page, 'Analysis').click();
    const verdict = page.locator('.analysis-panel .analysis-summary');
    await eventually(() => verdict.textContent()).toMatch(/safe cells? to open/);
    const covered = await coveredCount(page);
    expect(await page.locator('svg.mines-board text[data-prob]').count()).toBe(covered);
    b.expectNoPageErrors();
  });
});
