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
} from './lights-out.ts';

describe('bad addresses', () => {
  const b = useBrowser();

  it('opens a playable default-size board when size is out of range, and names size', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=99&seed=7');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await notice(page).textContent()).toContain('size');
    expect(await hash(page)).toBe('#/lights-out?size=5&board=random&seed=7');
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
    expect(await hash(page)).toBe('#/lights-out?size=6&board=random&seed=3');
    await page.evaluate(() => {
      location.hash = '#/lights-out?size=4&board=empty&seed=3';
    });
    await eventually(async () => (await allCells(page)).length).toBe(16);
    await page.evaluate(() => {
      location.hash = '#/lights-out?size=6&seed=3';
    });
    await eventually(async () => (await allCells(page)).length).toBe(36);
    expect(await hash(page)).toBe('#/lights-out?size=6&board=random&seed=3');
    b.expectNoPageErrors();
  });

  it('opens a board with a new seed when the seed is not a number, and names seed', async () => {
    const { page } = b;
    await b.goto('#/lights-out?seed=banana');
    await waitForBoard(page);
    expect(await allCells(page)).toHaveLength(25);
    expect(await notice(page).textContent()).toContain('seed');
    expect(await hash(page)).toMatch(/^#\/lights-out\?size=5&board=random&seed=\d+$/);
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
    expect(await hash(page)).toBe('#/');

    await b.goto('#/lights-out?size=5&size=6');
    await eventually(() => alert.textContent()).toContain('"size" is given twice');
    expect(await page.getByRole('link', { name: 'Back to the games' }).count()).toBe(1);

    await b.goto('#/Not A Game!');
    await eventually(() => alert.textContent()).toContain('no page');
    expect(await page.getByRole('link', { name: 'Back to the games' }).count()).toBe(1);
    b.expectNoPageErrors();
  });
});
