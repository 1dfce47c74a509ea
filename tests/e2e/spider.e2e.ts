import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.ts';
import { deal } from '../../src/games/spider/rules.ts';
import { solve } from '../../src/games/spider/solver.ts';
import type { SpiderMove } from '../../src/games/spider/state.ts';
import { useBrowser } from './browser.ts';
import { eventually, moves, result, tool } from './lights-out.ts';
import { stableBox } from './stable-box.ts';

/** A one-suit deal the full-knowledge solver wins: the test plays its line to the end. */
const SEED = 3;
const URL = `#/spider?suits=1&winnable=false&seed=${SEED}`;

function winningLine(): SpiderMove[] {
  const answer = solve(deal(1, createRng(SEED)), 200_000);
  if (answer.verdict !== 'won') throw new Error(`seed ${SEED}: the solver found no win`);
  return [...answer.line];
}

const column = (page: Page, pile: number) => page.locator(`[data-region="t${pile + 1}"]`);
/** The card `fromTop` places below the top of a tableau (0: the top card). */
const cardIn = (page: Page, pile: number, fromTop: number) =>
  column(page, pile)
    .locator('[data-card]')
    .nth(-1 - fromTop);
const stock = (page: Page) => page.locator('button[data-stock]');

type Way = 'drag' | 'click' | 'keys';

/** Makes one move of the line on the page, the way asked (a deal is a press of the stock). */
async function makeMove(page: Page, move: SpiderMove, way: Way): Promise<void> {
  if (move.kind === 'deal') {
    if (way === 'keys') {
      await stock(page).focus();
      await page.keyboard.press('Enter');
    } else await stock(page).click();
    return;
  }
  if (move.kind !== 'move') throw new Error('the line gives up');
  // The last move's glides and flips must be over: a click on a card still gliding can land on
  // the card it passes over, and the boxes a drag reads would be stale.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-card]')).every(
      (el) => el.getAnimations().length === 0,
    ),
  );
  const deepest = cardIn(page, move.from, move.count - 1);
  const targetEmpty = (await column(page, move.to).locator('[data-card]').count()) === 0;
  const target = targetEmpty
    ? column(page, move.to).locator('button.empty-tableau')
    : cardIn(page, move.to, 0);
  if (way === 'drag') {
    await deepest.scrollIntoViewIfNeeded();
    const from = await stableBox(page, deepest);
    const to = await stableBox(page, target);
    await page.mouse.move(from.x + from.width / 2, from.y + Math.min(8, from.height / 2));
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
    await page.mouse.up();
  } else if (way === 'click') {
    await deepest.click({ position: { x: 6, y: 6 } });
    await target.click({ position: { x: 6, y: 6 } });
  } else {
    await deepest.focus();
    await page.keyboard.press('Enter');
    await target.focus();
    await page.keyboard.press('Enter');
  }
}

/** Plays the whole line, checking the move counter after each move. */
async function playLine(page: Page, line: SpiderMove[], wayOf: (i: number) => Way) {
  for (const [i, move] of line.entries()) {
    await makeMove(page, move, wayOf(i));
    await eventually(() => moves(page)).toBe(i + 1);
  }
}

describe('Spider in the browser', () => {
  const b = useBrowser();
  const line = winningLine();

  it('plays a deal to the win by drag and click, with undo and redo, and keeps it on reload', {
    timeout: 900_000,
  }, async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Card Games"] a.tile-open', { hasText: 'Spider' })
      .waitFor();
    // A desktop screen tall enough for the tallest piles and the stock at once: a drag, unlike a
    // click, does not scroll its target into view.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await b.goto(URL);
    await column(page, 0).waitFor();
    expect(await page.locator('[data-region] [data-card]').count()).toBe(54);
    // Face-down cards carry nothing of their value into the page.
    expect(await page.locator('[data-region] [data-value]').count()).toBe(10);

    await playLine(page, line.slice(0, 6), (i) => (i % 2 === 0 ? 'drag' : 'click'));
    const before = await column(page, 0).innerHTML();
    await tool(page, 'Undo').click();
    await eventually(() => moves(page)).toBe(5);
    await tool(page, 'Redo').click();
    await eventually(() => moves(page)).toBe(6);
    expect(await column(page, 0).innerHTML()).toBe(before);
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await eventually(() => moves(page)).toBe(6);

    // The rest by click: drags over tall piles missed now and then on a loaded machine (in the
    // notes), and the drags above already carry runs from pile to pile.
    for (const [i, move] of line.slice(6).entries()) {
      await makeMove(page, move, 'click');
      await eventually(() => moves(page)).toBe(i + 7);
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('All eight runs completed');
    b.expectNoPageErrors();
  });

  it('plays the same deal to the win by keyboard on a phone', { timeout: 900_000 }, async () => {
    const page = await b.phone(URL);
    await column(page, 0).waitFor();
    await playLine(page, line, () => 'keys');
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('Solved!');
    b.expectNoPageErrors();
  });

  it('lifts the run moved and marks the stock dealt before the table can answer', async () => {
    const { page } = b;
    await b.goto(URL);
    await column(page, 0).waitFor();
    // The clicks and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const lifted = (move: SpiderMove) =>
      page.evaluate(async (m) => {
        const cards = (pile: number) => [
          ...document.querySelectorAll<HTMLElement>(`[data-region="t${pile + 1}"] [data-card]`),
        ];
        if (m.kind === 'move') {
          cards(m.from).at(-m.count)?.click();
          cards(m.to).at(-1)?.click();
        } else document.querySelector<HTMLElement>('button[data-stock]')?.click();
        for (let i = 0; i < 20; i++) await null;
        return {
          sent: [...document.querySelectorAll('.playing-card.sent[aria-busy="true"]')].map(
            (c) => c.closest('[data-region], [data-stock]')?.getAttribute('data-region') ?? 'stock',
          ),
          stockBusy: document.querySelector('[data-stock]')?.getAttribute('aria-busy') === 'true',
        };
      }, move);
    const [first, run] = line as [SpiderMove, SpiderMove];
    expect(run).toMatchObject({ kind: 'move', count: 2 });
    expect(await lifted(first)).toEqual({ sent: ['t10'], stockBusy: false });
    await eventually(() => moves(page)).toBe(1);
    expect(await page.locator('.playing-card.sent').count()).toBe(0);
    expect(await lifted(run)).toEqual({ sent: ['t8', 't8'], stockBusy: false });
    await eventually(() => moves(page)).toBe(2);
    expect(await page.locator('.playing-card.sent').count()).toBe(0);
    // A deal lifts the stock's top row, and the stock is busy.
    expect(await lifted({ kind: 'deal' })).toEqual({
      sent: Array(10).fill('stock'),
      stockBusy: true,
    });
    await eventually(() => moves(page)).toBe(3);
    expect(await page.locator('.playing-card.sent, [data-stock][aria-busy]').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('deals from the stock and takes the deal back', async () => {
    const { page } = b;
    await b.goto(URL);
    await column(page, 0).waitFor();
    await stock(page).click();
    await eventually(() => moves(page)).toBe(1);
    expect(await stock(page).getAttribute('aria-label')).toContain('4 deals left');
    expect(await page.locator('[data-region] [data-value]').count()).toBe(20);
    await tool(page, 'Undo').click();
    await eventually(() => stock(page).getAttribute('aria-label')).toContain('5 deals left');
    b.expectNoPageErrors();
  });
});
