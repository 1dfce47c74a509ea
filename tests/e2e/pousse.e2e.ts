import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, hash, moves, result, tool } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

const board = (page: Page) => page.locator('svg.pousse-board');
const edge = (page: Page, move: string) => page.locator(`svg.pousse-board [data-move="${move}"]`);
const piece = (page: Page, rowCol: string) =>
  page.locator(`svg.pousse-board [data-cell="${rowCol}"]`).getAttribute('data-piece');
const pieces = (page: Page) => page.locator('svg.pousse-board [data-piece]').count();

async function open(b: ReturnType<typeof useBrowser>, query: string) {
  await b.goto(`#/pousse?${query}`);
  await board(b.page).waitFor();
}

describe('Pousse in the browser', () => {
  const b = useBrowser();

  it('opens from the console and plays the computer by mouse; Undo takes back both moves', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Board Games"] a.tile-open', { hasText: 'Pousse' })
      .click();
    await board(page).waitFor();
    await expect.poll(() => hash(page)).toMatch(/^#\/pousse\?size=4&seed=\d+$/);
    await chooseSeat(page, 'O', 'level:casual');
    await edge(page, 'T2').click();
    await eventually(() => moves(page)).toBe(2);
    expect(await piece(page, '1,2')).toBe('x');
    expect(await pieces(page)).toBe(2);
    await expect.poll(() => hash(page)).toMatch(/&moves=T2[TBLR]\d$/);
    await tool(page, 'Undo').click();
    await eventually(() => moves(page)).toBe(0);
    expect(await pieces(page)).toBe(0);
    b.expectNoPageErrors();
  });

  it("plays PLT's Smart robot by keyboard: arrows move the cursor, Enter pushes at a number", async () => {
    const { page } = b;
    await open(b, 'size=4&seed=2');
    await chooseSeat(page, 'O', 'plt-smart:1');
    await board(page).focus();
    // The cursor starts on T1; Right goes to T2, Down onto the board and back up.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBe(2);
    expect(await piece(page, '1,2')).toBe('x');
    // PLT's robot answered O's first move at depth 1: not on X's edge or the opposite one.
    expect(await page.locator('svg.pousse-board [data-piece="o"]').count()).toBe(1);
    await page.keyboard.press('Control+z');
    await eventually(() => moves(page)).toBe(0);
    b.expectNoPageErrors();
  });

  it('Undo while the computer thinks stops it and takes back your move only', async () => {
    const { page } = b;
    await open(b, 'size=6&seed=7&moves=T1B1');
    // PLT Smart with 25 s of work on 6×6 thinks long enough to be caught thinking.
    await chooseSeat(page, 'O', 'plt-smart:25');
    await edge(page, 'L3').click();
    await page.locator('footer.status-line', { hasText: 'Thinking' }).waitFor();
    await tool(page, 'Undo').click();
    await eventually(() => moves(page)).toBe(2);
    await eventually(() =>
      page.locator('footer.status-line', { hasText: 'Thinking' }).count(),
    ).toBe(0);
    expect(await piece(page, '3,1')).toBeNull();
    // It is X's turn again: the robot does not come back with its move.
    await edge(page, 'T6').waitFor();
    expect(await moves(page)).toBe(2);
    b.expectNoPageErrors();
  });

  it('plays by touch on a phone against the computer', async () => {
    const phone = await b.phone('#/pousse?size=5&seed=3');
    await phone.locator('svg.pousse-board').waitFor();
    await chooseSeat(phone, 'O', 'stupid');
    const box = await edge(phone, 'L3').boundingBox();
    if (!box) throw new Error('board not laid out');
    await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await eventually(() => moves(phone)).toBe(2);
    expect(await piece(phone, '3,1')).toBe('x');
    // Stupid always plays B1.
    expect(await piece(phone, '5,1')).toBe('o');
    b.expectNoPageErrors();
  });

  it("shows the engine's hint on a number and its analysis: score and line", async () => {
    const { page } = b;
    // X to move has two of the top row and pushes the third in.
    await open(b, 'size=3&seed=8&moves=L1B3L1B2');
    await tool(page, 'Hint').click();
    const hinted = page.locator('svg.pousse-board .edge.hint');
    await hinted.waitFor();
    expect(await hinted.locator('.hint-cell').count()).toBe(1);
    expect(await page.locator('[data-hint-note="hint"]').textContent()).toMatch(
      /^Hint: It wins in 1 whatever the opponent plays/,
    );
    await tool(page, 'Analysis').click();
    const row = page.locator('.analysis-panel .analysis-rows button').first();
    await eventually(() => row.locator('.analysis-value').textContent()).toBe('wins in 1');
    expect(await row.locator('.analysis-move').textContent()).toMatch(
      new RegExp(`^${await hinted.getAttribute('data-move')}\\b`),
    );
    expect(await page.locator('.analysis-panel .analysis-summary').textContent()).toContain(
      'scores for X',
    );
    await hinted.click();
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('X wins');
    b.expectNoPageErrors();
  });

  it('opens a finished game from its URL: straights marked, the winner named', async () => {
    const { page } = b;
    await open(b, 'size=3&seed=4&moves=L2B2R1L2L3B3L3T3L3');
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('X wins');
    expect(await page.locator('svg.pousse-board .straight').count()).toBe(3);
    b.expectNoPageErrors();
  });

  it('marks the loser of a repeat, and names bad moves in the URL', async () => {
    const { page } = b;
    await open(b, 'size=3&seed=5&moves=T1T3B3T2B1T3T2T1L2R2');
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('O loses');
    expect(await page.locator('svg.pousse-board .lost').count()).toBeGreaterThan(0);
    await open(b, 'size=4&seed=6&moves=T1Q9');
    expect(await page.locator('footer.status-line .notice').textContent()).toContain('move');
    expect(await pieces(page)).toBe(0);
    b.expectNoPageErrors();
  });
});
