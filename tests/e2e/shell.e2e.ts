import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

/** Holds back the scripts whose path matches `glob` until the returned function is called. */
async function holdScripts(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** What the shell shows: which outline, and any text (it must hold none). */
const shellState = (page: Page) =>
  page.evaluate(() => {
    const shell = document.getElementById('shell');
    const visible = (selector: string) => {
      const el = shell?.querySelector(selector);
      return el ? getComputedStyle(el).display !== 'none' : false;
    };
    return {
      present: shell !== null,
      console: visible('.shell-console'),
      game: visible('.shell-game'),
      text: shell?.textContent?.trim() ?? '',
    };
  });

describe("index.html's shell", () => {
  const b = useBrowser();

  it("outlines the console before any script runs, and gives way to the console's cards", async () => {
    const { page } = b;
    const release = await holdScripts(page, '**/assets/index-*.js');
    await page.goto(`${b.baseUrl}/#/`, { waitUntil: 'commit' });
    await page.locator('#shell .shell-tile').first().waitFor();
    expect(await shellState(page)).toEqual({ present: true, console: true, game: false, text: '' });

    release();
    await page.locator('main.console li.tile').first().waitFor();
    expect((await shellState(page)).present).toBe(false);
    b.expectNoPageErrors();
  });

  it("outlines a game page, stands in for the app's loading placeholder, and goes when the game is open", async () => {
    const { page } = b;
    // The app starts, but the game page's own code is held back: the app shows its placeholder.
    const release = await holdScripts(page, '**/assets/game-page-*.js');
    await page.goto(`${b.baseUrl}/#/connect4?seed=1`, { waitUntil: 'commit' });
    const placeholder = page.locator('#app > main[aria-busy="true"]');
    await placeholder.waitFor({ state: 'attached' });
    expect(await shellState(page)).toEqual({ present: true, console: false, game: true, text: '' });
    expect(await placeholder.isVisible()).toBe(false);

    release();
    await page.locator('svg.connect4-board').waitFor();
    expect((await shellState(page)).present).toBe(false);
    b.expectNoPageErrors();
  });
});
