import { describe, expect, it } from 'vitest';
import { GAME_SETS } from '../../src/core/game.ts';
import { listed } from '../../src/games/registry.ts';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';
import { allCells, eventually, hash, litCells, moves, result, waitForBoard } from './lights-out.ts';

describe('console', () => {
  const b = useBrowser();

  it('shows every registered game as a tile in its set', async () => {
    // Pinned, so that the checks below cannot pass on an empty list.
    const games = listed();
    expect(games.map((d) => d.info.id)).toEqual([
      'aces',
      'go-fish',
      'crazy-8s',
      'blackjack',
      'rummy',
      'spider',
      'memory',
      'slidey',
      'same',
      'mines',
      'pbn',
      'lights-out',
      'pousse',
      'gobblet',
      'jewel',
      'parcheesi',
      'checkers',
      'chat-noir',
      'tally-maze',
      'gcalc',
      'connect4',
      'mini-card',
      'onitama',
    ]);
    const { page } = b;
    await b.goto('#/');
    const main = page.locator('main.page.console');
    await main.locator('h1', { hasText: 'Games' }).waitFor();
    expect(await page.title()).toBe('Games');

    for (const set of GAME_SETS) {
      expect(await page.locator(`section.set[aria-label="${set}"]`).count()).toBe(1);
    }
    for (const { info } of games) {
      const tile = page
        .locator(`section.set[aria-label="${info.set}"] li.tile`)
        .filter({ has: page.locator(`a.tile-open[href="#/${info.id}"]`) });
      expect(await tile.count(), `tile for ${info.id}`).toBe(1);
      const open = tile.locator('a.tile-open');
      expect((await open.textContent())?.trim()).toBe(info.title);
      expect(await open.locator('img.game-icon').count()).toBe(1);
      const help = tile.locator('button.tile-help');
      expect(await help.getAttribute('aria-label')).toBe(`${info.title} help`);
    }
    const tiles = await page.locator('section.set li.tile').count();
    expect(tiles).toBe(games.length);
    b.expectNoPageErrors();
  });

  it('opens Lights Out with the mouse from its tile', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Puzzle Games"] a.tile-open[href="#/lights-out"]')
      .click();
    await waitForBoard(page);
    expect(await page.locator('main.game h1').textContent()).toBe('Lights Out');
    expect(await page.title()).toBe('Lights Out');
    // The address is rewritten to the canonical one that names the board dealt.
    await expect.poll(() => hash(page)).toMatch(/^#\/lights-out\?size=5&board=random&seed=\d+$/);
    expect(await allCells(page)).toHaveLength(25);
    // A random board is never dealt already solved.
    expect((await litCells(page)).length).toBeGreaterThan(0);
    expect(await moves(page)).toBe(0);
    expect(await result(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('shows a game help from the console and closes it with the button or Escape', async () => {
    const { page } = b;
    await b.goto('#/');
    const helpButton = page.getByRole('button', { name: 'Lights Out help', exact: true });
    const dialog = page.locator('dialog[aria-label="Lights Out help"]');

    await helpButton.click();
    await dialog.locator('.help h1').waitFor();
    expect(await dialog.locator('.help h1').textContent()).toBe('Lights Out');
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(
      true,
    );
    await closeDialog(dialog, () => dialog.locator('button[aria-label="Close"]').click());

    await helpButton.click();
    await dialog.locator('.help h1').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    // The console is still there underneath.
    expect(await page.locator('main.console h1').textContent()).toBe('Games');
    b.expectNoPageErrors();
  });
});

describe('the e2e harness', () => {
  const b = useBrowser();

  it('sees errors the page throws, so the no-error checks are not vacuous', async () => {
    const { page } = b;
    await b.goto('#/');
    await page.locator('main.console h1').waitFor();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown on purpose by the harness self-check');
      });
    });
    await eventually(() => b.errors.map((e) => e.message)).toEqual([
      'thrown on purpose by the harness self-check',
    ]);
  });
});
