import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';
import { touchDrag } from './touch.ts';

/** The centre of an element, where a finger or a mouse would press it. */
async function centre(page: Page, selector: string): Promise<[number, number]> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`no ${selector}`);
  return [box.x + box.width / 2, box.y + box.height / 2];
}

describe('the shared board grid', () => {
  const b = useBrowser();

  const phone = (hash: string) => b.phone(hash);

  it('drags an Onitama piece to a square with the mouse, and captures by clicks', async () => {
    const { page } = b;
    await b.goto('#/onitama?cards=seed&seed=1');
    await page.mouse.move(...(await centre(page, '[data-square="a1"]')));
    await page.mouse.down();
    await page.mouse.move(...(await centre(page, '[data-square="a3"]')), { steps: 6 });
    await page.mouse.up();
    await eventually(() => moves(page)).toBe(1);
    expect(await page.locator('[data-square="a3"]').getAttribute('data-piece')).toBe('b');

    // Red's crab takes the blue student on a4: a click on a piece lands on its square.
    await b.goto('#/onitama?cards=seed&seed=1&moves=crab%3Aa1a2%20frog%3Ac5d4%20tiger%3Aa2a4');
    await eventually(() => moves(page)).toBe(3);
    await page.locator('button[data-card="crab"]').click();
    await page.mouse.click(...(await centre(page, '[data-square="a5"]')));
    await page.mouse.click(...(await centre(page, '[data-square="a4"]')));
    await eventually(() => moves(page)).toBe(4);
    expect(await page.locator('[data-square="a4"]').getAttribute('data-piece')).toBe('r');
    b.expectNoPageErrors();
  });

  it('plays by touch on a phone: taps and drags', async () => {
    const lights = await phone('#/lights-out?size=5&board=1&seed=1');
    await lights.locator('svg.lights-out-board').waitFor();
    await lights.touchscreen.tap(...(await centre(lights, 'rect[data-cell="c3"]')));
    await eventually(() => moves(lights)).toBe(1);

    const connect4 = await phone('#/connect4?seed=3');
    await connect4.locator('svg.connect4-board').waitFor();
    const disc = await centre(connect4, 'svg.connect4-board .waiting circle');
    const column1 = await centre(connect4, 'rect[data-column="1"]');
    await touchDrag(connect4, disc, [column1[0], disc[1]]);
    await eventually(() => connect4.locator('[data-disc="1,1"]').count()).toBe(1);
    await connect4.touchscreen.tap(...(await centre(connect4, 'rect[data-column="7"]')));
    await eventually(() => connect4.locator('[data-disc="7,1"]').count()).toBe(1);

    const onitama = await phone('#/onitama?cards=seed&seed=1');
    await onitama.locator('svg.onitama-board').waitFor();
    await touchDrag(
      onitama,
      await centre(onitama, '[data-square="e1"]'),
      await centre(onitama, '[data-square="e2"]'),
    );
    await eventually(() => moves(onitama)).toBe(1);
    expect(await onitama.locator('[data-square="e2"]').getAttribute('data-piece')).toBe('b');
  });
});
