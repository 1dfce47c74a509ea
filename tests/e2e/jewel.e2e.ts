import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.ts';
import { legalSwaps, SIDE } from '../../src/games/jewel/board.ts';
import { cellName, type JewelMove, jewel, ticksLeft } from '../../src/games/jewel/rules.ts';
import { useBrowser } from './browser.ts';
import { eventually, tool } from './lights-out.ts';
import { touchDrag } from './touch.ts';

const PARAMS = { difficulty: 'beginner', start: 'free' } as const;
const SEED = 5;
const ADDRESS = `#/jewel?difficulty=beginner&start=free&seed=${SEED}`;

const board = (page: Page) => page.locator('svg.jewel-board');
const score = async (page: Page) => Number(await page.locator('[data-score]').textContent());
const jewels = (page: Page) => page.locator('svg.jewel-board g.jewel-cell');

/** The board on the page, types by cell index (row 0 at the top). */
async function readBoard(page: Page): Promise<number[]> {
  const cells = await jewels(page).evaluateAll((gs) =>
    gs.map(
      (g) => [g.getAttribute('data-cell') ?? '', Number(g.getAttribute('data-type'))] as const,
    ),
  );
  const out = new Array<number>(SIDE * SIDE).fill(-1);
  for (const [name, type] of cells) {
    const col = name.charCodeAt(0) - 97;
    const row = SIDE - Number(name.slice(1));
    out[row * SIDE + col] = type;
  }
  return out;
}

/** The centre of a cell on the screen, from the board's box. */
async function centre(page: Page, cell: number): Promise<[number, number]> {
  const box = await board(page).boundingBox();
  if (!box) throw new Error('no board');
  const size = box.width / SIDE;
  return [box.x + ((cell % SIDE) + 0.5) * size, box.y + (Math.floor(cell / SIDE) + 0.5) * size];
}

/** A swap that makes a run on the board the page shows. */
async function aSwap(page: Page): Promise<[number, number]> {
  await eventually(() => jewels(page).count()).toBe(64);
  const swaps = legalSwaps(await readBoard(page));
  expect(swaps.length).toBeGreaterThan(0);
  return swaps[0] as [number, number];
}

describe('Jewel in the browser', () => {
  const b = useBrowser();

  it('swaps by mouse drag and scores; a drag that makes no run goes back', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    const [a, c] = await aSwap(page);
    const before = await readBoard(page);
    // A drag off the top edge does nothing; a drag to a neighbour that makes no run goes back.
    const dead = [...Array(SIDE * SIDE).keys()].find(
      (x) => x % SIDE < SIDE - 1 && !legalSwaps(before).some(([p, q]) => p === x && q === x + 1),
    ) as number;
    await page.mouse.move(...(await centre(page, dead)));
    await page.mouse.down();
    await page.mouse.move(...(await centre(page, dead + 1)), { steps: 4 });
    await page.mouse.up();
    // The swap goes out and comes back: a new swap waits until the board is still again.
    await page.locator('svg.jewel-board:not([data-busy])').waitFor();
    expect((await readBoard(page)).join('')).toBe(before.join(''));
    expect(await score(page)).toBe(0);
    await page.mouse.move(...(await centre(page, a)));
    await page.mouse.down();
    await page.mouse.move(...(await centre(page, c)), { steps: 4 });
    await page.mouse.up();
    await eventually(() => score(page)).toBeGreaterThanOrEqual(2);
    // The swap is in the address, as the game's move list keeps it.
    await eventually(() => decodeURIComponent(page.url())).toContain(
      `${cellName(a)}-${cellName(c)}`,
    );
    b.expectNoPageErrors();
  });

  it('swaps by keyboard: arrows move the bubble, Space locks it, an arrow swaps', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    const [a, c] = await aSwap(page);
    await board(page).focus();
    // The first arrow shows the bubble in the top-left corner (PLT's), then arrows move it.
    await page.keyboard.press('ArrowRight');
    for (let r = 0; r < Math.floor(a / SIDE); r++) await page.keyboard.press('ArrowDown');
    for (let k = 0; k < a % SIDE; k++) await page.keyboard.press('ArrowRight');
    await eventually(() => page.locator('#jewel-bubble').textContent()).toContain(
      `Bubble on ${cellName(a)}`,
    );
    await page.keyboard.press('Space');
    await eventually(() => page.locator('#jewel-bubble').textContent()).toContain('locked');
    await page.keyboard.press(c === a + 1 ? 'ArrowRight' : 'ArrowDown');
    await eventually(() => score(page)).toBeGreaterThanOrEqual(2);
    await eventually(() => page.locator('#jewel-bubble').textContent()).toContain(
      `Bubble on ${cellName(c)}`,
    );
    b.expectNoPageErrors();
  });

  for (const reduce of [false, true]) {
    it(`rings the swap${reduce ? ', and with reduced motion draws it made,' : ''} before the table can answer`, async () => {
      const { page } = b;
      if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
      await b.goto(ADDRESS);
      const [a, c] = await aSwap(page);
      const before = await readBoard(page);
      const box = await board(page).boundingBox();
      if (!box) throw new Error('no board');
      // The drag and the check in one task: the table's answer, a message from the play worker,
      // is a task of its own and cannot come between them (the renders are microtasks).
      const seen = await page.evaluate(
        async ({ a, c, box, side }) => {
          const svg = document.querySelector('svg.jewel-board') as SVGSVGElement;
          const at = (cell: number) => ({
            bubbles: true,
            pointerId: 1,
            pointerType: 'mouse',
            isPrimary: true,
            button: 0,
            clientX: box.x + ((cell % side) + 0.5) * (box.width / side),
            clientY: box.y + (Math.floor(cell / side) + 0.5) * (box.height / side),
          });
          svg.dispatchEvent(new PointerEvent('pointerdown', at(a)));
          svg.dispatchEvent(new PointerEvent('pointermove', at(c)));
          for (let i = 0; i < 20; i++) await null;
          const types = [...svg.querySelectorAll('g.jewel-cell')].map((g) =>
            Number(g.getAttribute('data-type')),
          );
          const ring = svg.querySelector('rect.jewel-sent');
          return {
            ring: ring && ['x', 'y', 'width', 'height'].map((k) => Number(ring.getAttribute(k))),
            busy: svg.getAttribute('aria-busy'),
            pair: [types[a], types[c]],
          };
        },
        { a, c, box, side: SIDE },
      );
      // The ring spans the two cells (a viewBox of 40 units a cell).
      const [lo, hi] = [Math.min(a, c), Math.max(a, c)];
      const across = hi === lo + 1;
      expect(seen.ring).toEqual([
        (lo % SIDE) * 40 + 2,
        Math.floor(lo / SIDE) * 40 + 2,
        across ? 76 : 36,
        across ? 36 : 76,
      ]);
      expect(seen.busy).toBe('true');
      // With motion the jewels start out from their cells; with none they are drawn swapped.
      expect(seen.pair).toEqual(reduce ? [before[c], before[a]] : [before[a], before[c]]);
      await eventually(() => score(page)).toBeGreaterThanOrEqual(2);
      expect(await page.locator('rect.jewel-sent, svg[aria-busy]').count()).toBe(0);
      b.expectNoPageErrors();
    });
  }

  it('swaps by touch on a phone', async () => {
    const phone = await b.phone(ADDRESS);
    await board(phone).waitFor();
    const [a, c] = await aSwap(phone);
    await touchDrag(phone, await centre(phone, a), await centre(phone, c));
    await eventually(() => score(phone)).toBeGreaterThanOrEqual(2);
    b.expectNoPageErrors();
  });

  it('rings the swap the hint finds, and pauses with P (the board hidden)', async () => {
    const { page } = b;
    await b.goto(ADDRESS);
    await aSwap(page);
    await tool(page, 'Hint').click();
    await eventually(() => page.locator('g.jewel-cell[data-hint="true"]').count()).toBe(2);
    await board(page).focus();
    await page.keyboard.press('p');
    await page.getByText('Paused: P resumes').waitFor();
    expect(await jewels(page).count()).toBe(0);
    await page.keyboard.press('p');
    await eventually(() => jewels(page).count()).toBe(64);
    b.expectNoPageErrors();
  });

  it('turns the jewels slowly, and holds them still under reduced motion', async () => {
    const { page } = b;
    const turning = () =>
      page
        .locator('g.jewel-turn')
        .first()
        .evaluate((g) => getComputedStyle(g).animationName);
    await b.goto(ADDRESS);
    await aSwap(page);
    expect(await turning()).toBe('jewel-turn');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await eventually(turning).toBe('none');
    b.expectNoPageErrors();
  });

  it('asks a high scorer for a name when life runs out, and keeps the table', async () => {
    // A swap, then waits of 99 ticks until life runs out: the game over is in the address.
    let state = jewel.setup(PARAMS, createRng(SEED));
    const [a, c] = legalSwaps(state.board)[0] as [number, number];
    const moves: JewelMove[] = [{ kind: 'swap', a, b: c }];
    state = jewel.play(state, moves[0] as JewelMove);
    while (!jewel.result(state)) {
      const wait: JewelMove = { kind: 'tick', ticks: Math.min(99, ticksLeft(state)) };
      moves.push(wait);
      state = jewel.play(state, wait);
    }
    const { page } = b;
    await b.goto(`${ADDRESS}&moves=${jewel.moveList?.format(moves)}`);
    await page.getByText(`Game over: ${state.score} points`).waitFor();
    await page.getByLabel("High scorer's name").fill('tester one');
    await page.getByRole('button', { name: 'Keep my score' }).click();
    const row = page.locator('table.jewel-scores tbody tr').first();
    await eventually(() => row.textContent()).toContain('TESTER ONE');
    expect(await row.textContent()).toContain(String(state.score));
    await page.reload();
    await eventually(() =>
      page.locator('table.jewel-scores tbody tr').first().textContent(),
    ).toContain('TESTER ONE');
    expect(await page.getByLabel("High scorer's name").count()).toBe(0);
    b.expectNoPageErrors();
  });
});
