import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually, result } from './lights-out.ts';

/** Playing Rummy through the page as a person does. */

/** Turns are bounded: PLT's player wins long before this, or you do. */
const MOST_TURNS = 150;

export const mine = (page: Page) => page.locator('section[aria-label="Your hand"]');
export const handCards = (page: Page) => mine(page).locator('button[data-card]');
export const values = (page: Page) =>
  handCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-value')));
export const stock = (page: Page) => page.locator('section.rummy-stock button[data-card]');
export const pileTop = (page: Page) => page.locator('section.rummy-pile button[data-card]');
export const pile = (page: Page) => page.locator('[data-region="discard"]');
export const status = (page: Page) => page.locator('.rummy-status');

/** Waits until it is your turn to draw (true) or the game is over (false). */
export async function yourDraw(page: Page): Promise<boolean> {
  await eventually(async () => (await status(page).textContent()) ?? '').toMatch(
    /^Your turn|Game over/,
  );
  return !((await status(page).textContent()) ?? '').includes('Game over');
}

/** The centre of `l` once it has stopped moving (cards glide to their places). */
export async function centre(l: Locator): Promise<[number, number]> {
  let last = '';
  for (;;) {
    const box = await l.boundingBox();
    if (!box) throw new Error('not laid out');
    const at = `${box.x},${box.y}`;
    if (at === last) return [box.x + box.width / 2, box.y + box.height / 2];
    last = at;
    await l.page().waitForTimeout(50);
  }
}

/** A tap where the card has come to rest. */
export async function tap(l: Locator) {
  const [x, y] = await centre(l);
  await l.page().touchscreen.tap(x, y);
}

export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const [x0, y0] = await centre(from);
  const [x1, y1] = await centre(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  await page.mouse.up();
}

/** The opponent's cards carry nothing of their faces: only your hand and the pile's top do. */
export async function expectOpponentHidden(page: Page) {
  const opponent = page.locator('section.rummy-hand.opponent [data-card]');
  expect(await opponent.count()).toBe(10);
  expect(await page.locator('section.rummy-hand.opponent [data-value]').count()).toBe(0);
  const faces = await page.locator('[data-value]').count();
  expect(faces).toBe((await handCards(page).count()) + 1);
}

/** Plays until the end: `turn` makes one draw and one discard; returns the result text. */
export async function playOut(page: Page, turn: (n: number) => Promise<void>): Promise<string> {
  for (let n = 0; n < MOST_TURNS && (await yourDraw(page)); n++) {
    await expectOpponentHidden(page);
    const before = await page.locator('.move-list li').count();
    await turn(n);
    await eventually(async () => (await page.locator('.move-list li').count()) > before).toBe(true);
  }
  await result(page).waitFor();
  return (await result(page).textContent()) ?? '';
}

export async function waitDiscardPhase(page: Page) {
  await eventually(() => handCards(page).count()).toBe(11);
  await pile(page).waitFor();
}
