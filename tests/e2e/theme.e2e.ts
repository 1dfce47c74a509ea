import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { openGame } from './screens.ts';

/** The page's background is dark when its luminance is low: `rgb(27, 29, 34)` is, white is not. */
const isDark = (css: string): boolean => {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
};

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const chosen = (page: Page) =>
  page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme ?? null,
    stored: localStorage.getItem('games-theme'),
  }));

/** Opens the theme menu from the page's switch and picks `option`. */
async function pick(page: Page, option: 'System' | 'Light' | 'Dark'): Promise<void> {
  await page.getByRole('button', { name: /^Theme: / }).click();
  await page.locator('.theme-menu').getByLabel(option).check();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('button', { name: `Theme: ${option}` }).count()).toBe(1);
}

describe('themes', () => {
  const b = useBrowser();

  it('follows the system by default, light or dark, as it changes', async () => {
    const { page } = b;
    await page.emulateMedia({ colorScheme: 'light' });
    await b.goto('#/');
    await page.locator('main.console li.tile').first().waitFor();
    expect(isDark(await background(page))).toBe(false);
    expect(await chosen(page)).toEqual({ attribute: null, stored: null });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(isDark(await background(page))).toBe(true);
    b.expectNoPageErrors();
  });

  it('overrides the system with the switch, keeps the choice and applies it before the first paint', async () => {
    const { page, context } = b;
    await page.emulateMedia({ colorScheme: 'light' });
    await b.goto('#/');
    await pick(page, 'Dark');
    expect(await chosen(page)).toEqual({ attribute: 'dark', stored: 'dark' });
    expect(isDark(await background(page))).toBe(true);
    expect(await violations(page)).toEqual([]);

    // What the first frame of the next load shows, before the app's own script has drawn.
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        const w = window as unknown as { firstFrame?: { background: string; drawn: boolean } };
        w.firstFrame = {
          background: getComputedStyle(document.documentElement).backgroundColor,
          drawn: Boolean(document.querySelector('main')),
        };
      });
    });
    await page.reload();
    await page.locator('main.console li.tile').first().waitFor();
    const first = await page.evaluate(
      () => (window as unknown as { firstFrame?: { background: string } }).firstFrame,
    );
    expect(first && isDark(first.background)).toBe(true);
    expect(await chosen(page)).toEqual({ attribute: 'dark', stored: 'dark' });

    await pick(page, 'System');
    expect(await chosen(page)).toEqual({ attribute: null, stored: null });
    expect(isDark(await background(page))).toBe(false);
    b.expectNoPageErrors();
  });

  it('is on every game page, and its choice holds there and back on the console', async () => {
    const { page } = b;
    await page.emulateMedia({ colorScheme: 'dark' });
    await openGame(page, b.baseUrl, 'connect4');
    await pick(page, 'Light');
    expect(isDark(await background(page))).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.locator('a.back').click();
    await page.locator('main.console li.tile').first().waitFor();
    expect(await page.getByRole('button', { name: 'Theme: Light' }).count()).toBe(1);
    expect(isDark(await background(page))).toBe(false);
    b.expectNoPageErrors();
  });
});
