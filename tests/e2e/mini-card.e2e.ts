import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves, result, tool } from './lights-out.ts';

/**
 * Seed 33 deals goal 34, hand QH 2D 5C, then: discard, draw 9H, discard, discard, draw 3H.
 * Discarding 5C, 2D and 9H leaves QH 3H: 13 points, all red, score (34 - 13) / 2 = 10.
 */
const DEAL = '#/mini-card?cards=8&moves=8&seed=33';

const held = (page: Page) =>
  page
    .locator('section[aria-label="Held cards"] [data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
const card = (page: Page, id: string) =>
  page.locator(`section[aria-label="Held cards"] button[data-card="${id}"]`);
const pile = (page: Page) => page.locator('[data-region="discard"]');

describe('Mini Card Game in the browser', () => {
  const b = useBrowser();

  it('opens from the console and discards by click, by drag and by keyboard', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Card Games"] a.tile-open', { hasText: 'Mini Card Game' })
      .waitFor();
    await b.goto(DEAL);
    await eventually(() => held(page)).toEqual(['QH', '2D', '5C']);

    await card(page, '5C').click();
    expect(await card(page, '5C').getAttribute('aria-pressed')).toBe('true');
    await pile(page).click();
    await eventually(() => held(page)).toEqual(['QH', '2D', '9H']);

    const from = await card(page, '2D').boundingBox();
    const to = await pile(page).boundingBox();
    if (!from || !to) throw new Error('cards not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await eventually(() => pile(page).getAttribute('class')).toContain('over');
    await page.mouse.up();
    await eventually(() => held(page)).toEqual(['QH', '9H']);

    await card(page, '9H').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-region'))).toBe(
      'discard',
    );
    await page.keyboard.press('Enter');

    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('Final score 10.');
    expect(await page.locator('[data-score]').textContent()).toBe('10');
    await eventually(async () =>
      Number(
        await page
          .locator('[data-best]')
          .textContent()
          .then((t) => t?.split(' ')[0]),
      ),
    ).toBeLessThanOrEqual(10);
    b.expectNoPageErrors();
  });

  it('marks the optimal discard as a hint, undoes, and keeps the game across a reload', async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => held(page)).toEqual(['QH', '2D', '5C']);
    await tool(page, 'Hint').click();
    await eventually(() => page.locator('section[aria-label="Held cards"] .marked').count()).toBe(
      1,
    );
    await card(page, 'QH').click();
    await pile(page).click();
    await eventually(() => moves(page)).toBe(1);
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await eventually(() => held(page)).toEqual(['2D', '5C', '9H']);
    await page.keyboard.press('u');
    await eventually(() => held(page)).toEqual(['QH', '2D', '5C']);
    b.expectNoPageErrors();
  });
});
