import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../src/core/record.ts';
import { unwrap } from '../../src/core/result.ts';
import { columnsFor } from '../../src/games/memory/info.ts';
import { type MemoryState, memory } from '../../src/games/memory/rules.ts';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';

/**
 * Memory played to its end in the browser: the layout of a seed is dealt here too, so the test
 * can turn pairs (and a deliberate mismatch) knowing where they lie.
 */
const dealOf = (seed: number, pairs = 10): MemoryState =>
  unwrap(startGame<MemoryState>(memory, { pairs: String(pairs) }, seed)).state;

/** The places of each picture's two cards, picture by picture. */
const pairsOf = (s: MemoryState): [number, number][] =>
  Array.from({ length: s.pairs }, (_, pic) => {
    const [a, b] = s.layout.flatMap((x, p) => (x === pic ? [p] : []));
    return [a as number, b as number];
  });

const card = (page: Page, p: number) => page.locator(`.memory-grid [data-place="${p}"]`);
const faceUp = (page: Page) =>
  page
    .locator('.memory-grid button[data-face]')
    .evaluateAll((cs) => cs.map((c) => c.getAttribute('data-place')));
const gone = (page: Page) => page.locator('.memory-grid [data-gone]').count();

describe('Memory in the browser', () => {
  const b = useBrowser();

  it('turns a mismatch back after the reveal, finds every pair by mouse, with undo and redo', async () => {
    const { page } = b;
    const s = dealOf(1);
    await b.goto('#/memory?seed=1');
    await card(page, 0).waitFor();
    expect(await page.locator('.memory-grid button').count()).toBe(20);
    const pairs = pairsOf(s);
    const [a] = pairs[0] as [number, number];
    const [c] = pairs[1] as [number, number];
    // A mismatch: both up for the reveal, then both down again.
    await card(page, a).click();
    await card(page, c).click();
    await eventually(() => faceUp(page)).toEqual([]);
    expect(await page.locator('[data-moves]').textContent()).toBe('1');
    await tool(page, 'Undo').click();
    await eventually(() => faceUp(page)).toEqual([String(a)]);
    await tool(page, 'Redo').click();
    await eventually(() => page.locator('[data-moves]').textContent()).toBe('1');
    for (const [k, [x, y]] of pairs.entries()) {
      await card(page, x).click();
      await card(page, y).click();
      await eventually(() => gone(page)).toBe(2 * (k + 1));
    }
    await eventually(() => page.locator('[data-end]').textContent()).toContain(
      'All 10 pairs in 11 moves',
    );
    expect(await page.locator('[data-end]').textContent()).toContain('averages 15.62 moves');
    expect(await page.locator('[data-clock]').textContent()).toMatch(/^\d\d:\d\d$/);
    await eventually(() => result(page).textContent()).toContain('All 10 pairs');
    b.expectNoPageErrors();
  });

  it('lifts the card turned until its face comes from the table', async () => {
    const { page } = b;
    const [[a], [c]] = pairsOf(dealOf(1)) as [[number, number], [number, number]];
    await b.goto('#/memory?seed=1');
    await card(page, a).waitFor();
    // The click and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const turned = (p: number) =>
      page.evaluate(async (p) => {
        const el = document.querySelector<HTMLElement>(`.memory-grid [data-place="${p}"]`);
        el?.click();
        for (let i = 0; i < 20; i++) await null;
        return {
          sent: [...document.querySelectorAll('.memory-grid .sent')].map((s) =>
            s.getAttribute('data-place'),
          ),
          busy: el?.getAttribute('aria-busy'),
          face: el?.getAttribute('data-face'),
        };
      }, p);
    expect(await turned(a)).toEqual({ sent: [String(a)], busy: 'true', face: null });
    await eventually(() => faceUp(page)).toEqual([String(a)]);
    expect(await page.locator('.memory-grid .sent').count()).toBe(0);
    // The second card too, a mismatch: lifted, then shown beside the first.
    expect(await turned(c)).toEqual({ sent: [String(c)], busy: 'true', face: null });
    await eventually(() => page.locator('.memory-grid .sent').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('keeps the time played over a reload instead of starting the clock again', async () => {
    const { page } = b;
    const [[a, x], [c]] = pairsOf(dealOf(2)) as [[number, number], [number, number]];
    await b.goto('#/memory?seed=2');
    await card(page, a).click();
    const seconds = async () => {
      const [m, s] = ((await page.locator('[data-clock]').textContent()) ?? '').split(':');
      return Number(m) * 60 + Number(s);
    };
    await expect.poll(seconds, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // The time is kept at each move: turn a second card so the save holds the three seconds.
    await card(page, c).click();
    await eventually(() => faceUp(page)).toEqual([]);
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await card(page, x).waitFor();
    expect(await seconds()).toBeGreaterThanOrEqual(3);
    b.expectNoPageErrors();
  });

  it('plays by keyboard: arrows to a card, Enter turns it; the hint points at the known pair', async () => {
    const { page } = b;
    const s = dealOf(4, 3);
    await b.goto('#/memory?seed=4&pairs=3&kids=true');
    await card(page, 0).waitFor();
    expect(await page.locator('[data-clock]').count()).toBe(0);
    const columns = columnsFor(3);
    let at = 0;
    await card(page, 0).focus();
    const go = async (p: number) => {
      while (at % columns !== p % columns) {
        const right = p % columns > at % columns;
        await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
        at += right ? 1 : -1;
      }
      while (at !== p) {
        await page.keyboard.press(p > at ? 'ArrowDown' : 'ArrowUp');
        at += p > at ? columns : -columns;
      }
      await page.keyboard.press('Enter');
    };
    const pairs = pairsOf(s);
    const [a, a2] = pairs[0] as [number, number];
    const [c] = pairs[1] as [number, number];
    // A mismatch that shows a's picture, then the hint knows where its partner is after a2.
    await go(a);
    await go(c);
    await eventually(() => faceUp(page)).toEqual([]);
    await go(a2);
    await tool(page, 'Hint').click();
    await eventually(() =>
      page.locator('.memory-grid .hint-highlight').getAttribute('data-place'),
    ).toBe(String(a));
    // The Hint button took the focus: back to the card last turned.
    await card(page, at).focus();
    await go(a);
    await eventually(() => gone(page)).toBe(2);
    for (const [x, y] of pairs.slice(1)) {
      await go(x);
      await go(y);
      await eventually(() => faceUp(page)).toEqual([]);
    }
    await eventually(() => page.locator('[data-end]').textContent()).toContain(
      'All 3 pairs in 4 moves',
    );
    b.expectNoPageErrors();
  });

  it('plays to the end by touch on a phone', async () => {
    const s = dealOf(7);
    const phone = await b.phone('#/memory?seed=7');
    await card(phone, 0).waitFor();
    for (const [k, [x, y]] of pairsOf(s).entries()) {
      await card(phone, x).tap();
      await card(phone, y).tap();
      await eventually(() => gone(phone)).toBe(2 * (k + 1));
    }
    await eventually(() => phone.locator('[data-end]').textContent()).toContain(
      'All 10 pairs in 10 moves',
    );
    b.expectNoPageErrors();
  });
});
