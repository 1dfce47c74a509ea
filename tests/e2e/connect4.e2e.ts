import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  eventually,
  hash,
  moves,
  nextSave,
  result,
  statusLine,
  tool,
  waitSaved,
} from './lights-out.ts';
import { chooseSeat, seatOptions, seatValue } from './seats.ts';

const board = (page: Page) => page.locator('svg.connect4-board');
const column = (page: Page, n: number) =>
  page.locator(`svg.connect4-board rect[data-column="${n}"]`);
const discs = (page: Page) => page.locator('svg.connect4-board [data-disc]');

async function open(b: ReturnType<typeof useBrowser>, query: string) {
  await b.goto(`#/connect4?${query}`);
  await board(b.page).waitFor();
}

describe('Connect 4 in the browser', () => {
  const b = useBrowser();

  it('opens from the console and plays a game to a vertical win by clicks', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Board Games"] a.tile-open', { hasText: 'Connect 4' })
      .click();
    await board(page).waitFor();
    await expect
      .poll(() => hash(page))
      .toMatch(/^#\/connect4\?width=7&height=6&first=red&seed=\d+$/);
    for (const c of [4, 5, 4, 5, 4, 5, 4]) await column(page, c).click();
    await expect.poll(() => result(page).textContent()).toContain('Red wins');
    expect(await page.locator('svg.connect4-board [data-win]').count()).toBe(4);
    // The address follows the board after the render that shows the win.
    await expect.poll(() => hash(page)).toMatch(/&moves=4545454$/);
    b.expectNoPageErrors();
  });

  it('plays by keyboard: arrows choose the column, Enter drops', async () => {
    const { page } = b;
    await open(b, 'seed=2');
    await board(page).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    await eventually(() => moves(page)).toBe(2);
    expect(await page.locator('[data-disc="2,1"]').getAttribute('data-player')).toBe('red');
    expect(await page.locator('[data-disc="7,1"]').getAttribute('data-player')).toBe('yellow');
    await page.keyboard.press('Control+z');
    await eventually(() => discs(page).count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('drops a disc dragged over a column', async () => {
    const { page } = b;
    await open(b, 'seed=3');
    const from = await page.locator('svg.connect4-board .waiting circle').first().boundingBox();
    const to = await column(page, 1).boundingBox();
    if (!from || !to) throw new Error('board not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.locator('[data-disc="1,1"]').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('lets the computer answer from the table in its worker, and undo takes back both moves', async () => {
    const { page } = b;
    let workers = 0;
    page.on('worker', (w) => {
      if (w.url().includes('table')) workers++;
    });
    await open(b, 'seed=4');
    await chooseSeat(page, 'Yellow', 'heuristic');
    await column(page, 4).click();
    await eventually(() => moves(page)).toBe(2);
    expect(workers).toBeGreaterThan(0);
    await tool(page, 'Undo').click();
    await eventually(() => moves(page)).toBe(0);
    expect(await discs(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('offers the generic baselines beside its own players: MCTS answers a move', async () => {
    const { page } = b;
    await open(b, 'seed=5');
    const offered = (await seatOptions(page, 'Yellow')).map(([id]) => id);
    expect(offered).toContain('negamax:2');
    expect(offered).toContain('mcts:1000');
    await chooseSeat(page, 'Yellow', 'mcts:1000');
    await column(page, 4).click();
    await eventually(() => moves(page)).toBe(2);
    expect(await page.locator('svg.connect4-board [data-player="yellow"]').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('watches two computer players to the end, and pauses them', async () => {
    const { page } = b;
    await open(b, 'width=4&height=4&seed=5');
    await page.getByRole('button', { name: 'Pause' }).waitFor({ state: 'detached' });
    // Yellow first: Red moves first and is still human, so nothing plays before the pause.
    await chooseSeat(page, 'Yellow', 'random');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume', pressed: true }).waitFor();
    // Seating Red saves the game, and a computer player that would start starts before the
    // save is written: once it is, the status line shows the Red player is not thinking.
    const saved = await nextSave(page);
    await chooseSeat(page, 'Red', 'random');
    await saved();
    expect(await statusLine(page).textContent()).not.toContain('Thinking');
    expect(await moves(page)).toBe(0);
    await page.getByRole('button', { name: 'Resume' }).click();
    await result(page).waitFor({ timeout: 20_000 });
    // Each computer move is seeded from the game's seed and the ply, so this game is always
    // the same: random against random from seed 5 fills the 4×4 board with no four in a row.
    expect(await result(page).textContent()).toContain('Draw');
    await expect.poll(() => hash(page)).toMatch(/&moves=2314224432343111$/);
    b.expectNoPageErrors();
  });

  it('opens the position a URL gives and keeps it, seats included, across a reload', async () => {
    const { page } = b;
    await open(b, 'seed=6&moves=4453');
    expect(await discs(page).count()).toBe(4);
    expect(await page.locator('[data-disc="4,2"]').getAttribute('data-player')).toBe('yellow');
    await chooseSeat(page, 'Yellow', 'negamax:2');
    await column(page, 1).click();
    await waitSaved(page, 6);
    await page.reload();
    await board(page).waitFor();
    await eventually(() => moves(page)).toBe(6);
    expect(await seatValue(page, 'Yellow')).toBe('negamax:2');
    await expect.poll(() => hash(page)).toMatch(/&moves=44531\d$/);
    b.expectNoPageErrors();
  });

  it('names bad moves in the URL and shows the start', async () => {
    const { page } = b;
    await open(b, 'seed=7&moves=44444448');
    expect(await discs(page).count()).toBe(0);
    expect(await page.locator('footer.status-line .notice').textContent()).toContain('moves');
    b.expectNoPageErrors();
  });

  it("shows each column's exact value and the perfect move, computed in workers", async () => {
    const { page } = b;
    // An End-Easy position of Pons' set: the side to move draws with best play.
    await open(b, 'seed=8&moves=23163416124767223154467471272416755633');
    await page.getByRole('button', { name: 'Analysis' }).click();
    await eventually(() => page.locator('svg.connect4-board .column-value').count()).toBe(7);
    const values = await page
      .locator('svg.connect4-board .column-value')
      .evaluateAll((labels) => labels.map((l) => l.textContent));
    expect(values).toContain('draw');
    expect(values.every((v) => v === '' || /^(win in \d+|loss in \d+|draw)$/.test(v ?? ''))).toBe(
      true,
    );
    await tool(page, 'Hint').click();
    await page.locator('svg.connect4-board .hint-arrow').waitFor();
    const hinted = Number(await page.locator('.hint-arrow').getAttribute('data-hint-column'));
    const value = await page.locator(`[data-value-column="${hinted}"]`).textContent();
    expect(value).toBe('draw');
    b.expectNoPageErrors();
  });

  it('offers no analysis on a board its solver does not know, and Hint says nothing once over', async () => {
    const { page } = b;
    await open(b, 'width=9&height=9&seed=11');
    expect(await tool(page, 'Hint').count()).toBe(1);
    expect(await tool(page, 'Analysis').count()).toBe(0);
    await board(page).focus();
    await page.keyboard.press('a');
    await column(page, 5).click();
    await eventually(() => moves(page)).toBe(1);
    expect(await page.locator('footer.status-line .analysing').count()).toBe(0);
    expect(await page.locator('svg.connect4-board .column-value').count()).toBe(0);

    await open(b, 'seed=12&moves=4545454');
    await result(page).waitFor();
    expect(await tool(page, 'Hint').isDisabled()).toBe(true);
    await page.keyboard.press('h');
    expect(await tool(page, 'Hint').getAttribute('aria-pressed')).toBe('false');
    b.expectNoPageErrors();
  });

  it('draws the hint arrow clear of the waiting disc, inside the board', async () => {
    const { page } = b;
    await open(b, 'seed=13&moves=23163416124767223154467471272416755633');
    await tool(page, 'Hint').click();
    const arrow = page.locator('svg.connect4-board .hint-arrow');
    await arrow.waitFor();
    // The waiting disc follows the pointer to the hinted column, where it used to hide the arrow.
    const hinted = Number(await arrow.getAttribute('data-hint-column'));
    await column(page, hinted).hover();
    await eventually(() => board(page).getAttribute('aria-activedescendant')).toBe(
      `connect4-col-${hinted}`,
    );
    const [a, disc, svg] = await Promise.all([
      arrow.boundingBox(),
      page.locator('svg.connect4-board .waiting circle').first().boundingBox(),
      board(page).boundingBox(),
    ]);
    if (!a || !disc || !svg) throw new Error('board not laid out');
    const apart = a.y + a.height <= disc.y || disc.y + disc.height <= a.y;
    expect(apart).toBe(true);
    expect(a.y).toBeGreaterThanOrEqual(svg.y);
    b.expectNoPageErrors();
  });
});
