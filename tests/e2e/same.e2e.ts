import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, tool } from './lights-out.ts';

const board = (page: Page) => page.locator('svg.same-board');
const cells = (page: Page) => page.locator('svg.same-board circle[data-cell]');
const total = (page: Page) => page.locator('.same-score [data-total]').getAttribute('data-total');
const thisScore = (page: Page) => page.locator('svg.same-board [data-this-score]').textContent();

/** Every filled cell with its blob's size: `{ name: 'c2', blob: 4 }`, bottom rows last. */
const blobs = (page: Page) =>
  cells(page).evaluateAll((cs) =>
    cs.map((c) => ({
      name: c.getAttribute('data-cell') as string,
      blob: Number(c.getAttribute('data-blob')),
    })),
  );

/** The cell of the largest blob on the board (the first such in the page's order). */
async function largest(page: Page): Promise<{ name: string; blob: number }> {
  const all = await blobs(page);
  return all.reduce((best, c) => (c.blob > best.blob ? c : best));
}

// A fixed board: PLT's rules and size, seed 5.
const ADDRESS = '#/same?rules=plt&width=0&height=0&colours=5&seed=5';

describe('Same in the browser', () => {
  const b = useBrowser();

  it('previews a blob under the mouse, removes it by click, and Undo and Redo follow', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    await board(page).waitFor();
    expect(await cells(page).count()).toBe(320);
    expect(await total(page)).toBe('0');
    const first = await largest(page);
    expect(first.blob).toBeGreaterThanOrEqual(2);
    const target = page.locator(`svg.same-board circle[data-cell="${first.name}"]`);
    await target.hover();
    await eventually(() => thisScore(page)).toBe(String(first.blob ** 2));
    expect(await page.locator('svg.same-board circle[data-preview="true"]').count()).toBe(
      first.blob,
    );
    await target.click();
    await eventually(() => cells(page).count()).toBe(320 - first.blob);
    expect(await total(page)).toBe(String(first.blob ** 2));
    // A second blob, then both taken back and one given again.
    const second = await largest(page);
    await page.locator(`svg.same-board circle[data-cell="${second.name}"]`).click();
    await eventually(() => cells(page).count()).toBe(320 - first.blob - second.blob);
    expect(await total(page)).toBe(String(first.blob ** 2 + second.blob ** 2));
    await tool(page, 'Undo').click();
    await eventually(() => cells(page).count()).toBe(320 - first.blob);
    await tool(page, 'Undo').click();
    await eventually(() => cells(page).count()).toBe(320);
    expect(await total(page)).toBe('0');
    await tool(page, 'Redo').click();
    await eventually(() => cells(page).count()).toBe(320 - first.blob);
    expect(await total(page)).toBe(String(first.blob ** 2));
    b.expectNoPageErrors();
  });

  it('removes blobs by keyboard: the cursor starts at a1, arrows move it, Enter removes, Ctrl+Z undoes', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    await board(page).waitFor();
    const all = await blobs(page);
    // The first removable cell of the bottom row, reached from a1 with ArrowRight.
    const target = all.find((c) => /^[a-t]1$/.test(c.name) && c.blob >= 2);
    expect(target, 'a removable blob touches the bottom row').toBeDefined();
    const { name, blob } = target as { name: string; blob: number };
    await board(page).focus();
    for (let k = 0; k < name.charCodeAt(0) - 97; k++) await page.keyboard.press('ArrowRight');
    await eventually(() => thisScore(page)).toBe(String(blob ** 2));
    await page.keyboard.press('Enter');
    await eventually(() => cells(page).count()).toBe(320 - blob);
    expect(await total(page)).toBe(String(blob ** 2));
    await page.keyboard.press('Control+z');
    await eventually(() => cells(page).count()).toBe(320);
    await page.keyboard.press('Control+y');
    await eventually(() => cells(page).count()).toBe(320 - blob);
    b.expectNoPageErrors();
  });

  it('rings the blob the hint finds', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    await board(page).waitFor();
    await tool(page, 'Hint').click();
    await eventually(() =>
      page.locator('svg.same-board circle[data-hint="true"]').count(),
    ).toBeGreaterThanOrEqual(2);
    const hinted = page.locator('svg.same-board circle[data-hint="true"]').first();
    const size = Number(await hinted.getAttribute('data-blob'));
    await hinted.click();
    await eventually(() => cells(page).count()).toBe(320 - size);
    b.expectNoPageErrors();
  });

  it("shows the solver's line as the analysis, its score and its first blob", async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    await board(page).waitFor();
    await tool(page, 'Analysis').click();
    const verdict = page.locator('.analysis-panel .analysis-summary');
    await eventually(() => verdict.textContent()).toMatch(/\d+ groups? to a final score of \d+/);
    expect(await page.locator('.analysis-panel .analysis-value').first().textContent()).toMatch(
      /^\d+ points$/,
    );
    expect(
      await page.locator('svg.same-board circle[data-next="true"]').count(),
    ).toBeGreaterThanOrEqual(2);
    b.expectNoPageErrors();
  });

  it('takes a blob by touch in two taps: the first shows it and its score, the second removes it', async () => {
    const phone = await b.phone(ADDRESS);
    await board(phone).waitFor();
    const { name, blob } = await largest(phone);
    const box = await phone.locator(`svg.same-board circle[data-cell="${name}"]`).boundingBox();
    if (!box) throw new Error(`no ${name}`);
    const at: [number, number] = [box.x + box.width / 2, box.y + box.height / 2];
    await phone.touchscreen.tap(...at);
    await eventually(() => thisScore(phone)).toBe(String(blob ** 2));
    expect(await phone.locator('svg.same-board circle[data-preview="true"]').count()).toBe(blob);
    expect(await cells(phone).count()).toBe(320);
    await phone.touchscreen.tap(...at);
    await eventually(() => cells(phone).count()).toBe(320 - blob);
    b.expectNoPageErrors();
  });
});
