import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  allCells,
  cell,
  eventually,
  hash,
  litCells,
  moves,
  notice,
  statusLine,
  tool,
  waitForBoard,
  waitSaved,
} from './lights-out.ts';

describe('bad addresses', () => {
  const b = useBrowser();

  it('opens a playable default-size board when size is out of range, and names size', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=99&seed=7');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await notice(page).textContent()).toContain('size');
    await expect.poll(() => hash(page)).toBe('#/lights-out?size=5&board=random&seed=7');
    // Playable: a press toggles the plus around c3.
    const before = await litCells(page);
    await cell(page, 'c3').click();
    await eventually(() => moves(page)).toBe(1);
    const toggled = ['c3', 'c2', 'c4', 'b3', 'd3'];
    const expected = [
      ...before.filter((c) => !toggled.includes(c)),
      ...toggled.filter((c) => !before.includes(c)),
    ].sort();
    expect(await litCells(page)).toEqual(expected);
    b.expectNoPageErrors();
  });

  it('opens the game a short address names each time it is visited', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=6&seed=3');
    await waitForBoard(page);
    await expect.poll(() => hash(page)).toBe('#/lights-out?size=6&board=random&seed=3');
    await page.evaluate(() => {
      location.hash = '#/lights-out?size=4&board=empty&seed=3';
    });
    await eventually(async () => (await allCells(page)).length).toBe(16);
    await page.evaluate(() => {
      location.hash = '#/lights-out?size=6&seed=3';
    });
    await eventually(async () => (await allCells(page)).length).toBe(36);
    await expect.poll(() => hash(page)).toBe('#/lights-out?size=6&board=random&seed=3');
    b.expectNoPageErrors();
  });

  it('opens a board with a new seed when the seed is not a number, and names seed', async () => {
    const { page } = b;
    await b.goto('#/lights-out?seed=banana');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await notice(page).textContent()).toContain('seed');
    await expect.poll(() => hash(page)).toMatch(/^#\/lights-out\?size=5&board=random&seed=\d+$/);
    await cell(page, 'a1').click();
    await eventually(() => moves(page)).toBe(1);
    b.expectNoPageErrors();
  });

  it('shows an alert with a link back for an unknown game or a malformed address', async () => {
    const { page } = b;
    await b.goto('#/no-such-game');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('no-such-game');
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await page.locator('main.console h1').waitFor();
    await expect.poll(() => hash(page)).toBe('#/');

    await b.goto('#/Not A Game!');
    await eventually(() => alert.textContent()).toContain('no page');
    expect(await page.getByRole('link', { name: 'Back to the games' }).count()).toBe(1);
    b.expectNoPageErrors();
  });
});

describe('values the page replaces, each named in the status line', () => {
  const b = useBrowser();

  it('opens the default game, not the last one played, for a parameter given twice', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=7&seed=2');
    await waitForBoard(page);
    await waitSaved(page, 0);
    await b.goto('#/lights-out?size=5&size=6');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await notice(page).textContent()).toContain('"size" is given twice');
    await expect.poll(() => hash(page)).toMatch(/^#\/lights-out\?size=5&board=random&seed=\d+$/);
    b.expectNoPageErrors();
  });

  it('names the width Connect 4 puts in place of one out of range', async () => {
    const { page } = b;
    await b.goto('#/connect4?width=10&seed=1');
    await page.locator('svg.connect4-board').waitFor();
    expect(await page.locator('svg.connect4-board rect[data-column]').count()).toBe(7);
    const text = await notice(page).textContent();
    expect(text).toContain('width="10"');
    expect(text).toContain('using the default, width=7');
    await expect.poll(() => hash(page)).toBe('#/connect4?width=7&height=6&first=red&seed=1');
    b.expectNoPageErrors();
  });

  it('replaces only the puzzle a Paint By Numbers set lacks, and names it', async () => {
    const { page } = b;
    await b.goto('#/pbn?set=games&puzzle=30&seed=1');
    await page.locator('svg.pbn-board').waitFor();
    expect(await notice(page).textContent()).toContain('using the default, puzzle=1');
    await expect.poll(() => hash(page)).toBe('#/pbn?set=games&puzzle=1&clues=none&seed=1');
    // Another set stays that set.
    await b.goto('#/pbn?set=misc&puzzle=5&seed=1');
    await eventually(() => hash(page)).toBe('#/pbn?set=misc&puzzle=1&clues=none&seed=1');
    expect(await notice(page).textContent()).toContain('set Misc has 2 puzzles');
    b.expectNoPageErrors();
  });

  it("writes a Minesweeper board's own size in the address, and names a size it overrules", async () => {
    const { page } = b;
    const board = page.locator('svg.mines-board');
    await b.goto('#/mines?mode=expert&seed=1');
    await board.waitFor();
    await expect
      .poll(() => hash(page))
      .toBe('#/mines?mode=expert&width=30&height=16&mines=99&safe=true&noguess=false&seed=1');
    expect(await notice(page).count()).toBe(0);
    await b.goto('#/mines?mode=beginner&width=20&mines=50&seed=1');
    await board.waitFor();
    const text = await notice(page).textContent();
    expect(text).toContain('width="20", mines="50"');
    expect(text).toContain('using width=9, mines=10');
    await expect
      .poll(() => hash(page))
      .toBe('#/mines?mode=beginner&width=9&height=9&mines=10&safe=true&noguess=false&seed=1');
    // A fixed board chosen in the New dialog is written by its own size too, with nothing to name.
    await tool(page, 'New').click();
    const dialog = page.locator('dialog[aria-label="New Minesweeper game"]');
    await dialog.locator('select#param-mode').selectOption('intermediate');
    await dialog.locator('input#param-seed').fill('4');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await eventually(() => hash(page)).toBe(
      '#/mines?mode=intermediate&width=16&height=16&mines=40&safe=true&noguess=false&seed=4',
    );
    await eventually(() => statusLine(page).textContent()).toContain('Seed: 4');
    expect(await notice(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('names what GCalc, which takes no parameters, was given', async () => {
    const { page } = b;
    await b.goto('#/gcalc?zoom=2');
    const status = page.locator('main.app footer.status-line');
    await eventually(() => status.textContent()).toContain('unknown parameter "zoom"');
    await expect.poll(() => hash(page)).toBe('#/gcalc');
    b.expectNoPageErrors();
  });
});

describe('the address and the board', () => {
  const b = useBrowser();

  it('puts the moves back in the address when it is typed again without them', async () => {
    const { page } = b;
    const address = '#/connect4?width=7&height=6&first=red&seed=301';
    await b.goto(address);
    await page.locator('svg.connect4-board').waitFor();
    for (const c of [4, 5])
      await page.locator(`svg.connect4-board rect[data-column="${c}"]`).click();
    await waitSaved(page, 2);
    await expect.poll(() => hash(page)).toBe(`${address}&moves=45`);
    await page.evaluate((to) => {
      location.hash = to;
    }, address);
    await eventually(() => hash(page)).toBe(`${address}&moves=45`);
    expect(await page.locator('svg.connect4-board [data-disc]').count()).toBe(2);
    b.expectNoPageErrors();
  });
});
