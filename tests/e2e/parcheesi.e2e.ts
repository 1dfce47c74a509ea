import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually } from './lights-out.ts';
import { type BlueTurn, blueLine } from './parcheesi-line.ts';

/**
 * Seed 55 with PLT's default seats: blue (you) enters and moves, and on its third turn rolls
 * double 5s with a bop to make: 54 → 59 bops, the +20 takes the pawn to 11, the other 5 enters.
 * The line is worked out from the seed by the same rules and players the page runs.
 */
const SEED = 55;
const line = blueLine(SEED, 6) as BlueTurn[];

const pawn = (page: Page, id: number): Locator =>
  page.locator(`svg.parcheesi-board [data-pawn="blue${id}"]`);
const target = (page: Page, loc: string): Locator =>
  page.locator(`svg.parcheesi-board rect.target[data-loc="${loc}"]`);
const done = (page: Page): Locator => page.locator('.parcheesi button.done');
const blueToMove = (page: Page) =>
  eventually(() => pawn(page, 0).getAttribute('aria-disabled')).toBe('false');

/** The moves played, from the status line ("Moves: 12 · Seed: 55"). */
const movesPlayed = async (page: Page): Promise<number> =>
  Number(
    /Moves: (\d+)/.exec((await page.locator('footer.status-line').textContent()) ?? '')?.[1] ?? -1,
  );

type Way = 'mouse' | 'keyboard' | 'touch';

async function playStep(page: Page, id: number, to: string, way: Way, drag: boolean) {
  if (way === 'keyboard') {
    await pawn(page, id).focus();
    await page.keyboard.press('Enter');
    await target(page, to).focus();
    await page.keyboard.press('Enter');
  } else if (way === 'touch') {
    await pawn(page, id).tap();
    await target(page, to).tap();
  } else if (drag) {
    const from = await pawn(page, id).boundingBox();
    await pawn(page, id).hover();
    await page.mouse.down();
    const box = await target(page, to).boundingBox();
    if (!from || !box) throw new Error('board not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
  } else {
    await pawn(page, id).click();
    await target(page, to).click();
  }
  await eventually(() => pawn(page, id).getAttribute('aria-label')).toMatch(
    to === 'H' ? /at Home/ : to.startsWith('h') ? /home row/ : new RegExp(`on square ${to}$`),
  );
}

async function playLine(page: Page, way: Way) {
  expect(line.length).toBeGreaterThan(1);
  for (const [n, turn] of line.entries()) {
    await blueToMove(page);
    const last = n === line.length - 1;
    if (last) {
      await eventually(() => page.locator('.parcheesi .status').textContent()).toMatch(
        /Blue rolled 5 and 5 \(doubles/,
      );
    }
    for (const [k, step] of turn.steps.entries()) {
      await playStep(page, step.pawn, turn.to[k] as string, way, k === 0);
      // The bop: the opponent pawn goes back to Start and a 20 joins the dice.
      if (last && k === 0) {
        await eventually(() => page.locator('.parcheesi .die-chip.bonus').textContent()).toBe('20');
        const onSquare = page.locator(
          'svg.parcheesi-board [data-pawn][aria-label$="on square 59"]',
        );
        expect(await onSquare.count()).toBe(1);
      }
    }
    const before = await movesPlayed(page);
    if (way === 'keyboard') {
      await done(page).focus();
      await page.keyboard.press('Enter');
    } else if (way === 'touch') await done(page).tap();
    else await done(page).click();
    await eventually(() => movesPlayed(page)).toBeGreaterThan(before);
  }
  // Doubles: blue rolls again, and the move list has the turn with the bop.
  await blueToMove(page);
  await eventually(() => page.locator('.move-list, [class*="move"]').first().textContent()).toMatch(
    /blue pawn 1 moves 20/,
  );
}

describe('Parcheesi in the browser', () => {
  const b = useBrowser();

  it('opens from the console: the board with sixteen pawns in Start', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Board Games"] a.tile-open', { hasText: 'Parcheesi' })
      .click();
    await page.locator('svg.parcheesi-board').waitFor();
    expect(await page.locator('svg.parcheesi-board [data-pawn]').count()).toBe(16);
    b.expectNoPageErrors();
  });

  it('plays turns with doubles and a bop by mouse, dragging or clicking the pawns', async () => {
    const { page } = b;
    await b.goto(`#/parcheesi?seed=${SEED}`);
    await page.locator('svg.parcheesi-board').waitFor();
    await playLine(page, 'mouse');
    b.expectNoPageErrors();
  });

  it('plays the same turns by keyboard', async () => {
    const { page } = b;
    await b.goto(`#/parcheesi?seed=${SEED}`);
    await page.locator('svg.parcheesi-board').waitFor();
    await playLine(page, 'keyboard');
    b.expectNoPageErrors();
  });

  it('plays the same turns by touch on a phone', async () => {
    const page = await b.phone(`#/parcheesi?seed=${SEED}`);
    await page.locator('svg.parcheesi-board').waitFor();
    await playLine(page, 'touch');
  });
});
