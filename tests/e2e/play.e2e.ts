import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  cell,
  cellsOf,
  eventually,
  expectSolvedIn,
  hash,
  litCells,
  moves,
  result,
  tool,
  waitForBoard,
  waitSaved,
} from './lights-out.ts';

/** Prebuilt board 2 and its minimal solution (`npx games lights-out solve x.x.x/x.x.x/...`). */
const BOARD_2 = cellsOf('x.x.x x.x.x ..... x.x.x x.x.x');
const BOARD_2_URL = '#/lights-out?size=5&board=2&seed=1';
const BOARD_2_SOLUTION = ['a1', 'c1', 'e1', 'a5', 'c5', 'e5'];

describe('playing Lights Out with the mouse', () => {
  const b = useBrowser();

  it('solves prebuilt board 2 by clicks and announces the win', async () => {
    const { page } = b;
    await b.goto(BOARD_2_URL);
    await waitForBoard(page);
    await expect.poll(() => hash(page)).toBe(BOARD_2_URL);
    expect(await litCells(page)).toEqual(BOARD_2);
    expect(await result(page).count()).toBe(0);

    // One press toggles the cell and its orthogonal neighbours: a1 and a2 go off, b1 comes on.
    await cell(page, 'a1').click();
    await eventually(() => moves(page)).toBe(1);
    expect(await litCells(page)).toEqual(cellsOf('.xx.x ..x.x ..... x.x.x x.x.x'));

    for (const name of BOARD_2_SOLUTION.slice(1)) await cell(page, name).click();
    await expectSolvedIn(page, 6);

    // A solved board takes no more presses (force: Playwright will not click an aria-disabled
    // element, but a person can).
    expect(await page.locator('svg.lights-out-board').getAttribute('aria-disabled')).toBe('true');
    await cell(page, 'c3').click({ force: true });
    expect(await litCells(page)).toEqual([]);
    expect(await moves(page)).toBe(6);
    b.expectNoPageErrors();
  });

  it('undoes the winning press, redoes it, and resets to the dealt board', async () => {
    const { page } = b;
    await b.goto(BOARD_2_URL);
    await waitForBoard(page);
    expect(await tool(page, 'Undo').isDisabled()).toBe(true);
    expect(await tool(page, 'Reset').isDisabled()).toBe(true);
    for (const name of BOARD_2_SOLUTION) await cell(page, name).click();
    await result(page).waitFor();

    // Undo: the win message goes and the last press (e5) is taken back.
    await tool(page, 'Undo').click();
    await result(page).waitFor({ state: 'detached' });
    expect(await litCells(page)).toEqual(['d5', 'e4', 'e5']);
    expect(await moves(page)).toBe(5);

    // Redo plays it again.
    expect(await tool(page, 'Redo').isEnabled()).toBe(true);
    await tool(page, 'Redo').click();
    await result(page).waitFor();
    expect(await litCells(page)).toEqual([]);
    expect(await tool(page, 'Redo').isDisabled()).toBe(true);

    // The u key undoes too.
    await page.keyboard.press('u');
    await result(page).waitFor({ state: 'detached' });
    expect(await moves(page)).toBe(5);

    // Reset deals the board as it started.
    await tool(page, 'Reset').click();
    await eventually(() => moves(page)).toBe(0);
    expect(await litCells(page)).toEqual(BOARD_2);
    expect(await result(page).count()).toBe(0);
    expect(await tool(page, 'Undo').isDisabled()).toBe(true);
    b.expectNoPageErrors();
  });

  it('keeps the game across a reload and resumes it from the console tile', async () => {
    const { page } = b;
    await b.goto('#/lights-out?seed=4242');
    await waitForBoard(page);
    const url = '#/lights-out?size=5&board=random&seed=4242';
    await expect.poll(() => hash(page)).toBe(url);
    const dealt = await litCells(page);

    for (const name of ['b2', 'd4', 'c3']) await cell(page, name).click();
    await tool(page, 'Undo').click();
    await waitSaved(page, 2);
    const lights = await litCells(page);
    expect(lights).not.toEqual(dealt);

    await page.reload();
    await waitForBoard(page);
    await expect.poll(() => hash(page)).toBe(url);
    expect(await litCells(page)).toEqual(lights);
    expect(await moves(page)).toBe(2);
    // The undone press is still there to redo.
    expect(await tool(page, 'Redo').isEnabled()).toBe(true);

    // Back to the console, then the tile (whose URL names no game) resumes the last game.
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await page.locator('main.console h1').waitFor();
    await page.locator('a.tile-open[href="#/lights-out"]').click();
    await waitForBoard(page);
    await eventually(() => hash(page)).toBe(url);
    expect(await litCells(page)).toEqual(lights);
    expect(await moves(page)).toBe(2);
    b.expectNoPageErrors();
  });
});
