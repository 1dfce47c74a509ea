import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, hash, moves, tool } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/**
 * Red (the human) to move with a double jump, 1x10x19, or 1x10x17; Black, the computer at the
 * Beginner level, answers. The position comes from the address, as a shared link's would.
 */
const JUMP = `#/checkers?position=${encodeURIComponent('B:W6,14,15,30:B1,3')}&seed=1`;

const board = (page: Page) => page.locator('svg.checkers-board');
const pieceOn = (page: Page, square: number) =>
  page.locator(`svg.checkers-board rect[data-square="${square}"]`).getAttribute('data-piece');

async function centre(page: Page, square: number): Promise<[number, number]> {
  const box = await page.locator(`svg.checkers-board rect[data-square="${square}"]`).boundingBox();
  if (!box) throw new Error(`no square ${square}`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The computer (Black) has answered: two moves played, Red to move again. */
async function expectAnswer(page: Page): Promise<void> {
  await eventually(() => moves(page)).toBe(2);
  await eventually(() => page.locator('.checkers-side .turn').getAttribute('data-turn')).toBe(
    'red',
  );
}

describe('Checkers in the browser', () => {
  const b = useBrowser();

  it('plays a multi-jump by clicks against the computer, which answers', async () => {
    const { page } = b;
    await b.goto(JUMP);
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'level:beginner');
    expect(await page.locator('.checkers-side .turn').textContent()).toBe(
      "Red's turn - must take jump",
    );
    await page.mouse.click(...(await centre(page, 1)));
    // Both jumps' first and last squares are offered.
    const targets = await page
      .locator('svg.checkers-board rect.target')
      .evaluateAll((rs) =>
        rs.map((r) => Number((r as SVGElement).dataset.square)).sort((a, b) => a - b),
      );
    expect(targets).toEqual([10, 17, 19]);
    await page.mouse.click(...(await centre(page, 19)));
    await eventually(() => pieceOn(page, 19)).toBe('r');
    expect(await pieceOn(page, 6)).toBeNull();
    expect(await pieceOn(page, 15)).toBeNull();
    expect(await pieceOn(page, 1)).toBeNull();
    expect(await page.locator('.move-list li').first().textContent()).toBe('1x10x19');
    await expectAnswer(page);
    expect(decodeURIComponent(await hash(page))).toMatch(/moves=1x10x19[+ ]\d+[-x]\d+/);
    b.expectNoPageErrors();
  });

  it('plays a jump square by square, then by keyboard, and a drag of a man', async () => {
    const { page } = b;
    await b.goto(JUMP);
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'human');
    await page.mouse.click(...(await centre(page, 1)));
    await page.mouse.click(...(await centre(page, 10)));
    // After the first hop, the path is shown and both continuations stay open.
    await page.locator('.checkers-side .partial').waitFor();
    await page.mouse.click(...(await centre(page, 17)));
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceOn(page, 17)).toBe('r');
    // Black (a human here) by keyboard: the cursor starts on square 11's cell; 30 moves to 26.
    await board(page).focus();
    // With Red at the bottom, square 30 is the top row's sixth cell and 26 the next row's fifth.
    const go = async (from: number, to: number) => {
      const [fr, fc, tr, tc] = [from >> 3, from & 7, to >> 3, to & 7];
      for (let i = 0; i < Math.abs(tr - fr); i++)
        await page.keyboard.press(tr > fr ? 'ArrowDown' : 'ArrowUp');
      for (let i = 0; i < Math.abs(tc - fc); i++)
        await page.keyboard.press(tc > fc ? 'ArrowRight' : 'ArrowLeft');
    };
    const cellOf = async () =>
      Number(
        (await board(page).getAttribute('aria-activedescendant'))?.replace('checkers-cell-', ''),
      );
    const start = await cellOf();
    const cell30 = 5;
    await go(start, cell30);
    expect(await page.locator('#checkers-cell-5').getAttribute('aria-label')).toMatch(
      /^square 30, Black man/,
    );
    await page.keyboard.press('Enter');
    await go(cell30, 12);
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBe(2);
    expect(await pieceOn(page, 26)).toBe('b');
    // Red drags the man on 3 to 8.
    const [x1, y1] = await centre(page, 3);
    const [x2, y2] = await centre(page, 8);
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move(x2, y2, { steps: 5 });
    await page.mouse.up();
    await eventually(() => moves(page)).toBe(3);
    expect(await pieceOn(page, 8)).toBe('r');
    b.expectNoPageErrors();
  });

  it('plays the multi-jump by touch on a phone, and the computer answers', async () => {
    const page = await b.phone(JUMP);
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'level:beginner');
    // The seat was chosen in the panels under the board: back up to the board, as a thumb does.
    await board(page).scrollIntoViewIfNeeded();
    await page.touchscreen.tap(...(await centre(page, 1)));
    await page.touchscreen.tap(...(await centre(page, 19)));
    await eventually(() => pieceOn(page, 19)).toBe('r');
    await expectAnswer(page);
  });

  it('offers a draw to the computer, which accepts at the start', async () => {
    const { page } = b;
    await b.goto('#/checkers?seed=1');
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'level:beginner');
    await page.getByRole('button', { name: 'Offer draw' }).click();
    await eventually(() => page.locator('.checkers-side .turn').textContent()).toBe('Draw: agreed');
    expect(await page.locator('.move-list li').allTextContents()).toEqual([
      'offer-draw',
      'accept-draw',
    ]);
    b.expectNoPageErrors();
  });

  it('draws the hint as an arrow, and the analysis line as numbered arrows', async () => {
    const { page } = b;
    await b.goto('#/checkers?seed=1');
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'human');
    await tool(page, 'Hint').click();
    await page.locator('svg.checkers-board .move-arrow.hint').waitFor({ timeout: 30_000 });
    expect(await page.locator('svg.checkers-board .move-arrow.hint').count()).toBe(1);
    expect(await page.locator('[data-hint-note="hint"]').textContent()).toMatch(
      /^Hint: (It wins|Every move loses|The engine's best move after searching \d+ plies deep)/,
    );
    await page.keyboard.press('a');
    await eventually(() => page.locator('svg.checkers-board .move-arrow.pv').count()).toBe(3);
    expect(await page.locator('.checkers-analysis .evaluation').textContent()).toMatch(
      /^Red [+-]\d+\.\d\d$/,
    );
    b.expectNoPageErrors();
  }, 60_000);

  it('refuses a bad PDN file with the line and move at fault, and opens a good one', async () => {
    const { page } = b;
    await b.goto('#/checkers?seed=1');
    await board(page).waitFor();
    await chooseSeat(page, 'Black', 'human');
    const input = page.locator('input[data-pdn-input]');
    await input.setInputFiles({
      name: 'bad.pdn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Event "x"]\n1. 11-15 23-19\n2. 11-14\n'),
    });
    await eventually(() => page.locator('.checkers-pdn .error').textContent()).toMatch(
      /bad\.pdn: PDN, line 3.*move 3.*11-14/,
    );
    await input.setInputFiles({
      name: 'good.pdn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Event "x"]\n1. 11-15 23-19 2. 8-11 *\n'),
    });
    await eventually(() => moves(page)).toBe(3);
    expect(await pieceOn(page, 11)).toBe('r');
    expect(await pieceOn(page, 19)).toBe('b');
    b.expectNoPageErrors();
  });
});
