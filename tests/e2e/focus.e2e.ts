import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';
import { board, cell, eventually, moves, tool, waitForBoard } from './lights-out.ts';
import { MUST_SEE, openGame } from './screens.ts';

const START = '#/lights-out?size=5&board=1&seed=1';

/** What has the focus: the board, a button by its name, or something else by its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.matches('svg.lights-out-board')) return 'board';
    if (el instanceof HTMLButtonElement)
      return `button ${el.getAttribute('aria-label') ?? el.textContent}`;
    return el?.tagName.toLowerCase() ?? 'nothing';
  });

/** The arrow keys still move the board's cursor: the focus is really where the player plays. */
async function expectArrowsWork(page: Page): Promise<void> {
  const before = await board(page).getAttribute('aria-activedescendant');
  await page.keyboard.press(before === 'lights-out-a1' ? 'ArrowRight' : 'ArrowLeft');
  await eventually(() => board(page).getAttribute('aria-activedescendant')).not.toBe(before);
}

describe('the focus after a dialog, a Reset or an Undo', () => {
  const b = useBrowser();

  it('goes back to the Help button after the help closes', async () => {
    const { page } = b;
    await b.goto(START);
    await waitForBoard(page);
    await tool(page, 'Help').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[aria-label="Lights Out help"]');
    await dialog.locator('.help h1').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    expect(await focused(page)).toBe('button Help');
    b.expectNoPageErrors();
  });

  it('goes back to the board after the help or the New dialog opened from it by key', async () => {
    const { page } = b;
    await b.goto(START);
    await waitForBoard(page);
    await board(page).focus();
    for (const [key, label] of [
      ['?', 'Lights Out help'],
      ['n', 'New Lights Out game'],
    ] as const) {
      await page.keyboard.press(key);
      const dialog = page.locator(`dialog[aria-label="${label}"]`);
      await dialog.waitFor();
      await closeDialog(dialog, () => dialog.locator('button[aria-label="Close"]').click());
      expect(await focused(page)).toBe('board');
      await expectArrowsWork(page);
    }
    b.expectNoPageErrors();
  });

  it("goes back to a game's help button on the console", async () => {
    const { page } = b;
    await b.goto('#/');
    const help = page.locator('button.tile-help[aria-label="Lights Out help"]');
    await help.click();
    const dialog = page.locator('dialog[aria-label="Lights Out help"]');
    await dialog.locator('.help h1').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    expect(await focused(page)).toBe('button Lights Out help');
    b.expectNoPageErrors();
  });

  for (const name of ['Reset', 'Undo']) {
    it(`stays on the board when ${name}, pressed by keyboard, goes back to the start`, async () => {
      const { page } = b;
      await b.goto(START);
      await waitForBoard(page);
      await cell(page, 'c3').click();
      await eventually(() => moves(page)).toBe(1);
      await tool(page, name).focus();
      await page.keyboard.press('Enter');
      await eventually(() => moves(page)).toBe(0);
      await eventually(() => focused(page)).toBe('board');
      await expectArrowsWork(page);
      b.expectNoPageErrors();
    });
  }

  it('reaches the Stop of a hint under way by Tab, and goes on to the board after it', async () => {
    const { page } = b;
    // Four discs in, on a line the Perfect seat's book never holds (Red opens in the corner, and
    // Yellow answers in the corner too: the seat plays neither), the hint's search takes far
    // longer than this test.
    await b.goto('#/connect4?seed=14&moves=1122');
    await page.locator('svg.connect4-board').waitFor();
    await tool(page, 'Hint').focus();
    await page.keyboard.press('Enter');
    const busy = page.locator('footer.status-line .busy');
    await busy.waitFor();
    expect(await busy.textContent()).toContain('Finding a hint…');
    const stop = 'button Stop finding a hint';
    for (let i = 0; i < 20 && (await focused(page)) !== stop; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(stop);
    await page.keyboard.press('Enter');
    await busy.waitFor({ state: 'detached' });
    expect(await tool(page, 'Hint').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.matches('svg.connect4-board'))).toBe(
      true,
    );
    b.expectNoPageErrors();
  });
});

/** The games whose boards the arrow keys play, each with its board as the layout test finds it. */
const ARROW_BOARDS = [
  'lights-out',
  'connect4',
  'chat-noir',
  'checkers',
  'gobblet',
  'jewel',
  'mines',
  'memory',
  'onitama',
  'pbn',
  'pousse',
  'same',
  'slidey',
  'tally-maze',
] as const;

/** Whether the focus is on (or, for Memory's cards, in) the game's board. */
const onBoard = (page: Page, id: string) =>
  page.evaluate(
    (selector) => document.activeElement?.closest(selector) != null,
    MUST_SEE[id]?.[0] ?? 'no board',
  );

describe('the focus when a game opens', () => {
  const b = useBrowser();

  it('is on the board of every game the arrow keys play, and the arrows work at once', async () => {
    const { page } = b;
    for (const id of ARROW_BOARDS) {
      await openGame(page, b.baseUrl, id);
      expect(await onBoard(page, id), id).toBe(true);
    }
    await b.goto(START);
    await waitForBoard(page);
    await expectArrowsWork(page);
    b.expectNoPageErrors();
  });

  it('stays off the board on a phone, which has no arrow keys', async () => {
    const page = await b.phone(START);
    await waitForBoard(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    b.expectNoPageErrors();
  });
});
