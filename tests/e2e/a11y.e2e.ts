import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { DESKTOP, listedIds, openGame } from './screens.ts';

const PHONE = { width: 390, height: 844 } as const;
const SCHEMES = ['light', 'dark'] as const;

describe('accessibility, as axe checks it, in both themes', () => {
  const b = useBrowser();

  for (const scheme of SCHEMES) {
    for (const size of [DESKTOP, PHONE]) {
      const where = `at ${size.width}×${size.height} in ${scheme}`;
      /** The page at this size, its system set to this scheme before anything is drawn. */
      const setUp = async () => {
        await b.page.setViewportSize(size);
        await b.page.emulateMedia({ colorScheme: scheme });
        return b.page;
      };

      for (const id of listedIds()) {
        it(`finds nothing on ${id} ${where}`, async () => {
          const page = await setUp();
          await openGame(page, b.baseUrl, id);
          expect(await violations(page)).toEqual([]);
          b.expectNoPageErrors();
        });
      }

      it(`finds nothing in each game's help ${where}`, async () => {
        const page = await setUp();
        for (const id of listedIds()) {
          await openGame(page, b.baseUrl, id);
          await page.locator('nav.toolbar').getByRole('button', { name: 'Help' }).click();
          await page.locator('dialog .help h1').waitFor();
          expect(await violations(page), id).toEqual([]);
        }
        b.expectNoPageErrors();
        // Every listed game in one test: a minute or more on a busy machine.
      }, 180_000);

      it(`finds nothing on the console, its saves and its theme menu ${where}`, async () => {
        const page = await setUp();
        await b.goto('#/');
        await page.locator('main.console section.set').first().waitFor();
        expect(await violations(page)).toEqual([]);
        await page.locator('details.saves-panel summary').click();
        await page.locator('section.saves .save-actions').waitFor();
        await page.getByRole('button', { name: /^Theme: / }).click();
        await page.locator('.theme-menu fieldset').waitFor();
        expect(await violations(page)).toEqual([]);
        b.expectNoPageErrors();
      });
    }
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
