import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves, result, tool } from './lights-out.ts';

/**
 * Seed 35 deals goal 32, hand JD QD 2D, then: discard, draw 7D, discard, discard, draw 5S.
 * Discarding 2D, QD and 7D leaves JD 5S: 15 points, mixed colours, score 32 - 15 = 17.
 */
const DEAL = '#/mini-card?cards=8&moves=8&seed=35';

/** Cards are found by value (`data-value`); `data-card` is the id the table keys them by. */
const held = (page: Page) =>
  page
    .locator('section[aria-label="Held cards"] [data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-value')));
const card = (page: Page, value: string) =>
  page.locator(`section[aria-label="Held cards"] button[data-value="${value}"]`);
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
    await eventually(() => held(page)).toEqual(['JD', 'QD', '2D']);

    await card(page, '2D').click();
    expect(await card(page, '2D').getAttribute('aria-pressed')).toBe('true');
    await pile(page).click();
    await eventually(() => held(page)).toEqual(['JD', 'QD', '7D']);

    const from = await card(page, 'QD').boundingBox();
    const to = await pile(page).boundingBox();
    if (!from || !to) throw new Error('cards not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await eventually(() => pile(page).getAttribute('class')).toContain('over');
    await page.mouse.up();
    await eventually(() => held(page)).toEqual(['JD', '7D']);

    await card(page, '7D').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-region'))).toBe(
      'discard',
    );
    await page.keyboard.press('Enter');

    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('Final score 17.');
    expect(await page.locator('[data-score]').textContent()).toBe('17');
    // The play above is the best there is: the last two cards held are one of JD, QD, 2D, 7D
    // and 5S, so at most 10 + 5 = 15 points, never one colour, and 32 - 15 = 17.
    await eventually(() => page.locator('[data-best]').textContent()).toBe(
      '17 (the optimal strategy on this deal)',
    );
    b.expectNoPageErrors();
  });

  it('names each held card by what it shows, and deals a choice where a game once began over', async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => held(page)).toEqual(['JD', 'QD', '2D']);
    // What the face shows in its corner ("J ♦") is part of the button's accessible name.
    const shown = await page
      .locator('section[aria-label="Held cards"] button[data-card]')
      .evaluateAll((buttons) =>
        buttons.map(
          (b) =>
            `${b.querySelector('.corner')?.textContent} ${b.querySelector('.corner-suit')?.textContent}`,
        ),
      );
    expect(shown).toEqual(['J ♦', 'Q ♦', '2 ♦']);
    for (const text of shown) {
      expect(await page.getByRole('button', { name: text }).count()).toBe(1);
    }

    await b.goto('#/mini-card?cards=8&moves=8&seed=2542368732');
    await eventually(async () => (await held(page)).length).toBeGreaterThanOrEqual(2);
    expect(await result(page).count()).toBe(0);
    await tool(page, 'New').click();
    await page.locator('dialog[aria-label="New Mini Card Game"]').waitFor();
    b.expectNoPageErrors();
  });

  it('marks the optimal discard as a hint, undoes, and keeps the game across a reload', async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => held(page)).toEqual(['JD', 'QD', '2D']);
    await tool(page, 'Hint').click();
    await eventually(() =>
      page.locator('section[aria-label="Held cards"] .hint-highlight').count(),
    ).toBe(1);
    await card(page, 'JD').click();
    await pile(page).click();
    await eventually(() => moves(page)).toBe(1);
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await eventually(() => held(page)).toEqual(['QD', '2D', '7D']);
    await page.keyboard.press('u');
    await eventually(() => held(page)).toEqual(['JD', 'QD', '2D']);
    b.expectNoPageErrors();
  });
});
