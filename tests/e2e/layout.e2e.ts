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
        const { scrollWidth, innerWidth, innerHeight } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth,
          innerHeight,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        // The status line stays on screen over the page's foot, so what it covers is not seen.
        const status = (await page.locator('footer.status-line').boundingBox()) ?? { y: 0 };
        const visible: Rect = { top: 0, left: 0, right: innerWidth, bottom: status.y };
        expect(status.y).toBeLessThan(innerHeight);
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
});
