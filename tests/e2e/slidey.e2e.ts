import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';

const board = (page: Page) => page.locator('svg.slidey-board');
/** The tiles row-major, 0 for the hole, as the cells' data-tile attributes say. */
const tiles = (page: Page) =>
  page.locator('svg.slidey-board [data-tile]').evaluateAll((els) =>
    els
      .map((e) => [Number(e.getAttribute('data-cell')), Number(e.getAttribute('data-tile'))])
      .sort((a, b) => (a[0] as number) - (b[0] as number))
      .map((p) => p[1] as number),
  );
const tileAt = (page: Page, tile: number) =>
  page.locator(`svg.slidey-board g[data-tile="${tile}"] rect.hit`);

/** A W×H PNG of coloured stripes, made here so the test needs no file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(x * 30, y * 40, 200 - x * 20);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('Slidey in the browser', () => {
  const b = useBrowser();

  it('gives the first 4×4 hint on a fresh profile from the shipped pattern databases', async () => {
    const { page, context } = b;
    // The engine worker fetches the file (the service worker may fetch it too, to precache it);
    // a file it cannot use would make it say, in the console, that it builds the tables.
    const fetched: string[] = [];
    context.on('request', (r) => {
      if (/\/assets\/pdb-4x4-[\w-]+\.bin$/.test(r.url()) && !r.serviceWorker())
        fetched.push(r.url());
    });
    const built: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('will be built')) built.push(m.text());
    });
    await b.goto('#/slidey?width=4&height=4&seed=2');
    await board(page).waitFor();
    await tool(page, 'Hint').click();
    const note = page.locator('[data-hint-note="hint"]');
    // Reading the tables takes about a second; building them, had it come to that, half a minute.
    await note.waitFor({ timeout: 60_000 });
    expect(await note.textContent()).toMatch(/\d+ moves left in a shortest solution/);
    expect(await page.locator('svg.slidey-board g[data-hint="true"]').count()).toBe(1);
    expect(fetched).toHaveLength(1);
    expect(built).toEqual([]);
    b.expectNoPageErrors();
  });

  it('solves a fixed 3×3 board by following the hint', async () => {
    const { page } = b;
    await b.goto('#/slidey?width=3&height=3&seed=4');
    await board(page).waitFor();
    const start = await tiles(page);
    expect(start).toHaveLength(9);
    expect(start[8]).toBe(0);
    await tool(page, 'Hint').click();
    const note = page.locator('[data-hint-note="hint"]');
    const text = await note.textContent();
    const left = Number(/(\d+) moves? left in a shortest solution/.exec(text ?? '')?.[1]);
    expect(left).toBeGreaterThan(0);
    for (let i = 0; i < left; i++) {
      const hinted = page.locator('svg.slidey-board g[data-hint="true"]');
      await hinted.waitFor();
      const tile = Number(await hinted.getAttribute('data-tile'));
      const before = await tiles(page);
      await hinted.locator('rect.hit').click();
      await eventually(async () => (await tiles(page)).indexOf(tile)).not.toBe(
        before.indexOf(tile),
      );
      if (i < left - 1) {
        await eventually(() => note.textContent()).toContain(
          `${left - i - 1} ${left - i - 1 === 1 ? 'move' : 'moves'} left`,
        );
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('The picture is complete');
    expect(await tiles(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    // As in PLT, the finished picture includes the missing tile.
    expect(await page.locator('svg.slidey-board g[data-cell="8"] image').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('slides by keyboard and by click, whole segments, and shows misplaced pieces', async () => {
    const { page } = b;
    await b.goto('#/slidey?width=4&height=3&seed=2');
    await board(page).waitFor();
    const start = await tiles(page);
    expect(start[11]).toBe(0);
    // The cursor starts on the hole; one step left and Enter slides that tile right.
    await board(page).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await eventually(() => tiles(page)).toEqual([...start.slice(0, 10), 0, start[10]]);
    // A click on the first tile of the hole's row slides the two between.
    await tileAt(page, start[8] as number).click();
    await eventually(async () => (await tiles(page))[8]).toBe(0);
    expect((await tiles(page)).slice(8)).toEqual([0, start[8], start[9], start[10]]);
    // A tile off the hole's lines does nothing.
    const now = await tiles(page);
    await tileAt(page, now[1] as number).click();
    expect(await tiles(page)).toEqual(now);
    await page.getByLabel('Show misplaced pieces').check();
    const misplaced = now.filter((t, i) => t !== 0 && t !== i + 1).length;
    await eventually(() => page.locator('svg.slidey-board [data-misplaced="true"]').count()).toBe(
      misplaced,
    );
    expect(await page.locator('p.slidey-count').textContent()).toContain(
      `${misplaced} tiles out of place`,
    );
    b.expectNoPageErrors();
  });

  it('opens a picture file and cuts it into the tiles chosen', async () => {
    const { page } = b;
    await b.goto('#/slidey?width=3&height=3&seed=1');
    await board(page).waitFor();
    expect(await page.locator('svg.slidey-board image').first().getAttribute('href')).toMatch(
      /^data:image\/svg/,
    );
    await page.locator('input.slidey-file').setInputFiles({
      name: 'stripes.png',
      mimeType: 'image/png',
      buffer: png(9, 7),
    });
    const dialog = page.getByRole('group', { name: 'Choose size' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('stripes.png: 9 × 7 pixels');
    await dialog.getByLabel('Tiles (width)').fill('2');
    await dialog.getByLabel('Tiles (height)').fill('2');
    await eventually(() => dialog.textContent()).toContain('Horizontal cutoff 1 pixels');
    expect(await dialog.textContent()).toContain('Vertical cutoff 1 pixels');
    await dialog.getByRole('button', { name: 'Use picture in a new game' }).click();
    await eventually(() => page.evaluate(() => location.hash)).toMatch(
      /^#\/slidey\?width=2&height=2&seed=\d+/,
    );
    await eventually(() => page.locator('svg.slidey-board [data-tile]').count()).toBe(4);
    expect(await page.locator('svg.slidey-board image').first().getAttribute('href')).toMatch(
      /^data:image\/png/,
    );
    // A picture that is no image is refused by name.
    await page.locator('input.slidey-file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await eventually(() => page.locator('p.slidey-error').textContent()).toContain(
      'notes.txt is not an image',
    );
    b.expectNoPageErrors();
  });
});
