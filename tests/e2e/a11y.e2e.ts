import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { DESKTOP, listedIds, openGame } from './screens.ts';

const PHONE = { width: 390, height: 844 } as const;

describe('accessibility, as axe checks it', () => {
  const b = useBrowser();

  for (const size of [DESKTOP, PHONE]) {
    for (const id of listedIds()) {
      it(`finds nothing on ${id} at ${size.width}×${size.height}`, async () => {
        const { page } = b;
        await page.setViewportSize(size);
        await openGame(page, b.baseUrl, id);
        expect(await violations(page)).toEqual([]);
        b.expectNoPageErrors();
      });
    }

    it(`finds nothing in each game's help at ${size.width}×${size.height}`, async () => {
      const { page } = b;
      await page.setViewportSize(size);
      for (const id of listedIds()) {
        await openGame(page, b.baseUrl, id);
        await page.locator('nav.toolbar').getByRole('button', { name: 'Help' }).click();
        await page.locator('dialog .help h1').waitFor();
        expect(await violations(page), id).toEqual([]);
      }
      b.expectNoPageErrors();
    });

    it(`finds nothing on the console at ${size.width}×${size.height}`, async () => {
      const { page } = b;
      await page.setViewportSize(size);
      await b.goto('#/');
      await page.locator('main.console section.set').first().waitFor();
      expect(await violations(page)).toEqual([]);
      b.expectNoPageErrors();
    });
  }

  it('finds nothing on the page of an address that leads nowhere, which has its heading', async () => {
    const { page } = b;
    await b.goto('#/no/such/page');
    await page.locator('main [role="alert"]').waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    b.expectNoPageErrors();
  });
});
