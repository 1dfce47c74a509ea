import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readBook } from '../../src/games/connect4/solver/book-file.ts';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/**
 * The opening book lets the perfect solver answer from the empty board at once: without it the
 * Perfect seat's first move and the empty board's analysis each take minutes. Both need the
 * scores of the seven positions of one disc, so the tests run once the book holds ply 1
 * (npm run book:connect4 builds it ply by ply).
 */
const holdsPly1 = readBook().completePly >= 1;

const board = (page: Page) => page.locator('svg.connect4-board');
const columnValues = (page: Page) =>
  page
    .locator('svg.connect4-board .column-value')
    .evaluateAll((labels) => labels.map((l) => l.textContent));

async function open(b: ReturnType<typeof useBrowser>, query: string) {
  await b.goto(`#/connect4?${query}`);
  await board(b.page).waitFor();
}

describe.runIf(holdsPly1)('Connect 4 perfect play from the opening book', () => {
  const b = useBrowser();

  it('lets a Perfect seat open the game in the centre column', async () => {
    const { page } = b;
    await open(b, 'seed=31');
    await chooseSeat(page, 'Red', 'perfect');
    await eventually(() => moves(page)).toBe(1);
    expect(await page.locator('[data-disc="4,1"]').getAttribute('data-player')).toBe('red');
    b.expectNoPageErrors();
  });

  it('shows the exact value of all seven columns of the empty board', async () => {
    const { page } = b;
    await open(b, 'seed=32');
    await page.getByRole('button', { name: 'Analysis' }).click();
    // Only the centre wins (with the first player's last disc); columns 3 and 5 draw.
    await eventually(() => columnValues(page)).toEqual([
      'loss in 20',
      'loss in 21',
      'draw',
      'win in 21',
      'draw',
      'loss in 21',
      'loss in 20',
    ]);
    b.expectNoPageErrors();
  });
});
