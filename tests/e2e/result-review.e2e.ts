import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../src/core/record.ts';
import { unwrap } from '../../src/core/result.ts';
import { type AcesState, aces } from '../../src/games/aces/rules.ts';
import { solveDeck } from '../../src/games/aces/solver.ts';
import { useBrowser } from './browser.ts';
import { playGame } from './go-fish-play.ts';
import { cell, cellsOf, eventually, litCells, result, waitForBoard } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/**
 * The end of a game, for one game of each kind: the result panel says how it ended with the
 * variant's statistics line, and Review steps through the game's positions by the keys and the
 * buttons, the board showing each one.
 */
const review = (page: Page) => page.locator('nav.review-bar');
const reviewAt = (page: Page) => review(page).locator('.review-at');

/** Opens Review from the result panel; it starts at the dealt position. */
async function startReview(page: Page) {
  await result(page).getByRole('button', { name: 'Review' }).click();
  await eventually(() => reviewAt(page).textContent()).toBe('Start');
}

describe('the end of a game', () => {
  const b = useBrowser();

  it('a puzzle: Lights Out says it is solved, counts it, and reviews every press', async () => {
    const { page } = b;
    await b.goto('#/lights-out?size=5&board=2&seed=1');
    await waitForBoard(page);
    const solution = ['a1', 'c1', 'e1', 'a5', 'c5', 'e5'];
    for (const name of solution) await cell(page, name).click();
    await result(page).waitFor();
    expect(await result(page).locator('.result-outcome').textContent()).toContain('Solved!');
    await eventually(() => result(page).locator('.result-stats').textContent()).toContain(
      'Played 1 · Won 1 (100%)',
    );
    await startReview(page);
    expect(await litCells(page)).toEqual(cellsOf('x.x.x x.x.x ..... x.x.x x.x.x'));
    await page.keyboard.press('ArrowRight');
    await eventually(() => reviewAt(page).textContent()).toBe('Move 1 of 6: a1');
    expect(await litCells(page)).toEqual(cellsOf('.xx.x ..x.x ..... x.x.x x.x.x'));
    await page.keyboard.press('End');
    await eventually(() => reviewAt(page).textContent()).toBe('Move 6 of 6: e5');
    expect(await litCells(page)).toEqual([]);
    await review(page).getByRole('button', { name: 'Back one move' }).click();
    await eventually(() => reviewAt(page).textContent()).toBe('Move 5 of 6: c5');
    await page.keyboard.press('Escape');
    await result(page).waitFor();
    expect(await review(page).count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('a solitaire: Aces won by the solver’s line, reviewed back to the deal', async () => {
    const { page } = b;
    const seed = 3;
    const dealt = unwrap(startGame<AcesState>(aces, {}, seed)).state;
    const { line } = solveDeck(dealt.deck);
    expect(line.length).toBeGreaterThan(0);
    await b.goto(`#/aces?seed=${seed}`);
    for (const move of line) {
      const target = move === 'deal' ? 'button[data-deal]' : `button[data-click="${move + 1}"]`;
      await page.locator(target).click();
    }
    await result(page).waitFor();
    await eventually(() => result(page).locator('.result-stats').textContent()).toContain('Won 1');
    await startReview(page);
    const stacks = () =>
      page
        .locator('section[data-stack]')
        .evaluateAll((all) => all.map((s) => s.querySelectorAll('[data-value]').length));
    expect(await stacks()).toEqual(dealt.stacks.map((s) => s.length));
    await page.keyboard.press('ArrowRight');
    await eventually(() => reviewAt(page).textContent()).toMatch(/^Move 1 of \d+/);
    b.expectNoPageErrors();
  });

  it('a two-player game: Connect 4 won with a click, counted, its last move reviewed', async () => {
    const { page } = b;
    await b.goto('#/connect4?width=7&height=6&first=red&seed=2&moves=121212');
    await page.locator('[data-column="1"]').first().click();
    await result(page).waitFor();
    expect(await result(page).locator('.result-outcome').textContent()).toContain('Red wins');
    await eventually(() => result(page).locator('.result-stats').textContent()).toContain(
      'Played 1',
    );
    await startReview(page);
    await page.keyboard.press('End');
    await eventually(() => reviewAt(page).textContent()).toBe('Move 7 of 7: 1');
    b.expectNoPageErrors();
  });

  it('a game of hidden hands: Go Fish reviewed with every hand face up once it is over', {
    timeout: 90_000,
  }, async () => {
    const { page } = b;
    await b.goto('#/go-fish?seed=7');
    await playGame(page, 'click');
    await result(page).waitFor();
    await startReview(page);
    // The game is over: Review shows the deal as it was, the others' hands included.
    const faces = page.locator('.go-fish-opponent [data-value]');
    await eventually(() => faces.count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await eventually(() => reviewAt(page).textContent()).toMatch(/^Move 1 of \d+: /);
    b.expectNoPageErrors();
  });

  it('a dice game: Parcheesi between four computer players, reviewed roll by roll', {
    timeout: 120_000,
  }, async () => {
    const { page } = b;
    await b.goto('#/parcheesi?seed=3');
    await chooseSeat(page, 'Blue', 'grace');
    await result(page).waitFor({ timeout: 100_000 });
    expect(await result(page).locator('.result-outcome').textContent()).toContain('wins');
    // Nobody played: no statistics to show.
    expect(await result(page).locator('.result-stats').count()).toBe(0);
    await startReview(page);
    await page.keyboard.press('ArrowRight');
    await eventually(() => reviewAt(page).textContent()).toMatch(/^Move 1 of \d+: /);
    b.expectNoPageErrors();
  });
});
