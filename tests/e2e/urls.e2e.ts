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

    await b.goto('#/lights-out?size=5&size=6');
    await eventually(() => alert.textContent()).toContain('"size" is given twice');
    expect(await page.getByRole('link', { name: 'Back to the games' }).count()).toBe(1);

    await b.goto('#/Not A Game!');
    await eventually(() => alert.textContent()).toContain('no page');
    expect(await page.getByRole('link', { name: 'Back to the games' }).count()).toBe(1);
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
