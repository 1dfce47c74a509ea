import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { drawnSpan, type PlayAreaFacts, playAreaFacts } from './play-area.ts';
import { DESKTOP, listedIds, MUST_SEE, openGame, PHONES } from './screens.ts';

/** Games whose table is wider than tall: at 1280×800 their play area may be judged by width. */
const WIDE = new Set(['spider']);
/** A larger desktop, where every board must be drawn larger than at 1280×800. */
const LARGE = { width: 1600, height: 1000 } as const;

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

  /** The play area's facts for game `id` at `size`, with the page's errors checked. */
  const factsAt = async (id: string, size: { width: number; height: number }) => {
    await b.page.setViewportSize(size);
    await openGame(b.page, b.baseUrl, id);
    return playAreaFacts(b.page);
  };
  const within = (inner: PlayAreaFacts['area'], bottom: number, width: number) =>
    inner.y >= 0 &&
    inner.x >= 0 &&
    inner.y + inner.height <= bottom &&
    inner.x + inner.width <= width;

  for (const id of listedIds()) {
    it(`gives ${id}'s board the screen at 1280×800, drawn to fill its play area, the page unscrolled`, async () => {
      const facts = await factsAt(id, DESKTOP);
      const { area, viewport, scroll, status } = facts;
      expect(facts.marked, 'elements marked data-play-area').toBe(1);
      expect(scroll.height, 'the page scrolls down').toBeLessThanOrEqual(viewport.height);
      expect(scroll.width, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);
      const share = (area.width * area.height) / (viewport.width * viewport.height);
      expect(share, 'share of the screen').toBeGreaterThanOrEqual(0.35);
      const tall = area.height / viewport.height;
      const wide = area.width / viewport.width;
      expect(
        WIDE.has(id) ? Math.max(tall, wide) : tall,
        'height of the screen',
      ).toBeGreaterThanOrEqual(0.7);
      // The board fills the play area: what is drawn spans most of its width or height.
      expect(drawnSpan(facts), 'drawn span of the play area').toBeGreaterThanOrEqual(0.85);
      // All of the board and the status line are on the first screen.
      const { drawn } = facts;
      if (!drawn) throw new Error(`${id}: nothing drawn in the play area`);
      expect(within(drawn, status.y, viewport.width), 'the board is all on screen').toBe(true);
      expect(status.y + status.height, 'the status line is on screen').toBeLessThanOrEqual(
        viewport.height,
      );
      b.expectNoPageErrors();
    });

    it(`gives ${id} the phone's width at 390×844, and grows its board on a larger screen`, async () => {
      const phone = await factsAt(id, PHONES[1]);
      expect(phone.marked).toBe(1);
      expect(phone.area.width / phone.viewport.width, 'width of the screen').toBeGreaterThanOrEqual(
        0.9,
      );
      const desk = await factsAt(id, DESKTOP);
      const large = await factsAt(id, LARGE);
      const size = (f: PlayAreaFacts) => (f.drawn ? f.drawn.width * f.drawn.height : 0);
      expect(large.area.height, 'the play area grows with the window').toBeGreaterThan(
        desk.area.height,
      );
      expect(size(large) / size(desk), 'the board grows with the window').toBeGreaterThan(1.1);
      b.expectNoPageErrors();
    });
  }

  for (const size of PHONES) {
    it(`draws Parcheesi's pawns at least 24 pixels across at ${size.width}×${size.height}`, async () => {
      await b.page.setViewportSize(size);
      await openGame(b.page, b.baseUrl, 'parcheesi');
      const sizes = await b.page
        .locator('svg.parcheesi-board .pawn circle')
        .evaluateAll((all) => all.map((c) => c.getBoundingClientRect().width));
      expect(sizes.length).toBe(16);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
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
