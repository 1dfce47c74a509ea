import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentState } from '../../src/core/history.ts';
import { replayRecord } from '../../src/core/record.ts';
import { unwrap } from '../../src/core/result.ts';
import { cardToString, cardValue } from '../games/draw-pile/cards.ts';
import { type DrawPileState, drawPile } from '../games/draw-pile/rules.ts';
import { useBrowser } from './browser.ts';
import { closeDialog } from './dialog.ts';
import { seatPicker, seatValue } from './seats.ts';

/** The kinds the foundation adds, through the page: apps, and (below) hidden hands and chance. */
describe('an app', () => {
  const b = useBrowser();

  it('opens by address, keeps its document across a reload, and has help', async () => {
    const { page } = b;
    await b.goto('#/scratchpad');
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('remember the milk');
    await page.locator('main[data-app="scratchpad"][data-save-state="saved"]').waitFor();
    await page.reload();
    await expect.poll(() => note.inputValue()).toBe('remember the milk');
    await page.getByRole('button', { name: 'Help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scratchpad help' });
    await dialog.getByText('kept as you type').waitFor();
    await closeDialog(dialog, () => page.keyboard.press('Escape'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Scratchpad');
    b.expectNoPageErrors();
  });

  it('is not a tile in the console', async () => {
    await b.goto('#/');
    await b.page.locator('main.page.console h1').waitFor();
    expect(await b.page.locator('a.tile-open[href="#/scratchpad"]').count()).toBe(0);
  });
});

/** The saved record of a game, read from the page's IndexedDB as the session wrote it. */
async function savedRecord(page: Page, key: string): Promise<{ moves: string[] }> {
  return page.evaluate(
    (key) =>
      new Promise<{ moves: string[] }>((resolve, reject) => {
        const open = indexedDB.open('games-collection');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('saves').objectStore('saves').get(key);
          // A save is kept inside its revision's envelope.
          get.onsuccess = () => resolve(get.result.data);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/**
 * The true state behind the page: the saved players' moves replayed from the seed, each draw's
 * card drawn again from the seed and its ply, as the table drew it.
 */
function replayed(record: unknown): DrawPileState {
  const line = unwrap(replayRecord<DrawPileState, unknown>(drawPile, record));
  return currentState(line);
}

describe('a game with hidden hands and chance', () => {
  const b = useBrowser();
  const address = '#/draw-pile?players=3&hand=3&seed=5';
  const key = 'draw-pile?players=3&hand=3&seed=5';

  /** Nothing of the other players' cards is in the page: no value, no id, no label. */
  async function expectOthersHidden(page: Page) {
    await page.locator('main[data-save-state="saved"]').waitFor();
    const state = replayed(await savedRecord(page, key));
    const html = await page.locator('main').innerHTML();
    for (const player of [1, 2]) {
      const hand = page.locator('section.hand').nth(player);
      const faces = hand.locator('.cards > *');
      expect(await faces.count()).toBe(state.hands[player]?.length);
      for (const face of await faces.all()) {
        expect(await face.evaluate((e) => e.outerHTML)).toBe(
          '<span class="card back" role="img" aria-label="face-down card"></span>',
        );
      }
      for (const card of state.hands[player] ?? []) {
        expect(html).not.toContain(`data-card="${cardToString(card)}"`);
      }
    }
    const moves = await page.locator('section.move-list li').allTextContents();
    expect(moves.filter((m) => /^draws \d/.test(m)).length).toBeLessThanOrEqual(
      moves.filter((m) => m === 'chooses to draw').length,
    );
    return state;
  }

  it("never puts the other players' face-down cards in the page, before or after draws", async () => {
    const { page } = b;
    await b.goto(address);
    const draw = page.getByRole('button', { name: 'Draw' });
    await draw.waitFor();
    const dealt = await expectOthersHidden(page);
    expect(await page.locator('section.hand').nth(0).locator('.cards > *').count()).toBe(3);

    // Drawing is a chance move the session resolves from the seed; the greedy seats answer.
    await draw.click();
    // Our draw and its card, then at least one other seat's move, before our turn comes back.
    const played = page.locator('section.move-list li');
    await expect.poll(() => played.count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Your turn').waitFor();
    const after = await expectOthersHidden(page);
    expect(after.hands[0]?.length).toBeGreaterThan(dealt.hands[0]?.length ?? 0);
    const mine = await page.locator('section.hand').nth(0).locator('button').allTextContents();
    expect(mine.map(Number)).toEqual((after.hands[0] ?? []).map(cardValue));
    // Our own draw is readable to us; the others' draws are not.
    const moves = await page.locator('section.move-list li').allTextContents();
    expect(moves).toContain(
      `draws ${cardValue(after.hands[0]?.find((c) => !dealt.hands[0]?.includes(c)) ?? -1)}`,
    );
    b.expectNoPageErrors();
  });

  it('keeps the house seat fixed, rolls dice from the seed and saves the roll, not the die', async () => {
    const { page } = b;
    await b.goto('#/dice-race?players=2&length=20&seed=3');
    const house = seatPicker(page, 'The house');
    await house.waitFor();
    expect(await house.isDisabled()).toBe(true);
    expect(await seatValue(page, 'The house')).toBe('cautious');
    await page.getByRole('button', { name: 'Roll' }).click();
    await page.locator('main[data-save-state="saved"]').waitFor();
    const { moves } = await savedRecord(page, 'dice-race?players=2&length=20&seed=3');
    expect(moves[0]).toBe('roll');
    // The die is chance's: the seed and its ply give it again when the save is opened.
    expect(moves.every((m) => !/^[1-6]$/.test(m))).toBe(true);
    const rolled = page.locator('section.move-list li').nth(1);
    expect(await rolled.textContent()).toMatch(/[1-6]/);
    b.expectNoPageErrors();
  });
});
