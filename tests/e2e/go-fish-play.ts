import type { Page } from 'playwright-core';
import { rankOf } from '../../src/cards/card.ts';
import { eventually } from './lights-out.ts';
import { stableBox } from './stable-box.ts';
import { touchDrag } from './touch.ts';

/** Playing Go Fish through the page as a person does: by mouse, click, keyboard or touch. */

export type Mode = 'mouse' | 'click' | 'keyboard' | 'touch';

export const handValues = (page: Page) =>
  page
    .locator('.go-fish-hand [data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-value') ?? ''));
export const statusText = (page: Page) => page.locator('.go-fish-status').textContent();
export const moveCount = (page: Page) => page.locator('section.move-list li').count();

/** Waits until it is the human's move (an ask, a pair or a draw) or the game is over. */
export async function waitForTurn(page: Page): Promise<'ask' | 'fish' | 'over'> {
  await page.waitForFunction(() => {
    const text = document.querySelector('.go-fish-status')?.textContent ?? '';
    const ready = document.querySelector('.go-fish-you button[data-card], .go-fish-pile button');
    return text.startsWith('GAME OVER') || (ready && /^(Your turn|Go Fish)/.test(text));
  });
  const text = (await statusText(page)) ?? '';
  return text.startsWith('GAME OVER') ? 'over' : text.startsWith('Go Fish') ? 'fish' : 'ask';
}

/** Moves the card `from` to the region `to` the way `mode` says. */
export async function place(page: Page, mode: Mode, from: string, to: string) {
  const card = page.locator(from);
  const region = page.locator(`[data-region="${to}"]`);
  if (mode === 'click') {
    await card.click();
    await region.click();
    return;
  }
  if (mode === 'keyboard') {
    await card.focus();
    await page.keyboard.press('Enter');
    // Opponents are above the hand in the page, your hand and box below the pile.
    const key = to.startsWith('player-') && to !== 'player-0' ? 'Shift+Tab' : 'Tab';
    for (let i = 0; i < 80; i++) {
      const at = await page.evaluate(() => document.activeElement?.getAttribute('data-region'));
      if (at === to) break;
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Enter');
    return;
  }
  const a = await stableBox(page, card);
  const b = await stableBox(page, region);
  const start: [number, number] = [a.x + a.width / 2, a.y + a.height / 2];
  const end: [number, number] = [b.x + b.width / 2, b.y + b.height / 2];
  if (mode === 'touch') return touchDrag(page, start, end);
  await page.mouse.move(...start);
  await page.mouse.down();
  await page.mouse.move(...end, { steps: 8 });
  await page.mouse.up();
}

/** Plays a whole game: lays a pair when it has one, else asks an opponent, and draws when told. */
export async function playGame(page: Page, mode: Mode) {
  for (let turn = 0; turn < 400; turn++) {
    const phase = await waitForTurn(page);
    if (phase === 'over') return;
    const before = await moveCount(page);
    if (phase === 'fish') {
      await place(page, mode, '.go-fish-pile button[data-card]', 'player-0');
    } else {
      const hand = await handValues(page);
      const paired = hand.find((c, i) =>
        hand.some((d, j) => j !== i && rankOf(d as never) === rankOf(c as never)),
      );
      const card = paired ?? (hand[0] as string);
      const to = paired ? 'box-0' : `player-${1 + (turn % 2)}`;
      await place(page, mode, `.go-fish-you button[data-value="${card}"]`, to);
    }
    await eventually(() => moveCount(page)).toBeGreaterThan(before);
  }
  throw new Error('the game did not end');
}
