import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves, result } from './lights-out.ts';

/** You against PLT's opponent, 7 cards each; the seed fixes the deal and the game. */
const GAME = '#/crazy-8s?deal=1x7&seed=7';

type Way = 'mouse' | 'keyboard' | 'touch';

const status = (page: Page) => page.locator('.crazy8s-status');
const pile = (page: Page) => page.locator('button[data-region="discard"]');
const stock = (page: Page) => page.locator('button.crazy8s-stock');
const playable = (page: Page) => page.locator('section.crazy8s-hand .playable button[data-value]');

/** The centre of an element once it stands still (the same box over two frames): cards glide. */
async function centre(selector: ReturnType<Page['locator']>): Promise<[number, number]> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = await selector.boundingBox();
    if (!box) throw new Error('not laid out');
    const now = JSON.stringify(box);
    if (now === last) return [box.x + box.width / 2, box.y + box.height / 2];
    last = now;
    await selector
      .page()
      .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  throw new Error('the element never stood still');
}

/** Opponents' cards are face down and carry nothing: no card value anywhere but yours and the pile. */
async function expectNoHiddenCards(page: Page) {
  const stray = await page
    .locator('[data-value]')
    .evaluateAll(
      (els) =>
        els.filter((el) => !el.closest('section.crazy8s-hand') && !el.closest('[data-region]'))
          .length,
    );
  expect(stray).toBe(0);
  const opponents = page.locator('section.crazy8s-opponent');
  expect(await opponents.locator('[data-value]').count()).toBe(0);
  // A back is known by its place in the hand (`<player>-<index>`, for the card motion), never by a card.
  for (const id of await opponents
    .locator('[data-card]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-card'))))
    expect(id).toMatch(/^\d+-\d+$/);
  // Backs only: their text is the name and count, nothing like a rank or suit.
  for (const text of await opponents.allTextContents())
    expect(text).toMatch(/^Opponent.*\(\d+ cards\)$/);
}

/** Plays one action of yours: a playable card (an eight with the first suit offered), else the stock. */
async function act(page: Page, way: Way) {
  const cards = await playable(page).count();
  if (cards === 0) {
    if (way === 'keyboard') {
      await stock(page).focus();
      await page.keyboard.press('Enter');
    } else if (way === 'touch') await stock(page).tap();
    else await stock(page).click();
    return;
  }
  const card = playable(page).first();
  if (way === 'mouse') {
    const [fx, fy] = await centre(card);
    const [tx, ty] = await centre(pile(page));
    await page.mouse.move(fx, fy);
    await page.mouse.down();
    await page.mouse.move(tx, ty, { steps: 8 });
    await page.mouse.up();
  } else if (way === 'touch') {
    // A tap on the card, then a tap on the pile (the drag is the mouse game's).
    await card.tap();
    await pile(page).tap();
  } else {
    await card.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 30; i++) {
      const region = await page.evaluate(() => document.activeElement?.getAttribute('data-region'));
      if (region === 'discard') break;
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
  }
  const suits = page.locator('.crazy8s-suits button[data-suit]');
  if (
    await suits
      .first()
      .isVisible()
      .catch(() => false)
  ) {
    if (way === 'keyboard') {
      for (let i = 0; i < 10; i++) {
        const suit = await page.evaluate(() => document.activeElement?.getAttribute('data-suit'));
        if (suit) break;
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
    } else if (way === 'touch') await suits.first().tap();
    else await suits.first().click();
  }
}

/** Plays the whole game your way; the computer answers; ends on the result banner. */
async function playGame(page: Page, way: Way) {
  await status(page).waitFor();
  for (let turn = 0; turn < 200; turn++) {
    if ((await result(page).count()) > 0) break;
    await eventually(async () =>
      (await result(page).count()) > 0 ? 'over' : await status(page).textContent(),
    ).toMatch(/^(over|Your turn)/);
    if ((await result(page).count()) > 0) break;
    await expectNoHiddenCards(page);
    const before = (await moves(page)) ?? 0;
    await act(page, way);
    await eventually(async () => ((await moves(page)) ?? 0) > before).toBe(true);
  }
  await result(page).waitFor();
  const text = (await result(page).textContent()) ?? '';
  expect(text).toMatch(/win|draw|no one|stuck/i);
  expect(await status(page).textContent()).toMatch(/Game over|turn/);
}

describe('Crazy 8s in the browser', () => {
  const b = useBrowser();

  it('plays a whole game by mouse, with the move log as you may see it', {
    timeout: 240_000,
  }, async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Card Games"] a.tile-open', { hasText: 'Crazy 8s' })
      .waitFor();
    await b.goto(GAME);
    await playGame(page, 'mouse');
    if (process.env.C8_SHOT) await page.screenshot({ path: '/tmp/c8-desktop.png' });
    const log = (await page.locator('.move-list, [aria-label*="Moves"]').allTextContents()).join(
      ' ',
    );
    // An opponent's draw never names the card.
    if (log.includes('Opponent')) expect(log).not.toMatch(/Opponent[^.]*draws the/);
    b.expectNoPageErrors();
  });

  it('lifts the card played and marks the stock drawn from before the table can answer', async () => {
    const { page } = b;
    await b.goto(GAME);
    await eventually(() => status(page).textContent()).toMatch(/^Your turn/);
    // The clicks and the check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const played = await page.evaluate(async () => {
      const card = [
        ...document.querySelectorAll<HTMLElement>('.crazy8s-hand .playable button[data-value]'),
      ].find((c) => !c.dataset.value?.startsWith('8'));
      card?.click();
      document.querySelector<HTMLElement>('button[data-region="discard"]')?.click();
      for (let i = 0; i < 20; i++) await null;
      const sent = document.querySelector('.crazy8s-hand .playing-card.sent');
      return {
        card: card?.dataset.value,
        sent: sent?.getAttribute('data-value'),
        busy: sent?.getAttribute('aria-busy'),
      };
    });
    expect(played.card).toBeDefined();
    expect(played).toEqual({ card: played.card, sent: played.card, busy: 'true' });
    // The table's answer takes the mark off; then the opponent plays and it is your turn again.
    await eventually(() => page.locator('.crazy8s .sent').count()).toBe(0);
    await eventually(() => status(page).textContent()).toMatch(/^Your turn/);
    const drawn = await page.evaluate(async () => {
      const stock = document.querySelector<HTMLElement>('button.crazy8s-stock');
      stock?.click();
      for (let i = 0; i < 20; i++) await null;
      return {
        sent: document.querySelectorAll('.crazy8s .sent').length,
        card: stock?.querySelector('.playing-card.sent') !== null,
        busy: stock?.getAttribute('aria-busy'),
      };
    });
    expect(drawn).toEqual({ sent: 1, card: true, busy: 'true' });
    await eventually(() => page.locator('.crazy8s .sent').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('plays a whole game by keyboard', { timeout: 240_000 }, async () => {
    const { page } = b;
    await b.goto('#/crazy-8s?deal=1x7&seed=12');
    await playGame(page, 'keyboard');
    b.expectNoPageErrors();
  });

  it('plays a whole game by touch on a phone, three opponents', { timeout: 240_000 }, async () => {
    const phone = await b.phone('#/crazy-8s?deal=3x7&seed=5');
    await playGame(phone, 'touch');
    b.expectNoPageErrors();
  });

  it('plays a whole game by keyboard on a phone, two opponents', { timeout: 240_000 }, async () => {
    const phone = await b.phone('#/crazy-8s?deal=2x7&seed=3');
    await playGame(phone, 'keyboard');
    if (process.env.C8_SHOT) await phone.screenshot({ path: '/tmp/c8-phone-end.png' });
    b.expectNoPageErrors();
  });
});
