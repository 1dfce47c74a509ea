import type { Locator, Page } from 'playwright-core';

/**
 * An element's box once it has stopped moving: the same over two frames. Cards glide to their
 * new places after a move, and a glide may start a frame after the move is counted, so one
 * reading can catch a card on its way and a drag would start where it was.
 */
export async function stableBox(page: Page, target: Locator) {
  for (;;) {
    const first = await target.boundingBox();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const second = await target.boundingBox();
    if (!first || !second) throw new Error('cards not laid out');
    if (JSON.stringify(first) === JSON.stringify(second)) return second;
  }
}
