import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';

/** Red is the human, Yellow PLT's Ok player (the default seats), a second a move. */
const START = '#/gobblet?size=3&think=1&seed=1';

const board = (page: Page) => page.locator('svg.gobblet-board');
const topAt = (page: Page, cell: string) =>
  page
    .locator(`svg.gobblet-board g[role="gridcell"]:has(rect[data-cell="${cell}"]) .stack`)
    .getAttribute('data-top');
const turn = (page: Page) => page.locator('.gobblet-side .turn').textContent();

async function centre(page: Page, selector: string): Promise<[number, number]> {
  const box = await page.locator(`svg.gobblet-board ${selector}`).boundingBox();
  if (!box) throw new Error(`no ${selector}`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Yellow, the computer, has answered: two moves, and Red is to move (or the game is over). */
async function expectReply(page: Page) {
  await eventually(() => moves(page)).toBe(2);
  expect(await turn(page)).toBe("Red's turn");
  expect(
    await page.locator('svg.gobblet-board g:has(> rect.square) .stack[data-top^="y"]').count(),
  ).toBe(1);
}

describe('Gobblet in the browser', () => {
  const b = useBrowser();

  it('plays against the computer by clicks: a piece beside the board, then a cell', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    expect(await turn(page)).toBe("Red's turn");
    await page.mouse.click(...(await centre(page, '[data-reserve="red-0"]')));
    // A large piece goes anywhere on the empty board: nine marked cells.
    expect(await page.locator('svg.gobblet-board .target-dot').count()).toBe(9);
    await page.mouse.click(...(await centre(page, '[data-cell="b2"]')));
    expect(await topAt(page, 'b2')).toBe('r3');
    await expectReply(page);
    b.expectNoPageErrors();
  });

  it('plays by dragging a piece onto the board', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.mouse.move(...(await centre(page, '[data-reserve="red-1"]')));
    await page.mouse.down();
    await page.mouse.move(...(await centre(page, '[data-cell="a1"]')), { steps: 6 });
    await page.mouse.up();
    await eventually(() => moves(page)).toBeGreaterThanOrEqual(1);
    expect(await topAt(page, 'a1')).toMatch(/^(r2|y3)$/);
    await expectReply(page);
    b.expectNoPageErrors();
  });

  it('plays by keyboard: arrows to Red’s large pieces, Enter, arrows to a cell, Enter', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await board(page).focus();
    // The cursor starts on a3; Red's pieces are to the left, the large ones on the top row.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBeGreaterThanOrEqual(1);
    expect(await topAt(page, 'b2')).toMatch(/^r3$/);
    await expectReply(page);
    b.expectNoPageErrors();
  });

  it('plays on a phone by taps, on the 4×4 board with its three stacks', async () => {
    const phone = await b.phone('#/gobblet?size=4&think=1&seed=1');
    await board(phone).waitFor();
    expect(await phone.locator('svg.gobblet-board [data-reserve^="red-"] ~ .stack').count()).toBe(
      3,
    );
    await phone.touchscreen.tap(...(await centre(phone, '[data-reserve="red-0"]')));
    await phone.touchscreen.tap(...(await centre(phone, '[data-cell="b2"]')));
    await eventually(() => moves(phone)).toBe(2);
    expect(await topAt(phone, 'b2')).toMatch(/^(r4|y\d)$/);
    // The stack played from now shows size 3 on top.
    expect(
      await phone
        .locator(
          'svg.gobblet-board [data-reserve="red-0"] ~ .stack, svg.gobblet-board [data-reserve="red-2"] ~ .stack',
        )
        .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-top'))),
    ).toContain('r3');
    b.expectNoPageErrors();
  });

  it('analyses the 3×3 position: every move listed with its value, while the solver deepens', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.keyboard.press('a');
    // The shared panel beside the board lists every move with its value, best first.
    const panel = page.locator('[data-slot="analysis"] .analysis-panel');
    const rows = panel.locator('.analysis-rows button');
    // Depth 1 comes at once: the 27 first moves, none decided yet.
    await eventually(() => rows.count()).toBe(27);
    expect(await panel.locator('.analysis-summary').textContent()).toMatch(/^Solved, for Red: /);
    expect(await rows.first().locator('.analysis-value').textContent()).toMatch(
      /^(win in \d+|not solved \(no win within \d+\))$/,
    );
    const scores = await rows.evaluateAll((bs) => bs.map((b) => Number(b.dataset.score)));
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    b.expectNoPageErrors();
  });
});
