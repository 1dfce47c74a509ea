import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';

/**
 * Opens the console and waits until the service worker controls it: the worker activates once
 * it has precached every file, then takes the page over.
 */
async function controlledConsole(goto: (hash: string) => Promise<unknown>, page: Page) {
  await goto('#/');
  await page.locator('main.console h1').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });
}

describe('the collection offline', () => {
  const b = useBrowser();

  it('opens a game never visited, offline, once the service worker has the app', async () => {
    const { page, context } = b;
    await controlledConsole((hash) => b.goto(hash), page);

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${b.baseUrl}/#/connect4?seed=5`);
    // Dealt in the engine worker: its script and the game's chunks came from the cache.
    await offline.locator('svg.connect4-board').waitFor();
    const served = await offline.evaluate(async () => {
      // Proof that the network is off: a file the worker never cached cannot be fetched.
      // (navigator.onLine is no proof: Debian's Chromium 150 keeps it true under emulation.)
      const uncached = await fetch(`/never-cached-${Date.now()}.txt`, { cache: 'no-store' }).then(
        () => 'fetched',
        () => 'failed',
      );
      return {
        bySw: navigator.serviceWorker.controller !== null,
        uncached,
        // The cached responses kept COOP/COEP: the search workers still share memory.
        isolated: crossOriginIsolated,
      };
    });
    expect(served).toEqual({ bySw: true, uncached: 'failed', isolated: true });
    await offline.locator('svg.connect4-board rect[data-column="4"]').click();
    await eventually(() => moves(offline)).toBe(1);
    expect(await offline.locator('[data-disc="4,1"]').getAttribute('data-player')).toBe('red');
    b.expectNoPageErrors();
  });

  it("gives Slidey's first 4×4 hint offline, from the precached pattern databases", async () => {
    const { page, context } = b;
    await controlledConsole((hash) => b.goto(hash), page);
    await context.setOffline(true);
    const offline = await context.newPage();
    const fromCache: boolean[] = [];
    offline.on('response', (r) => {
      if (/\/assets\/pdb-4x4-[\w-]+\.bin$/.test(r.url())) fromCache.push(r.fromServiceWorker());
    });
    await offline.goto(`${b.baseUrl}/#/slidey?width=4&height=4&seed=3`);
    await offline.locator('svg.slidey-board').waitFor();
    await offline.locator('nav.toolbar').getByRole('button', { name: 'Hint', exact: true }).click();
    const note = offline.locator('[data-hint-note="hint"]');
    await note.waitFor({ timeout: 60_000 });
    expect(await note.textContent()).toMatch(/moves left in a shortest solution/);
    expect(fromCache).toEqual([true]);
    b.expectNoPageErrors();
  });

  it('names itself an installable app: a manifest with icons', async () => {
    const { page } = b;
    await b.goto('#/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href ?? '');
    expect(manifest).toMatchObject({ name: 'Games', display: 'standalone', start_url: './' });
    const sizes = (manifest.icons as { sizes: string; src: string }[]).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string }[]) {
      const type = await page.evaluate(
        async (src) => (await fetch(src)).headers.get('content-type'),
        icon.src,
      );
      expect(type).toBe('image/png');
    }
  });
});
