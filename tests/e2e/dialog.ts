import type { Locator } from 'playwright-core';

/**
 * Closes the open `<dialog>` by `close` (a click or a key press), and waits for it to leave the
 * page and for its native `close` event, so the next step starts from a settled page.
 */
export async function closeDialog(dialog: Locator, close: () => Promise<void>): Promise<void> {
  const closed = await dialog.evaluateHandle((d) => ({
    event: new Promise<void>((done) => d.addEventListener('close', () => done(), { once: true })),
  }));
  await close();
  await dialog.waitFor({ state: 'detached' });
  await closed.evaluate((c) => c.event);
  await closed.dispose();
}
