import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Card, cardName } from '../../src/cards/card.ts';
import { violations } from './axe.ts';
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

/** The hint's sentence in the status line, and an analysis row's when one is shown instead. */
const note = (page: Page, kind: 'hint' | 'analysis' = 'hint') =>
  page.locator(`footer.status-line [data-hint-note="${kind}"]`);

/** An End-Easy position of Pons' set: the side to move draws with best play. */
const CONNECT4_DRAWN = '#/connect4?seed=8&moves=23163416124767223154467471272416755633';

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

  it('marks the card to play in Crazy 8s and says why, from the hand alone', async () => {
    const { page } = b;
    await b.goto('#/crazy-8s?deal=1x7&seed=7');
    await page.locator('section.crazy8s-hand').waitFor();
    await tool(page, 'Hint').click();
    await eventually(() => note(page).textContent()).toMatch(
      /^Hint: (Play the [a-z]+ of [a-z]+: \w+ cards? of your hand can follow it|Only an eight plays|No card in your hand follows)/,
    );
    const text = (await note(page).textContent()) ?? '';
    const marked = page.locator('.crazy8s .hint-highlight');
    expect(await marked.count()).toBe(1);
    if (text.startsWith('Hint: Play the')) {
      // The marked card is in the hand, and it is the card the sentence names.
      const value = await page
        .locator('section.crazy8s-hand .hint-highlight')
        .getAttribute('data-value');
      expect(text).toContain(`Play the ${cardName(value as Card)}:`);
    } else if (text.includes('draw from the stock')) {
      expect(await page.locator('button.crazy8s-stock.hint-highlight').count()).toBe(1);
    }
    b.expectNoPageErrors();
  });

  it('outlines the group to clear in Same and says where its line ends', async () => {
    const { page } = b;
    await b.goto('#/same?rules=plt&width=0&height=0&colours=5&seed=5');
    await page.locator('svg.same-board').waitFor();
    await tool(page, 'Hint').click();
    await eventually(() => note(page).textContent()).toMatch(
      /^Hint: Clear the group of (\d+) at [a-z]\d+ \(\d+ points\): it starts the best line the solver found, which ends at \d+ points/,
    );
    const size = Number(/group of (\d+)/.exec((await note(page).textContent()) ?? '')?.[1]);
    // Every cell of the group is outlined on the board.
    expect(await page.locator('svg.same-board .hint-cell').count()).toBe(size);
    b.expectNoPageErrors();
  });

  it('lists the analysis with values, best first, shows a row on the board, and passes axe', async () => {
    const { page } = b;
    await b.goto(CONNECT4_DRAWN);
    await page.locator('svg.connect4-board').waitFor();
    await tool(page, 'Analysis').click();
    const panel = page.locator('[data-slot="analysis"] .analysis-panel');
    const rows = panel.locator('.analysis-rows button');
    await eventually(() => panel.locator('.analysis-summary').count()).toBe(0);
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const listed = await rows.evaluateAll((buttons) =>
      buttons.map((b) => ({
        score: Number(b.getAttribute('data-score')),
        move: b.querySelector('.analysis-move')?.textContent,
        value: b.querySelector('.analysis-value')?.textContent,
        best: b.classList.contains('best'),
      })),
    );
    // Best first: the scores never rise down the list, and the top ones say so.
    const scores = listed.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(listed[0]?.best).toBe(true);
    expect(listed.every((r) => r.best === (r.score === scores[0]))).toBe(true);
    for (const r of listed) {
      expect(r.move).toMatch(/^Column [1-7]$/);
      expect(r.value).toMatch(/^(win in \d+|loss in \d+|draw)$/);
    }
    // The board's own labels agree with the panel.
    const worst = listed.at(-1) as (typeof listed)[number];
    const column = Number(worst.move?.split(' ')[1]);
    expect(await page.locator(`[data-value-column="${column}"]`).textContent()).toBe(worst.value);

    // A row picked shows its move on the board, with its value in the status line.
    await rows.last().click();
    expect(await rows.last().getAttribute('aria-pressed')).toBe('true');
    await eventually(() => page.locator('.hint-arrow').getAttribute('data-hint-column')).toBe(
      String(column),
    );
    expect(await note(page, 'analysis').textContent()).toBe(
      `Analysis: ${worst.move}, ${worst.value}.`,
    );
    await rows.last().click();
    expect(await rows.last().getAttribute('aria-pressed')).toBe('false');

    // The hint: an arrow over its column, and why in a sentence.
    await tool(page, 'Hint').click();
    await eventually(() => note(page).textContent()).toMatch(/^Hint: /);
    const hinted = await page.locator('.hint-arrow').getAttribute('data-hint-column');
    expect(listed.filter((r) => r.best).map((r) => r.move)).toContain(`Column ${hinted}`);

    // axe with the hint shown and the analysis open, in the light theme and the dark.
    expect(await violations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(() =>
      page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
    ).toBe(true);
    expect(await violations(page)).toEqual([]);
    b.expectNoPageErrors();
  }, 60_000);
});
