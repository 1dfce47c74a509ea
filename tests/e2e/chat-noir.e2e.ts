import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, hash, result, tool } from './lights-out.ts';

const board = (page: Page) => page.locator('svg.chat-noir-board');
const circle = (page: Page, name: string) =>
  page.locator(`svg.chat-noir-board circle[data-cell="${name}"]`);
const catAt = (page: Page) =>
  page.locator('svg.chat-noir-board circle[data-state="cat"]').getAttribute('data-cell');
const blockedCount = (page: Page) =>
  page.locator('svg.chat-noir-board circle[data-state="blocked"]').count();
const openCells = (page: Page) =>
  page
    .locator('svg.chat-noir-board circle[data-state="open"]')
    .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-cell') as string));

describe('Chat Noir in the browser', () => {
  const b = useBrowser();

  it('opens from the console, blocks by click, the cat answers, and Undo takes both back', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open', { hasText: 'Chat Noir' })
      .click();
    await board(page).waitFor();
    await expect.poll(() => hash(page)).toMatch(/^#\/chat-noir\?size=11&seed=\d+$/);
    expect(await page.locator('svg.chat-noir-board circle[data-cell]').count()).toBe(119);
    expect(await blockedCount(page)).toBe(6);
    expect(await catAt(page)).toBe('f6');
    const target = (await openCells(page))[0] as string;
    await circle(page, target).click();
    await eventually(() => blockedCount(page)).toBe(7);
    expect(await circle(page, target).getAttribute('data-state')).toBe('blocked');
    await eventually(() => catAt(page)).not.toBe('f6');
    await tool(page, 'Undo').click();
    await eventually(() => blockedCount(page)).toBe(6);
    expect(await catAt(page)).toBe('f6');
    b.expectNoPageErrors();
  });

  it('blocks by keyboard: the cursor starts on the cat, arrows move it, Enter blocks', async () => {
    const { page } = b;
    await b.goto('#/chat-noir?size=7&seed=3');
    await board(page).waitFor();
    expect(await catAt(page)).toBe('d4');
    expect(await circle(page, 'e4').getAttribute('data-state')).toBe('open');
    await board(page).focus();
    await page.keyboard.press('Enter'); // the cat's own circle: refused
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await eventually(() => circle(page, 'e4').getAttribute('data-state')).toBe('blocked');
    await eventually(() => catAt(page)).not.toBe('d4');
    expect(await blockedCount(page)).toBe(7);
    b.expectNoPageErrors();
  });

  it('plays a seeded 7×7 board to its end: blocks far from the cat let it escape', async () => {
    const { page } = b;
    await b.goto('#/chat-noir?size=7&seed=1');
    await board(page).waitFor();
    for (let i = 0; i < 10 && (await result(page).count()) === 0; i++) {
      const before = await blockedCount(page);
      await circle(page, (await openCells(page))[0] as string).click();
      await eventually(() => blockedCount(page)).toBe(before + 1);
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('The cat escaped');
    expect(await page.locator('svg.chat-noir-board [data-cat="happy"]').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('wins a seeded 7×7 board by following the hint: the cat is trapped', async () => {
    const { page } = b;
    await b.goto('#/chat-noir?size=7&seed=9');
    await board(page).waitFor();
    // The start is lost against a cat that always draws its best escape, but after c1 this
    // seed's cat steps to d3, a position the solver proves a sure trap: from there each hinted
    // block keeps it, whatever the cat draws.
    await circle(page, 'c1').click();
    await eventually(() => catAt(page)).toBe('d3');
    await tool(page, 'Hint').click();
    for (let i = 0; i < 20 && (await result(page).count()) === 0; i++) {
      const hinted = page.locator('svg.chat-noir-board circle[data-hint="true"]');
      await hinted.waitFor();
      const name = (await hinted.getAttribute('data-cell')) as string;
      await hinted.click();
      await eventually(() => circle(page, name).getAttribute('data-state')).toBe('blocked');
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('Cat trapped in 7 blocks');
    expect(await page.locator('svg.chat-noir-board [data-cat="mad"]').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it("shows PLT's shortest-path dots and the solver's verdict as the analysis", async () => {
    const { page } = b;
    await b.goto('#/chat-noir?size=7&seed=3');
    await board(page).waitFor();
    await tool(page, 'Analysis').click();
    const verdict = page.locator('.analysis-panel .analysis-summary');
    await eventually(() => verdict.textContent()).toMatch(/cat|trap/);
    expect(
      await page.locator('svg.chat-noir-board circle[data-path="true"]').count(),
    ).toBeGreaterThan(0);
    b.expectNoPageErrors();
  });

  it('says when the cat escapes whatever you do: no hinted circle, and the proof in the analysis', async () => {
    const { page } = b;
    await b.goto('#/chat-noir?size=7&seed=2');
    await board(page).waitFor();
    await tool(page, 'Hint').click();
    await eventually(() => page.locator('[data-hint-note="hint"]').textContent()).toContain(
      'The cat can escape whatever you do',
    );
    expect(await page.locator('svg.chat-noir-board circle[data-hint="true"]').count()).toBe(0);
    await tool(page, 'Analysis').click();
    await eventually(() =>
      page.locator('.analysis-panel .analysis-summary').textContent(),
    ).toContain('The cat can escape whatever you do');
    expect(
      await page.locator('svg.chat-noir-board circle[data-proof="true"]').count(),
    ).toBeGreaterThan(0);
    b.expectNoPageErrors();
  });
});
