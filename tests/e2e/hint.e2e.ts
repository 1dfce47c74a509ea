import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  cell,
  eventually,
  hintedCells,
  litCells,
  moves,
  result,
  statusLine,
  tool,
  waitForBoard,
} from './lights-out.ts';

/**
 * Minimal solutions from the CLI, `npx games lights-out solve <board>`: prebuilt board 1
 * (`...../...../x.x.x/...../.....`), then the same board after pressing a1.
 */
const BOARD_1_SOLUTION = ['a1', 'a2', 'c1', 'c2', 'e1', 'e2'];
const AFTER_A1_SOLUTION = ['a2', 'c1', 'c2', 'e1', 'e2'];

describe('hints', () => {
  const b = useBrowser();

  it('marks the minimal solution, computed in the engine worker', async () => {
    const { page } = b;
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await b.goto('#/lights-out?size=5&board=1&seed=1');
    await waitForBoard(page);
    const hint = tool(page, 'Hint');
    expect(await hint.getAttribute('aria-pressed')).toBe('false');
    expect(await hintedCells(page)).toEqual([]);

    await hint.click();
    await eventually(() => hint.getAttribute('aria-pressed')).toBe('true');
    await page.locator('rect[data-hint="true"]').first().waitFor();
    // The worker was seen by the time the hint was drawn.
    expect(workers.some((url) => url.includes('engine'))).toBe(true);
    expect(page.workers().some((w) => w.url().includes('engine'))).toBe(true);
    expect(await hintedCells(page)).toEqual(BOARD_1_SOLUTION);
    expect(await page.locator('svg.lights-out-board .hint-cell').count()).toBe(6);
    expect(await statusLine(page).textContent()).toContain(
      'Hint: Press these 6 cells, in any order: no fewer presses turn every light off',
    );

    // The hint follows the board: after pressing a1 the rest of the solution is marked.
    await cell(page, 'a1').click();
    await eventually(() => hintedCells(page)).toEqual(AFTER_A1_SOLUTION);

    // Hint off clears the marks; the h key turns it on again.
    await hint.click();
    await eventually(() => hint.getAttribute('aria-pressed')).toBe('false');
    await eventually(() => hintedCells(page)).toEqual([]);
    await page.keyboard.press('h');
    await eventually(() => hintedCells(page)).toEqual(AFTER_A1_SOLUTION);

    // Following the hint solves the board.
    for (const name of AFTER_A1_SOLUTION) await cell(page, name).click();
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain('All lights out in 6 presses');
    expect(await litCells(page)).toEqual([]);
    expect(await moves(page)).toBe(6);
    await eventually(() => hintedCells(page)).toEqual([]);
    b.expectNoPageErrors();
  });
});
