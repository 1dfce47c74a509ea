import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/core/result.ts';
import { createRng } from '../../src/core/rng.ts';
import { LEVELS } from '../../src/games/onitama/engine/levels.ts';
import { search } from '../../src/games/onitama/engine/search.ts';
import { onitama } from '../../src/games/onitama/rules.ts';
import { useBrowser } from './browser.ts';
import { eventually, hash, moves, tool } from './lights-out.ts';
import { chooseSeat, seatOptions } from './seats.ts';

/** Seed 1 with the seed's cards deals blue tiger and crab, red frog and eel, horse aside. */
const START = '#/onitama?cards=seed&seed=1';

const board = (page: Page) => page.locator('svg.onitama-board');
const pieceAt = (page: Page, square: string) =>
  page.locator(`svg.onitama-board [data-square="${square}"]`).getAttribute('data-piece');

const depth = async (page: Page) =>
  Number(await page.locator('.onitama-analysis [data-depth]').getAttribute('data-depth'));

/** Pieces sit on top of their squares, so a click lands where a person's would. */
async function clickSquare(page: Page, square: string) {
  const box = await page.locator(`svg.onitama-board [data-square="${square}"]`).boundingBox();
  if (!box) throw new Error(`no square ${square}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Blue plays crab e1-e2 by clicks; the computer, seated as Red, answers. */
async function expectReplyTo(page: Page): Promise<void> {
  await page.locator('button[data-card="crab"]').click();
  await clickSquare(page, 'e1');
  await clickSquare(page, 'e2');
  await eventually(() => moves(page)).toBe(2);
  expect(await page.locator('.onitama-side .turn').textContent()).toBe('Blue to move');
}

describe('Onitama in the browser', () => {
  const b = useBrowser();

  it('plays a move by card, piece and destination, shown in the move list', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.locator('button[data-card="tiger"]').click();
    await clickSquare(page, 'a1');
    expect(await page.locator('svg.onitama-board .target').count()).toBe(1);
    await clickSquare(page, 'a3');
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceAt(page, 'a3')).toBe('b');
    expect(await pieceAt(page, 'a1')).toBeNull();
    expect(await page.locator('.move-list li').first().textContent()).toBe('tiger:a1a3');
    expect(await page.locator('.onitama-side .turn').textContent()).toBe('Red to move');
    expect(decodeURIComponent(await hash(page))).toMatch(/&moves=tiger:a1a3$/);
    b.expectNoPageErrors();
  });

  it('opens the position that the moves in a URL lead to', async () => {
    const { page } = b;
    await b.goto(`${START}&moves=tiger%3Aa1a3`);
    await board(page).waitFor();
    expect(await pieceAt(page, 'a3')).toBe('b');
    expect(await moves(page)).toBe(1);
    b.expectNoPageErrors();
  });

  it('plays by keyboard: arrows, Enter on the piece, Enter on the destination', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await board(page).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceAt(page, 'a2')).toBe('b');
    b.expectNoPageErrors();
  });

  it('lets the seed AI answer from the worker', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await chooseSeat(page, 'Red', 'seed-alphabeta:3');
    await expectReplyTo(page);
    b.expectNoPageErrors();
  });

  it('offers the engine levels weakest first, and a level answers', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    const options = await seatOptions(page, 'Red');
    expect(options[0]?.[0]).toBe('human');
    const levels = options.slice(1, 1 + LEVELS.length);
    expect(levels.map(([value]) => value)).toEqual(LEVELS.map((l) => `level:${l.id}`));
    for (const [i, [, label]] of levels.entries()) {
      expect(label?.startsWith(LEVELS[i]?.name ?? '?')).toBe(true);
    }
    await chooseSeat(page, 'Red', 'level:club');
    await expectReplyTo(page);
    b.expectNoPageErrors();
  });

  it("draws the hint's card and move, and clicks through its arrow play the move", async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await tool(page, 'Hint').click();
    // Two million positions: a second or so, longer on a busy machine.
    const arrow = page.locator('svg.onitama-board .move-arrow.hint');
    await arrow.waitFor({ timeout: 30_000 });
    expect(await arrow.count()).toBe(1);
    const text = (await arrow.getAttribute('data-move')) ?? '';
    const [, card, from, to] = /^([a-z]+):([a-e][1-5])([a-e][1-5])$/.exec(text) ?? [];
    if (!card || !from || !to) throw new Error(`no move in "${text}"`);
    // Why, in a sentence: the search's verdict for Blue.
    expect(await page.locator('[data-hint-note="hint"]').textContent()).toMatch(
      /^Hint: (It wins|Every move loses|The engine's best move after searching \d+ plies deep)/,
    );
    expect(await page.locator('.onitama-hand.blue [data-hint]').getAttribute('data-card')).toBe(
      card,
    );
    await page.locator(`button[data-card="${card}"]`).click();
    await clickSquare(page, from);
    await clickSquare(page, to);
    await eventually(() => moves(page)).toBe(1);
    expect(await pieceAt(page, to)).toBe('b');
    b.expectNoPageErrors();
  }, 60_000);

  it('analyses while you think: the depth grows, the best line is listed and drawn', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    await page.keyboard.press('a');
    await eventually(() => tool(page, 'Analysis').getAttribute('aria-pressed')).toBe('true');
    const panel = page.locator('.onitama-analysis');
    await panel.waitFor();
    // What the panel reports, read at once: it changes as each depth completes.
    const report = () =>
      panel.evaluate((p) => ({
        depth: Number(p.querySelector('[data-depth]')?.getAttribute('data-depth')),
        evaluation: p.querySelector('.evaluation')?.textContent,
        search: p.querySelector('.search')?.textContent,
        line: [...p.querySelectorAll('.pv li')].map((li) => [
          li.textContent,
          (li as HTMLElement).dataset.player,
        ]),
      }));
    await eventually(() => depth(page)).toBeGreaterThanOrEqual(3);
    const seen = await report();
    // Deep enough that nobody can force a win from the start: a score for Blue, to move.
    expect(seen.evaluation).toMatch(/^Blue [+-]\d+\.\d\d$/);
    const [, searched, selective] =
      /^Depth (\d+) \(selective (\d+)\) · [\d,]+ positions · [\d.]+ s on 2 threads$/.exec(
        seen.search ?? '',
      ) ?? [];
    expect(Number(searched)).toBe(seen.depth);
    expect(Number(selective)).toBeGreaterThanOrEqual(seen.depth);
    // The line is legal from the position, with the players taking turns.
    expect(seen.line.length).toBeGreaterThanOrEqual(3);
    let state = onitama.setup({ cards: 'seed' }, createRng(1));
    for (const [i, [move, player]] of seen.line.entries()) {
      expect(player).toBe(i % 2 === 0 ? 'blue' : 'red');
      state = onitama.play(state, unwrap(onitama.parseMove(move ?? '', state)));
    }
    // The analysis goes on deepening.
    await eventually(() => depth(page)).toBeGreaterThan(seen.depth);
    const arrows = page.locator('svg.onitama-board .move-arrow.pv');
    expect(
      await arrows.evaluateAll((gs) => gs.map((g) => (g as SVGElement).dataset.number)),
    ).toEqual(['1', '2', '3']);

    // A move, by keyboard under the arrows, starts the analysis again, for Red; turning it off
    // takes the panel away.
    await board(page).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await eventually(() => moves(page)).toBe(1);
    await eventually(() => panel.locator('.evaluation').textContent()).toMatch(/^Red /);
    await page.keyboard.press('a');
    await panel.waitFor({ state: 'detached' });
    expect(await arrows.count()).toBe(0);
    b.expectNoPageErrors();
  }, 60_000);

  it('keeps the analysis table when the analysis is stopped and started again', async () => {
    const { page } = b;
    await b.goto(START);
    await board(page).waitFor();
    const panel = page.locator('.onitama-analysis');
    // The deepest completed depth and the positions searched to complete it, read together.
    const reading = () =>
      panel.evaluate((p) => {
        const text = p.querySelector('.search')?.textContent ?? '';
        const [, depth, nodes] = /^Depth (\d+) .*· ([\d,]+) positions/.exec(text) ?? [];
        return { depth: Number(depth), nodes: Number((nodes ?? '').replaceAll(',', '')) };
      });
    // What the same search counts here with a new table of the analysis's size.
    const state = onitama.setup({ cards: 'seed' }, createRng(1));
    const freshNodes = (depth: number) => search(state, { depth }, { tableMb: 64 }).nodes;
    await page.keyboard.press('a');
    await eventually(async () => (await reading()).depth).toBeGreaterThanOrEqual(9);
    const first = await reading();
    // The page is isolated and the machine has two cores, so a helper thread searches beside
    // the analysis with its table (bench/onitama/smp.md). What it stores changes the count from
    // one thread's, which a search alone would equal; what it found is kept with the rest.
    expect(await panel.locator('.search').getAttribute('data-threads')).toBe('2');
    expect(first.nodes).not.toBe(freshNodes(first.depth));
    // Off cancels the search; the worker sees the shared stop flag and lives on with its table.
    await page.keyboard.press('a');
    await panel.waitFor({ state: 'detached' });
    await page.keyboard.press('a');
    await eventually(async () => (await reading()).depth).toBeGreaterThanOrEqual(first.depth);
    const again = await reading();
    // Off again, so the search below has the machine to itself.
    await page.keyboard.press('a');
    expect(again.nodes).toBeLessThan(freshNodes(again.depth));
    b.expectNoPageErrors();
  }, 120_000);

  it('runs the minimax and alpha-beta comparison on the Lab page', async () => {
    const { page } = b;
    await b.goto('#/onitama/lab');
    await page.getByRole('combobox').selectOption('3');
    await page.getByLabel('Plays').fill('3');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.locator('.lab-table tbody tr').nth(2).waitFor({ timeout: 20_000 });
    expect(await page.locator('.lab-table tbody tr').count()).toBe(3);
    expect(await page.locator('.lab-chart svg').count()).toBe(1);
    b.expectNoPageErrors();
  });

  it('lists long games move by move, no move running into the next', async () => {
    const { page } = b;
    // Seed 7 deals dragon and cobra, mantis and elephant, rabbit aside: long card names.
    const line = [
      'dragon:a1c2 elephant:a5b4 rabbit:c2d3 dragon:b5d4 elephant:d3c3 rabbit:c5a5 dragon:c3b2',
      'elephant:a5b5 rabbit:b2a1 dragon:e5c4 elephant:a1b2 rabbit:b5a4 dragon:b2a1 elephant:d5e5',
    ].join(' ');
    // A phone's width, where the list has least room.
    await page.setViewportSize({ width: 360, height: 740 });
    await b.goto(`#/onitama?seed=7&moves=${encodeURIComponent(line)}`);
    await board(page).waitFor();
    await eventually(() => page.locator('.move-list li').count()).toBe(14);
    const boxes = await page.locator('.move-list li').evaluateAll((items) =>
      items.map((li) => {
        const r = li.getBoundingClientRect();
        return {
          overflow: li.scrollWidth - li.clientWidth,
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
        };
      }),
    );
    for (const [i, box] of boxes.entries()) {
      expect(box.overflow, `move ${i + 1} fits its place`).toBeLessThanOrEqual(0);
      for (const other of boxes.slice(i + 1)) {
        const overlap =
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom;
        expect(overlap, `move ${i + 1} overlaps another`).toBe(false);
      }
    }
    b.expectNoPageErrors();
  });

  it('names the winner beside the board once Red takes the blue master', async () => {
    const { page } = b;
    const line = 'tiger:a1a3 frog:b5c4 horse:c1c2 tiger:c4c2';
    await b.goto(`${START}&moves=${encodeURIComponent(line)}`);
    await page.locator('section.result').waitFor();
    expect(await page.locator('.onitama-side .turn').textContent()).toBe('Red wins');
    b.expectNoPageErrors();
  });
});
