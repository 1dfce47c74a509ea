import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { DESKTOP, listedIds, MUST_SEE, openGame, PHONES } from './screens.ts';

interface Rect {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

describe('every game on a phone and on a desktop screen', () => {
  const b = useBrowser();

  it('knows what must be seen of every listed game', () => {
    expect(Object.keys(MUST_SEE).sort()).toEqual(listedIds().sort());
  });

  for (const size of PHONES) {
    for (const id of listedIds()) {
      it(`fits ${id} at ${size.width}×${size.height}: no sideways scroll, board and hand in view`, async () => {
        const { page } = b;
        await page.setViewportSize(size);
        await openGame(page, b.baseUrl, id);
        const screen = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
          height: window.innerHeight,
        }));
        expect(screen.scrollWidth).toBeLessThanOrEqual(screen.width);
        // The status line stays on screen over the page's foot, so what it covers is not seen.
        const status = (await page.locator('footer.status-line').boundingBox()) ?? { y: 0 };
        const visible: Rect = { top: 0, left: 0, right: screen.width, bottom: status.y };
        expect(status.y).toBeLessThan(screen.height);
        for (const selector of MUST_SEE[id] ?? []) {
          const box = await page.locator(selector).first().boundingBox();
          if (!box) throw new Error(`${selector} is not laid out`);
          const seen = {
            top: box.y,
            left: box.x,
            right: box.x + box.width,
            bottom: box.y + box.height,
          };
          expect(seen.top, `${selector} top`).toBeGreaterThanOrEqual(visible.top);
          expect(seen.left, `${selector} left`).toBeGreaterThanOrEqual(visible.left);
          expect(seen.right, `${selector} right`).toBeLessThanOrEqual(visible.right);
          expect(seen.bottom, `${selector} bottom`).toBeLessThanOrEqual(visible.bottom);
        }
        b.expectNoPageErrors();
      });
    }
  }

  for (const size of [DESKTOP, ...PHONES]) {
    it(`keeps the status line of every game on screen at ${size.width}×${size.height}`, async () => {
      const { page } = b;
      await page.setViewportSize(size);
      for (const id of listedIds()) {
        await openGame(page, b.baseUrl, id);
        const box = await page.locator('footer.status-line').boundingBox();
        if (!box) throw new Error(`${id}: no status line`);
        expect(box.y, `${id} status line top`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${id} status line bottom`).toBeLessThanOrEqual(size.height);
      }
      b.expectNoPageErrors();
    });
  }

  for (const size of PHONES) {
    it(`keeps each game's help inside the screen at ${size.width}×${size.height}`, async () => {
      const { page } = b;
      await page.setViewportSize(size);
      for (const id of listedIds()) {
        await openGame(page, b.baseUrl, id);
        await page.locator('nav.toolbar').getByRole('button', { name: 'Help' }).click();
        const dialog = page.locator('dialog');
        await dialog.locator('.help h1').waitFor();
        const widths = await dialog.evaluate((d) => ({
          dialog: d.scrollWidth - d.clientWidth,
          right: d.getBoundingClientRect().right,
          page: document.documentElement.scrollWidth - innerWidth,
        }));
        expect(widths.dialog, `${id}: the help scrolls sideways`).toBeLessThanOrEqual(0);
        expect(widths.page, `${id}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect(widths.right, `${id}: the help runs off the screen`).toBeLessThanOrEqual(size.width);
      }
      b.expectNoPageErrors();
    });
  }
});
