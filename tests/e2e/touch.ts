import type { Page } from 'playwright-core';

/** A finger pressed at `from`, slid to `to` in eight steps and lifted, as the touch screen reports it. */
export async function touchDrag(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', [x, y]: [number, number]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', from);
  for (let i = 1; i <= 8; i++) {
    await touch('touchMove', [
      from[0] + ((to[0] - from[0]) * i) / 8,
      from[1] + ((to[1] - from[1]) * i) / 8,
    ]);
  }
  await touch('touchEnd', to);
}
