import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';

/** A 5×5 heart of one's own clues: rows 1 1, 5, 5, 3, 1 and columns 2, 4, 4, 4, 2. */
const PICTURE = ['.#.#.', '#####', '#####', '.###.', '..#..'];
const HEART = '#/pbn?clues=1.1-5-5-3-1/2-4-4-4-2';

const board = (page: Page) => page.locator('svg.pbn-board');
const cell = (page: Page, c: number, r: number) =>
  page.locator(`svg.pbn-board rect[data-cell="${c + 1},${r + 1}"]`);
const stateOf = (page: Page, c: number, r: number) => cell(page, c, r).getAttribute('data-state');

/** The runs of a row of the picture: [first column, last column] of each. */
function runs(row: string): [number, number][] {
  const out: [number, number][] = [];
  for (let c = 0; c < row.length; c++) {
    if (row[c] !== '#') continue;
    const start = c;
    while (row[c + 1] === '#') c++;
    out.push([start, c]);
  }
  return out;
}

async function centre(page: Page, c: number, r: number) {
  const box = await cell(page, c, r).boundingBox();
  if (!box) throw new Error(`cell ${c},${r} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Press on the first cell, drag along the row, release on the last: one stroke per run. */
async function drag(
  page: Page,
  r: number,
  from: number,
  to: number,
  button: 'left' | 'right' = 'left',
) {
  const a = await centre(page, from, r);
  const b = await centre(page, to, r);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button });
}

/** A 24-bit BMP of rows of `#` (black) and `.` (white): the browser decodes it as any image. */
function bmp(rows: string[]): Buffer {
  const w = rows[0]?.length ?? 0;
  const h = rows.length;
  const stride = Math.ceil((w * 3) / 4) * 4;
  const out = Buffer.alloc(54 + stride * h, 0);
  out.write('BM', 0, 'ascii');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(w, 18);
  out.writeInt32LE(h, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(stride * h, 34);
  // Rows are stored bottom to top.
  rows.forEach((row, r) => {
    const base = 54 + (h - 1 - r) * stride;
    for (let c = 0; c < w; c++) out.fill(row[c] === '#' ? 0 : 255, base + c * 3, base + c * 3 + 3);
  });
  return out;
}

const design = (page: Page) => page.locator('svg.pbn-design');
const designCell = (page: Page, c: number, r: number) =>
  page.locator(`svg.pbn-design rect[data-cell="${c + 1},${r + 1}"]`);
/** The clue numbers drawn left of row `r` of the design, read from the page. */
const verdict = (page: Page) => page.locator('.pbn-verdict');

async function openDesigner(page: Page, w: number, h: number) {
  await board(page).waitFor();
  await page.getByText('Files & designer').click();
  await page.getByRole('button', { name: 'Designer' }).click();
  await design(page).waitFor();
  await page.getByLabel('Width').fill(String(w));
  await page.getByLabel('Height').fill(String(h));
  await page.getByRole('button', { name: 'New blank' }).click();
  await eventually(() => design(page).locator('rect[data-cell]').count()).toBe(w * h);
}

/** The clue texts of the design's board, in document order. */
const clueTexts = (page: Page) => design(page).locator('.clues text:not(.where)').allTextContents();

describe('Paint By Numbers in the browser', () => {
  const b = useBrowser();

  it("opens PLT's first puzzle from the console: 10×10, all unknown, with its clues", async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open', {
        hasText: 'Paint By Numbers',
      })
      .click();
    await board(page).waitFor();
    expect(await page.locator('svg.pbn-board rect[data-state="?"]').count()).toBe(100);
    expect(await page.locator('.pbn-name').textContent()).toBe('Izay (1)');
    b.expectNoPageErrors();
  });

  it('solves a small puzzle by mouse strokes, with an empty stroke by the right button and undo', async () => {
    const { page } = b;
    await b.goto(HEART);
    await board(page).waitFor();
    // A right-button stroke from an unknown cell paints it empty; Undo takes it back.
    await drag(page, 0, 0, 0, 'right');
    await eventually(() => stateOf(page, 0, 0)).toBe('.');
    await tool(page, 'Undo').click();
    await eventually(() => stateOf(page, 0, 0)).toBe('?');
    for (const [r, row] of PICTURE.entries()) {
      for (const [from, to] of runs(row)) {
        await drag(page, r, from, to);
        await eventually(() => stateOf(page, to, r)).toBe('#');
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('solved');
    b.expectNoPageErrors();
  });

  it('times the solve from the first stroke, stops when solved, and keeps the time in the save', async () => {
    const { page } = b;
    await page.clock.install();
    await b.goto(HEART);
    const timer = page.getByRole('timer', { name: 'Time played' });
    await board(page).waitFor();
    await page.clock.runFor(30_000);
    expect(await timer.textContent()).toBe('0:00');
    const strokes = PICTURE.flatMap((row, r) => runs(row).map(([from, to]) => ({ r, from, to })));
    for (const [i, { r, from, to }] of strokes.entries()) {
      await drag(page, r, from, to);
      await eventually(() => stateOf(page, to, r)).toBe('#');
      if (i === 0) {
        await page.clock.runFor(65_000);
        await eventually(() => timer.textContent()).toBe('1:05');
      }
    }
    await result(page).waitFor();
    const final = await timer.textContent();
    expect(final).toMatch(/^1:0\d$/);
    await page.clock.runFor(120_000);
    expect(await timer.textContent()).toBe(final);
    expect(await page.locator('.pbn-solved').textContent()).toContain(`in ${final}`);
    // The save keeps it: the reloaded game shows the same time.
    await page.reload();
    await board(page).waitFor();
    await eventually(() => timer.textContent()).toBe(final);
    b.expectNoPageErrors();
  });

  it('solves it by keyboard: arrows, Shift+arrows for a run, F to paint', async () => {
    const { page } = b;
    await b.goto(HEART);
    await board(page).focus();
    for (const [r, row] of PICTURE.entries()) {
      for (const [from, to] of runs(row)) {
        // The cursor is where the last stroke ended: walk to the run's first cell.
        const at = await page.locator('#pbn-cursor').textContent();
        const [, c0, r0] = /\((\d+),(\d+)\)/.exec(at ?? '') ?? [];
        for (let i = Number(r0) - 1; i < r; i++) await page.keyboard.press('ArrowDown');
        for (let i = Number(c0) - 1; i > from; i--) await page.keyboard.press('ArrowLeft');
        for (let i = Number(c0) - 1; i < from; i++) await page.keyboard.press('ArrowRight');
        for (let i = from; i < to; i++) await page.keyboard.press('Shift+ArrowRight');
        await page.keyboard.press('f');
        await eventually(() => stateOf(page, to, r)).toBe('#');
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('solved');
    b.expectNoPageErrors();
  });

  it('shows a hint that says why, and Show Mistakes marks a wrong cell', async () => {
    const { page } = b;
    await b.goto('#/pbn?set=games&puzzle=1');
    await board(page).waitFor();
    await tool(page, 'Hint').click();
    await eventually(() => page.locator('[data-hint-note="hint"]').textContent()).toMatch(
      /(row|column) \d+, clue [\d ]+: (every placement fills this cell|no placement reaches this cell)/,
    );
    // Izay (1): the top-left cell is empty in the solution, so filling it is a mistake.
    await drag(page, 0, 0, 0);
    await eventually(() => stateOf(page, 0, 0)).toBe('#');
    await page.getByRole('button', { name: 'Show Mistakes' }).click();
    await eventually(() => cell(page, 0, 0).getAttribute('data-wrong')).toBe('true');
    b.expectNoPageErrors();
  });

  it('opens a .non file as a puzzle, and a bad one says which line is wrong', async () => {
    const { page } = b;
    await b.goto('#/pbn');
    await board(page).waitFor();
    const input = page.locator('.pbn-open input[type="file"]');
    const non = 'title "Tiny"\nwidth 3\nheight 2\nrows\n2\n1,1\ncolumns\n2\n1\n1\n';
    await input.setInputFiles({
      name: 'tiny.non',
      mimeType: 'text/plain',
      buffer: Buffer.from(non),
    });
    await eventually(() => page.locator('svg.pbn-board rect[data-cell]').count()).toBe(6);
    await input.setInputFiles({
      name: 'bad.non',
      mimeType: 'text/plain',
      buffer: Buffer.from('width 3\nheight 2\nrows\n2\nx\n'),
    });
    await eventually(() => page.locator('.pbn-file-error').textContent()).toContain(
      'bad.non: line 5',
    );
  });

  it('solves it on a phone by tapping cells', async () => {
    const page = await b.phone(HEART);
    await board(page).waitFor();
    for (const [r, row] of PICTURE.entries()) {
      for (let c = 0; c < row.length; c++) {
        if (row[c] !== '#') continue;
        const p = await centre(page, c, r);
        await page.touchscreen.tap(p.x, p.y);
        await eventually(() => stateOf(page, c, r)).toBe('#');
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('solved');
  });
  it('designs a puzzle (clues follow the strokes, the solver says it is unique) and plays it', async () => {
    const { page } = b;
    await b.goto('#/pbn');
    await openDesigner(page, 5, 5);
    expect(await clueTexts(page)).toEqual(Array(10).fill('0'));
    for (const [r, row] of PICTURE.entries()) {
      for (const [from, to] of runs(row)) {
        const a = await designCell(page, from, r).boundingBox();
        const z = await designCell(page, to, r).boundingBox();
        if (!a || !z) throw new Error('design cell off screen');
        await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
        await page.mouse.down();
        await page.mouse.move(z.x + z.width / 2, z.y + z.height / 2, { steps: 3 });
        await page.mouse.up();
        await eventually(() => designCell(page, to, r).getAttribute('data-state')).toBe('#');
      }
    }
    // Rows 1 1, 5, 5, 3, 1 and columns 2, 4, 4, 4, 2: as the heart's clues.
    await eventually(() => clueTexts(page)).toEqual([
      '1',
      '1',
      '5',
      '5',
      '3',
      '1',
      '2',
      '4',
      '4',
      '4',
      '2',
    ]);
    await eventually(() => verdict(page).getAttribute('data-verdict')).toBe('unique');
    expect(await verdict(page).textContent()).toContain('solvable line by line');
    // A second picture with the same clues: the verdict rings the cells that differ.
    await designCell(page, 2, 4).click();
    await designCell(page, 0, 4).click();
    await designCell(page, 0, 3).click();
    await eventually(() => verdict(page).getAttribute('data-verdict')).toBe('multiple');
    expect(await design(page).locator('circle.hint-ring').count()).toBeGreaterThan(0);
    await design(page).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    await designCell(page, 2, 4).click();
    await eventually(() => verdict(page).getAttribute('data-verdict')).toBe('unique');
    await page.getByRole('button', { name: 'Test puzzle' }).click();
    await eventually(() => page.locator('svg.pbn-board rect[data-state="?"]').count()).toBe(25);
    for (const [r, row] of PICTURE.entries()) {
      for (const [from, to] of runs(row)) {
        await drag(page, r, from, to);
        await eventually(() => stateOf(page, to, r)).toBe('#');
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('solved');
    // The design is kept: the designer opens on it again.
    await page.getByText('Files & designer').click();
    await page.getByRole('button', { name: 'Designer' }).click();
    await eventually(() => design(page).locator('rect[data-state="#"]').count()).toBe(16);
    b.expectNoPageErrors();
  });

  it('makes a design from an image: dark pixels filled, a large image scaled to 35', async () => {
    const { page } = b;
    await b.goto('#/pbn');
    await openDesigner(page, 3, 3);
    const input = page.locator('.pbn-designer input[type="file"][accept="image/*"]');
    await input.setInputFiles({ name: 'heart.bmp', mimeType: 'image/bmp', buffer: bmp(PICTURE) });
    await eventually(() => design(page).locator('rect[data-cell]').count()).toBe(25);
    for (const [r, row] of PICTURE.entries()) {
      for (let c = 0; c < 5; c++) {
        expect(await designCell(page, c, r).getAttribute('data-state')).toBe(row[c]);
      }
    }
    const big = Array.from({ length: 40 }, (_, r) => (r < 20 ? '#' : '.').repeat(70));
    await input.setInputFiles({ name: 'wide.bmp', mimeType: 'image/bmp', buffer: bmp(big) });
    await eventually(() => design(page).locator('rect[data-cell]').count()).toBe(35 * 20);
    expect(await page.locator('.pbn-designer [role="alert"]').textContent()).toContain(
      'scaled down to 35×20',
    );
    await eventually(() => verdict(page).getAttribute('data-verdict')).toBe('unique');
    expect(await violations(page)).toEqual([]);
    b.expectNoPageErrors();
  });

  it('designs and plays a puzzle on a phone by tapping', async () => {
    const page = await b.phone('#/pbn');
    await openDesigner(page, 5, 5);
    for (const [r, row] of PICTURE.entries()) {
      for (let c = 0; c < 5; c++) {
        if (row[c] !== '#') continue;
        const box = await designCell(page, c, r).boundingBox();
        if (!box) throw new Error('design cell off screen');
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await eventually(() => designCell(page, c, r).getAttribute('data-state')).toBe('#');
      }
    }
    await eventually(() => verdict(page).getAttribute('data-verdict')).toBe('unique');
    await page.getByRole('button', { name: 'Test puzzle' }).click();
    await eventually(() => page.locator('svg.pbn-board rect[data-state="?"]').count()).toBe(25);
    for (const [r, row] of PICTURE.entries()) {
      for (let c = 0; c < 5; c++) {
        if (row[c] !== '#') continue;
        const p = await centre(page, c, r);
        await page.touchscreen.tap(p.x, p.y);
        await eventually(() => stateOf(page, c, r)).toBe('#');
      }
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('solved');
  });
});
