import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, hash, moves } from './lights-out.ts';

/** Seed 1 with the seed's cards deals blue tiger and crab, red frog and eel, horse aside. */
const START = '#/onitama?cards=seed&seed=1';

const board = (page: Page) => page.locator('svg.onitama-board');
const pieceAt = (page: Page, square: string) =>
  page.locator(`svg.onitama-board [data-square="${square}"]`).getAttribute('data-piece');

/** Pieces sit on top of their squares, so a click lands where a person's would. */
async function clickSquare(page: Page, square: string) {
  const box = await page.locator(`svg.onitama-board [data-square="${square}"]`).boundingBox();
  if (!box) throw new Error(`no square ${square}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('Onitama in the browser', () => {
  const b = useBrowser();

  it('plays a move by card, piece and destination, shown in the move list', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.locator('button[data-card="tiger"]').click();
    await clickSquare(page, 'a1');
    expect(await page.locator('svg.onitama-board .target').count()).toBe(1);
    await clickSquare(page, 'a3');
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceAt(page, 'a3')).toBe('b');
    expect(await pieceAt(page, 'a1')).toBeNull();
    expect(await page.locator('.move-list li').first().textContent()).toBe('tiger:a1a3');
    expect(await page.locator('.onitama-side .turn').textContent()).toBe('Red to move');
    expect(decodeURIComponent(await hash(page))).toMatch(/&moves=tiger:a1a3$/);
    b.expectNoPageErrors();
  });

  it('opens the position that the moves in a URL lead to', async () => {
    const { page } = b;
    await b.goto(`${START}&moves=tiger%3Aa1a3`);
    await board(page).waitFor();
    expect(await pieceAt(page, 'a3')).toBe('b');
    expect(await moves(page)).toBe(1);
    b.expectNoPageErrors();
  });

  it('plays by keyboard: arrows, Enter on the piece, Enter on the destination', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await board(page).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceAt(page, 'a2')).toBe('b');
    b.expectNoPageErrors();
  });

  it('lets the seed AI answer from the worker', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.getByRole('combobox', { name: 'Red is played by' }).selectOption('seed-alphabeta:3');
    await page.locator('button[data-card="crab"]').click();
    await clickSquare(page, 'e1');
    await clickSquare(page, 'e2');
    await eventually(() => moves(page)).toBe(2);
    expect(await page.locator('.onitama-side .turn').textContent()).toBe('Blue to move');
    b.expectNoPageErrors();
  });

  it('runs the minimax and alpha-beta comparison on the Lab page', async () => {
    const { page } = b;
    await b.goto('#/onitama/lab');
    await page.getByRole('combobox').selectOption('3');
    await page.getByLabel('Plays').fill('3');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.locator('.lab-table tbody tr').nth(2).waitFor({ timeout: 20_000 });
    expect(await page.locator('.lab-table tbody tr').count()).toBe(3);
    expect(await page.locator('.lab-chart svg').count()).toBe(1);
    b.expectNoPageErrors();
  });
});
