import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/** A fixed no-guess Beginner board: it can be won by opening only cells the hint proves safe. */
const NO_GUESS = '#/mines?mode=beginner&noguess=true&seed=5';

const board = (page: Page) => page.locator('svg.mines-board');
const cell = (page: Page, name: string) =>
  page.locator(`svg.mines-board rect[data-cell="${name}"]`);
const stateOf = (page: Page, name: string) => cell(page, name).getAttribute('data-state');
/** A covered cell the hint marks safe: its name, `col.row` from 1. */
const hintedCovered = (page: Page) =>
  page.locator('svg.mines-board rect[data-hint="true"][data-state="."]').first();
const coveredCount = (page: Page) => page.locator('svg.mines-board rect[data-state="."]').count();

/**
 * Follows the hint's safe cells until the game is won, opening each by `open`. The hint stays on
 * and is worked out again after every move; only covered hinted cells are taken, so a hint not
 * yet redrawn after a flood never sends a click to an opened cell.
 */
async function followHints(page: Page, open: (name: string) => Promise<void>) {
  await tool(page, 'Hint').click();
  for (let step = 0; step < 81 && (await result(page).count()) === 0; step++) {
    const target = hintedCovered(page);
    await target.waitFor();
    const name = (await target.getAttribute('data-cell')) as string;
    await open(name);
    await eventually(() => stateOf(page, name)).toMatch(/^[0-8]$/);
  }
  await result(page).waitFor();
  expect(await result(page).textContent()).toContain('All 71 safe cells opened');
  expect(await page.locator('svg.mines-board rect[data-state="*"]').count()).toBe(0);
}

/** A cell's look as the page draws it: its state, whether it is pressed (sunken) and its class. */
interface CellSeen {
  state: string | null;
  sent: boolean;
  class: string | null;
}

/**
 * Presses cell `press` (a pointer's down and up, or with `mark` the right button's menu) and, in
 * the same task, reads the cells `read`: the table's answer, a message from the play worker, is
 * a task of its own and cannot come between them (the renders are microtasks).
 */
const pressAndRead = (page: Page, press: string, read: readonly string[], mark = false) =>
  page.evaluate(
    async ({ press, read, mark }) => {
      const rectOf = (name: string) =>
        document.querySelector(`svg.mines-board rect[data-cell="${name}"]`) as SVGRectElement;
      const target = rectOf(press);
      const box = target.getBoundingClientRect();
      const at = {
        bubbles: true,
        clientX: box.x + box.width / 2,
        clientY: box.y + box.height / 2,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: mark ? 2 : 0,
      };
      if (mark) target.dispatchEvent(new MouseEvent('contextmenu', at));
      else {
        target.dispatchEvent(new PointerEvent('pointerdown', at));
        target.dispatchEvent(new PointerEvent('pointerup', at));
      }
      for (let i = 0; i < 20; i++) await null;
      return {
        cells: read.map((name) => ({
          state: rectOf(name).getAttribute('data-state'),
          sent: rectOf(name).hasAttribute('data-sent'),
          class: rectOf(name).getAttribute('class'),
        })),
        sunkenEdges:
          document.querySelector('svg.mines-board .sunken-edge')?.getAttribute('d') ?? '',
        left: document.querySelector('.mines-left')?.textContent,
      };
    },
    { press, read, mark },
  );

const sunken: CellSeen = { state: '.', sent: true, class: 'covered sunken' };

describe('Minesweeper in the browser', () => {
  const b = useBrowser();

  it("opens PLT's board from the console: 16×16, 30 mines, nothing open", async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open', { hasText: 'Minesweeper' })
      .click();
    await board(page).waitFor();
    expect(await page.locator('svg.mines-board rect[data-cell]').count()).toBe(256);
    expect(await coveredCount(page)).toBe(256);
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 30');
    b.expectNoPageErrors();
  });

  it('wins a fixed no-guess board by mouse, following the safe cells of the hint', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    // The opening is open from the start; the rest is covered.
    const covered = await coveredCount(page);
    expect(covered).toBeGreaterThan(10);
    expect(covered).toBeLessThan(81);
    await followHints(page, (name) => cell(page, name).click());
    b.expectNoPageErrors();
  });

  it('wins the same board by keyboard: arrows to the hinted cell, Enter opens', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await board(page).focus();
    let at = { col: 0, row: 0 };
    await followHints(page, async (name) => {
      const [col, row] = name.split('.').map((n) => Number(n) - 1) as [number, number];
      await board(page).focus();
      for (; at.col < col; at = { ...at, col: at.col + 1 }) await page.keyboard.press('ArrowRight');
      for (; at.col > col; at = { ...at, col: at.col - 1 }) await page.keyboard.press('ArrowLeft');
      for (; at.row < row; at = { ...at, row: at.row + 1 }) await page.keyboard.press('ArrowDown');
      for (; at.row > row; at = { ...at, row: at.row - 1 }) await page.keyboard.press('ArrowUp');
      await eventually(() => board(page).getAttribute('aria-activedescendant')).toBe(
        `mines-${row * 9 + col}`,
      );
      await page.keyboard.press('Enter');
    });
    b.expectNoPageErrors();
  });

  it('lets the probability player play the board: on a no-guess board it never guesses and wins', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await chooseSeat(page, 'Player 1', 'probability');
    await result(page).waitFor({ timeout: 30_000 });
    expect(await result(page).textContent()).toContain('All 71 safe cells opened');
    b.expectNoPageErrors();
  });

  it('marks by right click and by the F key: flag, ?, covered; the counter follows', async () => {
    const { page } = b;
    await b.goto('#/mines?mode=beginner&seed=2');
    await board(page).waitFor();
    await cell(page, '3.3').click({ button: 'right' });
    await eventually(() => stateOf(page, '3.3')).toBe('F');
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 9');
    // A flag protects its cell: a click does nothing.
    await cell(page, '3.3').click();
    expect(await stateOf(page, '3.3')).toBe('F');
    await cell(page, '3.3').click({ button: 'right' });
    await eventually(() => stateOf(page, '3.3')).toBe('?');
    await board(page).focus();
    await page.keyboard.press('f'); // the cursor is on 1.1
    await eventually(() => stateOf(page, '1.1')).toBe('F');
    expect(await page.locator('.mines-left').textContent()).toBe('Mines: 9');
    await tool(page, 'Undo').click();
    await eventually(() => stateOf(page, '1.1')).toBe('.');
    b.expectNoPageErrors();
  });

  it('presses the cell opened and shows a flag before the table can answer', async () => {
    const { page } = b;
    await b.goto('#/mines?mode=beginner&seed=2');
    await board(page).waitFor();
    // The first click: the mines are laid around it, yet the cell is sunken at once.
    const opened = await pressAndRead(page, '1.1', ['1.1']);
    expect(opened.cells).toEqual([sunken]);
    expect(opened.sunkenEdges).not.toBe('');
    await eventually(() => stateOf(page, '1.1')).toMatch(/^[0-8]$/);
    expect(await page.locator('svg.mines-board rect[data-sent]').count()).toBe(0);
    // A mark's outcome is no secret: the flag shows at once, and so does the count.
    const flagged = await pressAndRead(page, '9.9', ['9.9'], true);
    expect(flagged.cells).toEqual([{ state: 'F', sent: false, class: 'covered' }]);
    expect(flagged.left).toBe('Mines: 9');
    await eventually(() => page.locator('footer.status-line').textContent()).toContain('Moves: 2');
    expect(await stateOf(page, '9.9')).toBe('F');
    b.expectNoPageErrors();
  });

  it("presses a chord's covered neighbours before the table can answer", async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    // The analysis names the sure mines: a number with as many of them around it is chorded
    // once they are flagged, and opens the rest of its covered neighbours.
    await tool(page, 'Analysis').click();
    await eventually(() => page.locator('svg.mines-board text[data-prob]').count()).toBeGreaterThan(
      0,
    );
    const seen = await page.locator('svg.mines-board [role="gridcell"]').evaluateAll((cells) =>
      cells.map((g) => ({
        name: g.querySelector('rect')?.getAttribute('data-cell') ?? '',
        state: g.querySelector('rect')?.getAttribute('data-state') ?? '',
        sure: g.querySelector('text[data-prob]')?.getAttribute('data-prob') === '1.0000',
      })),
    );
    const byName = new Map(seen.map((c) => [c.name, c]));
    const around = (name: string) => {
      const [col, row] = name.split('.').map(Number) as [number, number];
      return [-1, 0, 1].flatMap((dr) =>
        [-1, 0, 1].flatMap((dc) => {
          const next = byName.get(`${col + dc}.${row + dr}`);
          return (dr || dc) && next ? [next] : [];
        }),
      );
    };
    const chord = seen.find((c) => {
      const near = around(c.name);
      const mines = near.filter((n) => n.sure);
      return (
        /^[1-8]$/.test(c.state) &&
        mines.length === Number(c.state) &&
        near.some((n) => n.state === '.' && !n.sure)
      );
    });
    if (!chord) throw new Error('no number to chord on the opening');
    const near = around(chord.name);
    for (const mine of near.filter((n) => n.sure)) {
      await cell(page, mine.name).click({ button: 'right' });
      await eventually(() => stateOf(page, mine.name)).toBe('F');
    }
    const covered = near.filter((n) => n.state === '.' && !n.sure).map((n) => n.name);
    const chorded = await pressAndRead(page, chord.name, covered);
    expect(chorded.cells).toEqual(covered.map(() => sunken));
    for (const name of covered) await eventually(() => stateOf(page, name)).toMatch(/^[0-8]$/);
    expect(await page.locator('svg.mines-board rect[data-sent]').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('plays by touch on a phone: a tap opens, a long press marks a flag and does not open', async () => {
    const page = await b.phone('#/mines?mode=beginner&seed=2');
    await board(page).waitFor();
    const centre = async (name: string): Promise<{ x: number; y: number }> => {
      const box = await cell(page, name).boundingBox();
      if (!box) throw new Error(`no cell ${name}`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const cdp = await page.context().newCDPSession(page);
    // A finger held on 5.5 until the mark shows, then lifted: twice, flag then "?". A "?" cell
    // opens on a tap, so the second lift proves that the release of a long press opens nothing.
    for (const mark of ['F', '?']) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [await centre('5.5')],
      });
      await eventually(() => stateOf(page, '5.5')).toBe(mark);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await eventually(() => page.locator('footer.status-line').textContent()).toContain(
        `Moves: ${mark === 'F' ? 1 : 2}`,
      );
      expect(await stateOf(page, '5.5')).toBe(mark);
    }
    const first = await centre('1.1');
    await page.touchscreen.tap(first.x, first.y);
    await eventually(() => stateOf(page, '1.1')).toMatch(/^[0-8]$/);
    expect(await stateOf(page, '5.5')).toBe('?');
    b.expectNoPageErrors();
  });

  it('shows the probability of a mine under every covered cell as the analysis', async () => {
    const { page } = b;
    await b.goto(NO_GUESS);
    await board(page).waitFor();
    await tool(page, 'Analysis').click();
    const verdict = page.locator('.analysis-panel .analysis-summary');
    await eventually(() => verdict.textContent()).toMatch(/safe cells? to open/);
    const covered = await coveredCount(page);
    expect(await page.locator('svg.mines-board text[data-prob]').count()).toBe(covered);
    b.expectNoPageErrors();
  });
});
