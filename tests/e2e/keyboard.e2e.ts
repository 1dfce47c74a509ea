import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  board,
  cellsOf,
  eventually,
  expectSolvedIn,
  litCells,
  moves,
  result,
  waitForBoard,
} from './lights-out.ts';

/** Prebuilt board 1; `npx games lights-out solve ...../...../x.x.x/...../.....` gives 6 presses. */
const BOARD_1 = cellsOf('..... ..... x.x.x ..... .....');

describe('playing Lights Out with the keyboard only', () => {
  const b = useBrowser();

  it('tabs to the board, solves prebuilt board 1 with arrows, Enter and Space, undoes with Ctrl+Z', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=1&seed=1');
    await waitForBoard(page);
    expect(await litCells(page)).toEqual(BOARD_1);

    const boardFocused = () =>
      page.evaluate(() => document.activeElement?.matches('svg.lights-out-board') ?? false);
    for (let i = 0; i < 20 && !(await boardFocused()); i++) await page.keyboard.press('Tab');
    expect(await boardFocused()).toBe(true);
    // Focus from the keyboard draws the cursor, which starts on a1.
    await page.locator('svg.lights-out-board rect.cursor').waitFor();
    const cursor = () => board(page).getAttribute('aria-activedescendant');
    expect(await cursor()).toBe('lights-out-a1');

    // The cursor stops at the edges.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await cursor()).toBe('lights-out-a1');

    const key = (k: string) => page.keyboard.press(k);
    // a1 c1 e1 on the top row, then e2 c2 a2 on the way back along the second row.
    await key('Enter');
    await eventually(() => moves(page)).toBe(1);
    expect(await litCells(page)).toEqual(cellsOf('xx... x.... x.x.x ..... .....'));
    await key('ArrowRight');
    await key('ArrowRight');
    await key(' ');
    await key('ArrowRight');
    await key('ArrowRight');
    await key('ArrowRight'); // stops at e1
    await key('Enter');
    await key('ArrowDown');
    expect(await cursor()).toBe('lights-out-e2');
    await key(' ');
    await key('ArrowLeft');
    await key('ArrowLeft');
    await key('Enter');
    await key('ArrowLeft');
    await key('ArrowLeft');
    await key(' ');

    await expectSolvedIn(page, 6);
    expect(await boardFocused()).toBe(true);

    // Ctrl+Z takes back the last press, a2 (a2 and its neighbours a1, a3, b2 light up again).
    await key('Control+z');
    await result(page).waitFor({ state: 'detached' });
    expect(await litCells(page)).toEqual(['a1', 'a2', 'a3', 'b2']);
    expect(await moves(page)).toBe(5);
    b.expectNoPageErrors();
  });
});
