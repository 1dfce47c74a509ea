import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.ts';
import { columnValues, valueText } from '../../src/games/connect4/analysis.ts';
import { applyActions, initState, parseMoveString, RED } from '../../src/games/connect4/rules.ts';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/**
 * Past the opening book the solver searches for seconds or minutes: the page says what it has
 * settled as it goes. The positions are reached by random moves, which no book of the Perfect
 * seat's games holds.
 */

/** Fourteen random moves in: the analysis searches several columns for a while each. */
const ANALYSED = '57255614724137';
/** Five random moves in, Yellow to move: the perfect move takes the solver far longer than a test. */
const LONG = '22647';

/** The texts under the board and the panel's summary, every time either changes. */
async function recordAnalysis(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { values: string[]; summary: string }[] = [];
    (window as unknown as { seen: typeof seen }).seen = seen;
    const read = () => {
      const values = [...document.querySelectorAll('svg.connect4-board .column-value')].map(
        (l) => l.textContent ?? '',
      );
      const summary = document.querySelector('.analysis-panel .analysis-summary')?.textContent;
      const last = seen.at(-1);
      if (
        values.length > 0 &&
        JSON.stringify(last) !== JSON.stringify({ values, summary: summary ?? '' })
      )
        seen.push({ values, summary: summary ?? '' });
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const recorded = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { seen: { values: string[]; summary: string }[] }).seen,
  );

const EXACT = /^(win in \d+|loss in \d+|draw)$/;
/** A column not proven yet: nothing known (…) or its bounds. */
const OPEN = /^…$|[≥≤–]/;

describe('Connect 4 outside the book', () => {
  const b = useBrowser();

  it('fills in the analysis column by column, with bounds on the one being solved', async () => {
    const { page } = b;
    await b.goto(`#/connect4?seed=41&moves=${ANALYSED}`);
    await page.locator('svg.connect4-board').waitFor();
    await recordAnalysis(page);
    await page.getByRole('button', { name: 'Analysis' }).click();
    // The partial state first: some columns proven, the rest still open.
    await eventually(async () =>
      (await recorded(page)).some(
        ({ values }) => values.some((v) => EXACT.test(v)) && values.some((v) => OPEN.test(v)),
      ),
    ).toBe(true);
    // Then all seven, as the solver in Node finds them.
    const start = initState(7, 6, RED);
    const state = applyActions(start, unwrap(parseMoveString(start, ANALYSED)));
    const expected = columnValues(state, () => {}).map((v) => valueText(v));
    await eventually(async () => (await recorded(page)).at(-1)?.values).toEqual(expected);
    const seen = await recorded(page);
    // A column under search showed a bound, and the panel named the best so far.
    expect(seen.some(({ values }) => values.some((v) => /[≥≤–]/.test(v)))).toBe(true);
    expect(
      seen.some(({ summary }) => /columns settled; best so far: column \d/.test(summary)),
    ).toBe(true);
    // The columns settled centre first: the centre was the first one proven.
    const first = seen.find(({ values }) => values.some((v) => EXACT.test(v)));
    expect(first?.values.findIndex((v) => EXACT.test(v))).toBe(3);
    b.expectNoPageErrors();
  });

  it('passes axe in light and dark with a column under search, and turning Analysis off stops it', async () => {
    const { page } = b;
    await b.goto(`#/connect4?seed=43&moves=${LONG}`);
    await page.locator('svg.connect4-board').waitFor();
    await page.getByRole('button', { name: 'Analysis' }).click();
    await page
      .locator('svg.connect4-board .column-value.searching', { hasText: /[≥≤–]/ })
      .waitFor();
    await page.locator('footer.status-line .analysing [role="timer"]').waitFor();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await violations(page)).toEqual([]);
    }
    await page.getByRole('button', { name: 'Analysis' }).click();
    await page.locator('footer.status-line .analysing').waitFor({ state: 'detached' });
    expect(await page.locator('svg.connect4-board .column-value').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('shows how long the Perfect seat has thought and what it has settled, and Stop ends it', async () => {
    const { page } = b;
    await b.goto(`#/connect4?seed=42&moves=${LONG}`);
    await page.locator('svg.connect4-board').waitFor();
    await chooseSeat(page, 'Yellow', 'perfect');
    const busy = page.locator('footer.status-line .busy');
    await busy.waitFor();
    expect(await busy.textContent()).toContain('Thinking…');
    await eventually(() => busy.locator('.busy-note').textContent()).toMatch(/^value /);
    await eventually(() => busy.locator('[role="timer"]').textContent()).toMatch(/^[1-9]\d* s$/);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop thinking' }).click();
    await busy.waitFor({ state: 'detached' });
    expect(await moves(page)).toBe(LONG.length);
    b.expectNoPageErrors();
  });
});
