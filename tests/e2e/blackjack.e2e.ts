import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { eventually } from './lights-out.ts';

/** The trainer on; seed 20 deals you a king and a jack (20) against the dealer's 7. */
const GAME = '#/blackjack?trainer=true&seed=20';

describe('blackjack trainer', () => {
  const t = useBrowser();

  it('shows each action’s exact EV, flags a costly hit on 20 and keeps the tally over a reload', async () => {
    const { page } = t;
    await t.goto(GAME);
    // The table's Hit; the analysis panel lists a Hit of its own.
    const hit = page.locator('.bj-buttons').getByRole('button', { name: /^Hit/ });
    await hit.waitFor();
    await expect
      .poll(() => page.locator('section[aria-label="Your hand"] h2').textContent())
      .toContain('20');

    // The analysis, from the worker: every legal action's EV, standing the best.
    await page.getByRole('button', { name: 'Analysis' }).click();
    const advice = page.locator('.bj-advice');
    await advice.waitFor();
    expect(await advice.textContent()).toMatch(
      /Hit −[\d.]+, Stand \+[\d.]+ \(best\), Double −[\d.]+, Split/,
    );
    // The hint marks Stand.
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.locator('.bj-buttons button.hint-highlight', { hasText: 'Stand' }).waitFor();

    // Hitting 20 against a 7 is a mistake. The house's seat judges it in the engine worker (a
    // move of its own in the list), then the card is dealt and the flag says what it cost.
    await hit.click();
    const flag = page.locator('.bj-flag.costly');
    await flag.waitFor();
    const verdict = await flag.textContent();
    expect(verdict).toMatch(/^Stand was best: \+[\d.]+ of a bet; Hit costs [\d.]+\.$/);
    const judged = page.locator('.move-list li', { hasText: /^trainer: Stand was best/ });
    expect(await judged.count()).toBe(1);
    expect(`trainer: ${verdict}`).toBe(await judged.textContent());
    await expect
      .poll(() => page.locator('section[aria-label="Your hand"] .playing-card').count())
      .toBe(3);
    expect(await page.locator('[data-mistakes]').textContent()).toBe('1');
    const lost = Number(await page.locator('[data-ev-lost]').textContent());
    expect(lost).toBeGreaterThan(0.1);

    expect(await violations(page)).toEqual([]);
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    // The judgement comes back with the save, as it was made: the flag, the list and the tally.
    await page.locator('.bj-flag.costly').waitFor();
    expect(await page.locator('.bj-flag.costly').textContent()).toBe(verdict);
    expect(await judged.count()).toBe(1);
    expect(await page.locator('[data-mistakes]').textContent()).toBe('1');
    expect(Number(await page.locator('[data-ev-lost]').textContent())).toBe(lost);
    t.expectNoPageErrors();
  });

  it('judges a best decision as no mistake, and keeps the decisions counted over a reload', async () => {
    const { page } = t;
    await t.goto(GAME);
    const stand = page.getByRole('button', { name: /^Stand/ });
    await stand.waitFor();
    await stand.click();
    const flag = page.locator('.bj-flag[data-costly="false"]');
    await flag.waitFor();
    expect(await flag.textContent()).toMatch(/^Stand was best: \+[\d.]+ of a bet\.$/);
    // The dealer's turn and the result follow the judgement; then the next round clears the flag.
    await page.getByRole('button', { name: /^Next round/ }).waitFor();
    expect(await page.locator('[data-mistakes]').textContent()).toBe('0');
    expect(await page.locator('.bj-stats').textContent()).toContain('Decisions: 1,');
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Next round/ }).waitFor();
    expect(await page.locator('.bj-flag[data-costly="false"]').textContent()).toMatch(
      /^Stand was best/,
    );
    expect(await page.locator('.bj-stats').textContent()).toContain('Decisions: 1,');
    t.expectNoPageErrors();
  });

  it("takes H as Hit, not the page's Hint", async () => {
    const { page } = t;
    await t.goto('#/blackjack?seed=20');
    await page.getByRole('button', { name: /^Hit/ }).waitFor();
    await page.keyboard.press('h');
    await expect
      .poll(() => page.locator('section[aria-label="Your hand"] .playing-card').count())
      .toBe(3);
    expect(await page.getByRole('button', { name: 'Hint' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    t.expectNoPageErrors();
  });

  it('shows the action sent pressed, by click or by key, before the table can answer', async () => {
    const { page } = t;
    await t.goto('#/blackjack?seed=20');
    await page.getByRole('button', { name: /^Stand/ }).waitFor();
    // The action and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const pressedAfter = (act: string) =>
      page.evaluate(async (act) => {
        const buttons = () => [...document.querySelectorAll<HTMLElement>('.bj-buttons button')];
        if (act.length === 1)
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: act, bubbles: true }));
        else
          buttons()
            .find((el) => el.textContent?.startsWith(act))
            ?.click();
        for (let i = 0; i < 20; i++) await null;
        return buttons()
          .filter((el) => el.getAttribute('aria-pressed') === 'true' && el.matches('.sent'))
          .map((el) => el.textContent);
      }, act);
    const pressed = page.locator('.bj-buttons button[aria-pressed="true"], .bj-buttons .sent');
    expect(await pressedAfter('Stand')).toEqual(['Stand S']);
    await eventually(() => pressed.count()).toBe(0);
    await page.getByRole('button', { name: /^Next round/ }).waitFor();
    expect(await pressedAfter('n')).toEqual(['Next round N']);
    await eventually(() => pressed.count()).toBe(0);
    t.expectNoPageErrors();
  });

  it('shows the basic strategy table: hard, soft and pairs', async () => {
    const { page } = t;
    await t.goto('#/blackjack?seed=20');
    await page.locator('details.bj-strategy summary').click();
    for (const name of ['Hard totals', 'Soft totals (an ace counted 11)', 'Pairs']) {
      await page.getByRole('table', { name }).waitFor();
    }
    // Hard 16 against a ten: hit (the last column is the ace, the one before it the ten).
    const row = page.getByRole('table', { name: 'Hard totals' }).locator('tr', { hasText: /^16/ });
    expect(await row.locator('td').nth(8).textContent()).toBe('H');
    // On a phone, with the table open: nothing sideways, nothing axe objects to.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await violations(page)).toEqual([]);
    // Without the trainer there is no flag and no tally.
    expect(await page.locator('[data-mistakes]').count()).toBe(0);
    t.expectNoPageErrors();
  });
});
