import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../src/core/record.ts';
import { unwrap } from '../../src/core/result.ts';
import { noPeekMove } from '../../src/games/aces/nopeek.ts';
import { type AcesMove, type AcesState, aces } from '../../src/games/aces/rules.ts';
import { solveDeck } from '../../src/games/aces/solver.ts';
import { useBrowser } from './browser.ts';
import { eventually, result, tool } from './lights-out.ts';

/**
 * Aces played to its end in the browser. The deal of a seed is dealt here too (the same rules
 * and seed), and the solver's winning line is played click by click, each position checked
 * against the rules' own; the lost game follows the no-peek player.
 */
const dealOf = (seed: number): AcesState => unwrap(startGame<AcesState>(aces, {}, seed)).state;

/** The stacks as the page shows them: each stack's card values, oldest first. */
const shownStacks = (page: Page) =>
  page
    .locator('section[data-stack]')
    .evaluateAll((stacks) =>
      stacks.map((s) =>
        [...s.querySelectorAll('[data-value]')].map((c) => c.getAttribute('data-value')).join(','),
      ),
    );
const expected = (s: AcesState) => s.stacks.map((st) => st.join(','));

const selectorOf = (m: AcesMove) =>
  m === 'deal' ? 'button[data-deal]' : `button[data-click="${m + 1}"]`;
const target = (page: Page, m: AcesMove) => page.locator(selectorOf(m));

/** Plays `moves` by `how`, checking each position the page shows against the rules. */
async function playLine(
  page: Page,
  start: AcesState,
  moves: readonly AcesMove[],
  how: 'click' | 'key' | 'tap',
) {
  let s = start;
  for (const m of moves) {
    if (how === 'key') await page.keyboard.press(m === 'deal' ? 'd' : String(m + 1));
    else if (how === 'tap') await target(page, m).tap();
    else await target(page, m).click();
    s = aces.play(s, m);
    await eventually(() => shownStacks(page)).toEqual(expected(s));
  }
  return s;
}

const WON_SEED = 3;
const KEY_SEED = 36;
const PHONE_SEED = 42;
/** Lost by the no-peek player, yet winnable. */
const LOST_SEED = 20;

describe('Aces in the browser', () => {
  const b = useBrowser();

  it('plays a winnable deal to the win by mouse, with undo and redo', async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Card Games"] a.tile-open', { hasText: 'Aces' })
      .first()
      .waitFor();
    const start = dealOf(WON_SEED);
    await b.goto(`#/aces?seed=${WON_SEED}`);
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    expect(await page.locator('[data-stock]').textContent()).toBe('48');
    const line = solveDeck(start.deck).line;
    // Undo and redo a deal, then the first removal.
    await target(page, 'deal').click();
    const dealt = aces.play(start, 'deal');
    await eventually(() => shownStacks(page)).toEqual(expected(dealt));
    await tool(page, 'Undo').click();
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    await tool(page, 'Redo').click();
    await eventually(() => shownStacks(page)).toEqual(expected(dealt));
    await tool(page, 'Undo').click();
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    const end = await playLine(page, start, line, 'click');
    expect(aces.result(end)?.kind).toBe('solved');
    await eventually(() => result(page).textContent()).toContain('You win');
    b.expectNoPageErrors();
  });

  it('lifts the card clicked and marks the stock dealt before the table can answer', async () => {
    const { page } = b;
    const start = dealOf(WON_SEED);
    await b.goto(`#/aces?seed=${WON_SEED}`);
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    // The click and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const clickAndReadSent = (m: AcesMove) =>
      page.evaluate(async (selector) => {
        document.querySelector<HTMLElement>(selector)?.click();
        for (let i = 0; i < 20; i++) await null;
        return [...document.querySelectorAll('.aces .playing-card.sent[aria-busy="true"]')].map(
          (c) => c.getAttribute('data-value') ?? 'stock',
        );
      }, selectorOf(m));
    // The line begins with a click of stack 1's newest card, then a deal.
    const [click, deal] = solveDeck(start.deck).line as [AcesMove, AcesMove];
    expect([click, deal]).toEqual([0, 'deal']);
    expect(await clickAndReadSent(click)).toEqual([start.stacks[0]?.at(-1)]);
    const clicked = aces.play(start, click);
    await eventually(() => shownStacks(page)).toEqual(expected(clicked));
    expect(await page.locator('.playing-card.sent').count()).toBe(0);
    expect(await clickAndReadSent(deal)).toEqual(['stock']);
    await eventually(() => shownStacks(page)).toEqual(expected(aces.play(clicked, deal)));
    expect(await page.locator('.playing-card.sent').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('plays a deal to the win by keyboard, and keeps it over a reload', async () => {
    const { page } = b;
    const start = dealOf(KEY_SEED);
    await b.goto(`#/aces?seed=${KEY_SEED}`);
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    const line = solveDeck(start.deck).line;
    const half = Math.floor(line.length / 2);
    const middle = await playLine(page, start, line.slice(0, half), 'key');
    await page.locator('main.game[data-save-state="saved"]').waitFor();
    await page.reload();
    await eventually(() => shownStacks(page)).toEqual(expected(middle));
    await playLine(page, middle, line.slice(half), 'key');
    await eventually(() => result(page).textContent()).toContain('You win');
    b.expectNoPageErrors();
  });

  it('plays a deal to the win by touch on a phone', async () => {
    const start = dealOf(PHONE_SEED);
    const phone = await b.phone(`#/aces?seed=${PHONE_SEED}`);
    await eventually(() => shownStacks(phone)).toEqual(expected(start));
    await playLine(phone, start, solveDeck(start.deck).line, 'tap');
    await eventually(() => result(phone).textContent()).toContain('You win');
    b.expectNoPageErrors();
  });

  it('after a lost game shows that the deal could have been won, and how', async () => {
    const { page } = b;
    const start = dealOf(LOST_SEED);
    let s = start;
    const moves: AcesMove[] = [];
    while (!aces.result(s)) {
      const m = noPeekMove(aces.observe?.(s, 0) as Parameters<typeof noPeekMove>[0]);
      moves.push(m);
      s = aces.play(s, m);
    }
    expect(aces.result(s)?.kind).toBe('failed');
    await b.goto(`#/aces?seed=${LOST_SEED}`);
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    // The hint is the no-peek player's move: the first one here.
    await tool(page, 'Hint').click();
    await eventually(() => page.locator('.aces .hint-highlight').count()).toBe(1);
    await playLine(page, start, moves, 'key');
    await eventually(() => result(page).textContent()).toContain('Game over');
    await page.locator('button[data-show-me]').click();
    await eventually(() => shownStacks(page)).toEqual(expected(start));
    await page.locator('button[data-step]').click();
    const line = solveDeck(start.deck).line;
    await eventually(() => shownStacks(page)).toEqual(
      expected(aces.play(start, line[0] as AcesMove)),
    );
    await page.getByRole('button', { name: 'Back to my game' }).click();
    await eventually(() => shownStacks(page)).toEqual(expected(s));
    b.expectNoPageErrors();
  });
});
