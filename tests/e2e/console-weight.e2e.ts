import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { CONSOLE_JS_CAP, consoleScripts, totalBytes } from './console-weight.ts';

describe('the console stays light', () => {
  const b = useBrowser();

  it(`loads at most ${CONSOLE_JS_CAP / 1024} KB of JavaScript, decoded, and no game's rules, engine or help, nor the stores`, async () => {
    const scripts = await consoleScripts(b.page, b.baseUrl);
    // The measure sees the page's own scripts: an empty list would pass any cap.
    expect(scripts.some((s) => s.path.includes('/assets/index-'))).toBe(true);
    expect(scripts.every((s) => s.decoded > 0)).toBe(true);
    const names = scripts.map((s) => s.path.split('/').pop() ?? '');
    // The chunks a game, its help or the stores (with zod) bring, by the name Vite gives them.
    for (const heavy of [
      'rules-',
      'engine-',
      'View-',
      'help-',
      'markdown-',
      'deps-',
      'SavesSection-',
    ]) {
      expect(
        names.filter((n) => n.startsWith(heavy)),
        heavy,
      ).toEqual([]);
    }
    expect(totalBytes(scripts)).toBeLessThanOrEqual(CONSOLE_JS_CAP);
    b.expectNoPageErrors();
  });

  it('loads the saves list, with its store and zod, only when it is unfolded', async () => {
    const { page } = b;
    await consoleScripts(page, b.baseUrl);
    await page.locator('details.saves-panel summary').click();
    await page.getByText('No saved games yet.').waitFor();
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(loaded.some((path) => path.includes('/SavesSection-'))).toBe(true);
    b.expectNoPageErrors();
  });
});
