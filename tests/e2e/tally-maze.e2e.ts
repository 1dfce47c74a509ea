import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aiContext } from '../../src/core/ai.ts';
import { createRng } from '../../src/core/rng.ts';
import engine from '../../src/games/tally-maze/engine.ts';
import {
  initialState,
  type TallyMazeMove,
  type TallyMazeState,
  tallyMaze,
} from '../../src/games/tally-maze/rules.ts';
import { solve } from '../../src/games/tally-maze/solver.ts';
import { useBrowser } from './browser.ts';
import { eventually, hash, moves, result, tool } from './lights-out.ts';

const board = (page: Page) => page.locator('svg.tally-maze-board');
const number = (page: Page) => page.locator('.tally-maze-number').getAttribute('data-board');
const xy = (s: TallyMazeState, cell: number) => `${cell % s.width},${Math.floor(cell / s.width)}`;

/** Your action and the pumpkins' answers by PLT's rule, as the page's fixed seats play them. */
function turn(s: TallyMazeState, move: TallyMazeMove): TallyMazeState {
  const pumpkin = engine.ais[0];
  let t = tallyMaze.play(s, move);
  while (t.turn !== 0 && pumpkin)
    t = tallyMaze.play(t, pumpkin.choose(t, aiContext(createRng(1), t.turn)));
  return t;
}

/** Waits until the page shows `s` with your turn: pieces, board number, the maze taking keys. */
async function shows(page: Page, s: TallyMazeState) {
  const selector = `svg.tally-maze-board[data-player="${xy(s, s.player)}"][data-pumpkins="${s.pumpkins.map((c) => xy(s, c)).join(' ')}"]`;
  await page.locator(selector).waitFor();
  await eventually(() => number(page)).toBe(s.board);
}

const KEY: Record<TallyMazeMove, string> = {
  up: 'ArrowUp',
  right: 'ArrowRight',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  stay: ' ',
  next: 'n',
};

describe('Tally Maze in the browser', () => {
  const b = useBrowser();

  it('wins 3×3 board #78 by keyboard, n included, after a refused wall and a z undo', async () => {
    const { page } = b;
    await b.goto('#/tally-maze?width=3&height=3&board=78&seed=1');
    await board(page).waitFor();
    const start = initialState(3, 3, 78n);
    await shows(page, start);
    // The shortest line, as the hint's solver finds it: it needs the next maze.
    const line = solve(start, { depth: 30, nodes: 100_000, next: true }).moves ?? [];
    expect(line).toContain('next');
    await board(page).focus();
    // A wall: the key changes nothing and is not a move.
    const blocked = (['up', 'left', 'down'] as const).find(
      (m) => !tallyMaze.legalMoves(start).includes(m),
    ) as TallyMazeMove;
    await page.keyboard.press(KEY[blocked]);
    // z takes back the first action and the pumpkins' answers.
    const first = turn(start, line[0] as TallyMazeMove);
    await page.keyboard.press(KEY[line[0] as TallyMazeMove]);
    await shows(page, first);
    expect(await moves(page)).toBeGreaterThan(0);
    await page.keyboard.press('z');
    await shows(page, start);
    let s = start;
    for (const move of line) {
      expect(await result(page).count()).toBe(0);
      s = turn(s, move);
      await page.keyboard.press(KEY[move]);
      await shows(page, s);
    }
    await result(page).waitFor();
    expect(await result(page).textContent()).toContain(`You escaped from board #${s.board}`);
    expect(await page.locator('svg.tally-maze-board [data-face="won"]').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('takes the arrow keys on the board as soon as the page opens, without a click', async () => {
    const { page } = b;
    // A big maze scrolls the page, so an arrow key that did not reach the board would scroll it.
    await b.goto('#/tally-maze?width=20&height=20&board=5&seed=1');
    const start = initialState(20, 20, 5n);
    await shows(page, start);
    const step = (['right', 'down'] as const).find((m) => tallyMaze.legalMoves(start).includes(m));
    if (!step) throw new Error('the entrance leads nowhere');
    await page.keyboard.press(KEY[step]);
    await shows(page, turn(start, step));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    b.expectNoPageErrors();
  });

  it('moves by the arrow pad, shows the hint, and goes to a typed maze number', async () => {
    const { page } = b;
    await b.goto('#/tally-maze?width=3&height=3&board=78&seed=1');
    await board(page).waitFor();
    const start = initialState(3, 3, 78n);
    await shows(page, start);
    await tool(page, 'Hint').click();
    // The line in words, its first action marked on its button and its way drawn on the maze.
    const note = page.locator('[data-hint-note="hint"]');
    await eventually(() => note.textContent()).toMatch(
      /\d+ actions?, the pumpkins’ replies foreseen: /,
    );
    const hinted = page.locator('.tally-maze button.hint-highlight[data-hint="true"]');
    const first = (await hinted.getAttribute('data-move')) as TallyMazeMove;
    expect((await note.textContent())?.split(': ').at(-1)).toMatch(new RegExp(`^${first}`));
    await hinted.click();
    await shows(page, turn(start, first));
    // Walls are greyed out on the pad.
    const wall = (['up', 'left'] as const).find((m) => !tallyMaze.legalMoves(start).includes(m));
    if (wall) {
      await tool(page, 'Undo').click();
      await shows(page, start);
      expect(await page.locator(`.tally-maze-pad button[data-move="${wall}"]`).isDisabled()).toBe(
        true,
      );
    }
    const field = page.getByLabel('Play maze number');
    await field.fill('192');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.locator('#tally-maze-goto-error', { hasText: 'past the last 3×3 maze' }).waitFor();
    await field.fill('45');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await eventually(() => hash(page)).toContain('board=45');
    await shows(page, initialState(3, 3, 45n));
    b.expectNoPageErrors();
  });
});
