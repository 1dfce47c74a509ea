import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/core/rng.ts';
import { goFish } from '../../src/games/go-fish/rules.ts';
import { useBrowser } from './browser.ts';
import { handValues, playGame, statusText } from './go-fish-play.ts';
import { eventually, result } from './lights-out.ts';

const SEED = 7;
const DEAL = `#/go-fish?seed=${SEED}`;

describe('Go Fish in the browser', () => {
  const b = useBrowser();

  it('puts none of the opponents’ face-down cards in the page', async () => {
    const { page } = b;
    await b.goto(DEAL);
    const s = goFish.setup({}, createRng(SEED));
    await eventually(() => handValues(page)).toEqual(s.hands[0]);
    const html = await page.content();
    for (const card of [...(s.hands[1] ?? []), ...(s.hands[2] ?? []), ...s.deck]) {
      expect(html, card).not.toContain(`data-value="${card}"`);
    }
    const backs = page.locator('.go-fish-opponent [data-card]:not([data-value])');
    expect(await backs.count()).toBe((s.hands[1]?.length ?? 0) + (s.hands[2]?.length ?? 0));
    const texts = await backs.evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    expect(texts.join('')).toBe('');
  });

  it('lifts the card asked and marks the opponent before the table can answer', async () => {
    const { page } = b;
    await b.goto(DEAL);
    await page.locator('.go-fish-you button[data-card]').first().waitFor();
    // The clicks and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const marked = await page.evaluate(async () => {
      const card = document.querySelector<HTMLElement>('.go-fish-you button[data-card]');
      card?.click();
      document.querySelector<HTMLElement>('[data-region="player-1"]')?.click();
      for (let i = 0; i < 20; i++) await null;
      return {
        card: card?.getAttribute('data-value'),
        sent: document.querySelector('.go-fish-you .playing-card.sent')?.getAttribute('data-value'),
        asked: document
          .querySelector('.go-fish-opponent.asked [data-region]')
          ?.getAttribute('data-region'),
      };
    });
    expect(marked.sent).toBe(marked.card);
    expect(marked.asked).toBe('player-1');
    // Then the table's answer takes the marks off.
    await eventually(() =>
      page.locator('.playing-card.sent, .go-fish-opponent.asked').count(),
    ).toBe(0);
    b.expectNoPageErrors();
  });

  for (const mode of ['mouse', 'click', 'keyboard'] as const) {
    it(`plays a whole game by ${mode} on a desktop and announces the winner`, async () => {
      const { page } = b;
      await b.goto(DEAL);
      await playGame(page, mode);
      await result(page).waitFor();
      expect(await statusText(page)).toMatch(/^GAME OVER: (you win|Opponent \d wins|a tie)/);
      expect(await page.locator('section.move-list').textContent()).toContain('asks Opponent');
      b.expectNoPageErrors();
    });
  }

  for (const mode of ['touch', 'keyboard'] as const) {
    it(`plays a whole game by ${mode} on a phone`, async () => {
      const page = await b.phone(DEAL);
      await playGame(page, mode);
      await result(page).waitFor();
      b.expectNoPageErrors();
    });
  }
});
