import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { handValues, place, waitForTurn } from './go-fish-play.ts';
import { eventually, moves, notice, tool } from './lights-out.ts';
import { type BlueTurn, blueLine } from './parcheesi-line.ts';
import { handCards, pile, stock, waitDiscardPhase } from './rummy-play.ts';

/**
 * Faults found in use: Undo greyed after a move with no reason given, in the games whose undo
 * policy stops it; and a notice about the address that vanished under the computers' moves.
 */

/** The Undo button says why it cannot act: on hover, to screen readers, and when pressed. */
async function expectUndoSays(page: Page, why: RegExp) {
  const undo = tool(page, 'Undo');
  await eventually(() => undo.getAttribute('aria-disabled')).toBe('true');
  expect(await undo.getAttribute('title')).toMatch(why);
  expect(await undo.getAttribute('aria-description')).toMatch(why);
  // A person can press it; Playwright's own click waits for buttons marked disabled.
  await undo.click({ force: true });
  await eventually(() => notice(page).textContent()).toMatch(why);
}

describe('Undo, where a game stops it, says why', () => {
  const b = useBrowser();

  it('in Go Fish, after an ask', { timeout: 60_000 }, async () => {
    const { page } = b;
    await b.goto('#/go-fish?seed=7');
    expect(await waitForTurn(page)).toBe('ask');
    const [card] = await handValues(page);
    await place(page, 'click', `.go-fish-you button[data-value="${card}"]`, 'player-1');
    await eventually(() => moves(page)).toBeGreaterThan(0);
    await expectUndoSays(page, /^No undo in Go Fish: every ask/);
    b.expectNoPageErrors();
  });

  it('in Crazy 8s, after a card or a draw', async () => {
    const { page } = b;
    await b.goto('#/crazy-8s?deal=1x7&seed=7');
    const playable = page.locator('section.crazy8s-hand .playable button[data-value]');
    await page.locator('button.crazy8s-stock').waitFor();
    if ((await playable.count()) > 0) {
      await playable.first().click();
      await page.locator('button[data-region="discard"]').click();
      const suit = page.locator('.crazy8s-suits button[data-suit]').first();
      if (await suit.isVisible().catch(() => false)) await suit.click();
    } else {
      await page.locator('button.crazy8s-stock').click();
    }
    await eventually(() => moves(page)).toBeGreaterThan(0);
    await expectUndoSays(page, /^No undo in Crazy 8s/);
    b.expectNoPageErrors();
  });

  it('in Rummy, after a draw and a discard', async () => {
    const { page } = b;
    await b.goto('#/rummy?seed=5');
    await eventually(() => handCards(page).count()).toBe(10);
    await stock(page).click();
    await waitDiscardPhase(page);
    await handCards(page).first().click();
    await pile(page).click();
    await expectUndoSays(page, /^No undo of a draw or a discard in Rummy/);
    b.expectNoPageErrors();
  });

  it('in Blackjack, after a decision', async () => {
    const { page } = b;
    await b.goto('#/blackjack?seed=20');
    const stand = page.getByRole('button', { name: /^Stand/ });
    await stand.waitFor();
    await stand.click();
    await expectUndoSays(page, /^No undo in Blackjack/);
    b.expectNoPageErrors();
  });

  it('in Parcheesi, once the next player has rolled', { timeout: 60_000 }, async () => {
    const { page } = b;
    const seed = 55;
    const [turn] = blueLine(seed, 6) as BlueTurn[];
    if (!turn) throw new Error('no turn of Blue');
    await b.goto(`#/parcheesi?seed=${seed}`);
    const pawn = (id: number) => page.locator(`svg.parcheesi-board [data-pawn="blue${id}"]`);
    await eventually(() => pawn(0).getAttribute('aria-disabled')).toBe('false');
    // Before Blue has moved, there is nothing of Blue's to take back.
    await expectUndoSays(page, /^Nothing of yours to take back yet\.$/);
    for (const [k, step] of turn.steps.entries()) {
      await pawn(step.pawn).click();
      await page.locator(`svg.parcheesi-board rect.target[data-loc="${turn.to[k]}"]`).click();
    }
    await page.locator('.parcheesi button.done').click();
    await expectUndoSays(page, /^Undo stops at the last roll or draw/);
    b.expectNoPageErrors();
  });
});

describe('a notice about the address', () => {
  const b = useBrowser();

  it("stays through the computers' first moves in Parcheesi", async () => {
    const { page } = b;
    await b.goto('#/parcheesi?seed=abc');
    await eventually(() => notice(page).textContent()).toContain('seed "abc"');
    // Green, Red and Yellow are computers: their rolls and turns go by before Blue's.
    await eventually(() => moves(page)).toBeGreaterThanOrEqual(2);
    expect(await notice(page).textContent()).toContain('seed "abc"');
    b.expectNoPageErrors();
  });
});
