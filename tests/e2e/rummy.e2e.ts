import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, result } from './lights-out.ts';
import { touchDrag } from './touch.ts';

/** A deal where neither hand is gin as dealt. */
const DEAL = '#/rummy?seed=5';
/** Turns are bounded: PLT's player wins long before this, or you do. */
const MOST_TURNS = 150;

const mine = (page: Page) => page.locator('section[aria-label="Your hand"]');
const handCards = (page: Page) => mine(page).locator('button[data-card]');
const values = (page: Page) =>
  handCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-value')));
const stock = (page: Page) => page.locator('section.rummy-stock button[data-card]');
const pileTop = (page: Page) => page.locator('section.rummy-pile button[data-card]');
const pile = (page: Page) => page.locator('[data-region="discard"]');
const status = (page: Page) => page.locator('.rummy-status');

/** Waits until it is your turn to draw (true) or the game is over (false). */
async function yourDraw(page: Page): Promise<boolean> {
  await eventually(async () => (await status(page).textContent()) ?? '').toMatch(
    /^Your turn|Game over/,
  );
  return !((await status(page).textContent()) ?? '').includes('Game over');
}

/** The centre of `l` once it has stopped moving (cards glide to their places). */
async function centre(l: Locator): Promise<[number, number]> {
  let last = '';
  for (;;) {
    const box = await l.boundingBox();
    if (!box) throw new Error('not laid out');
    const at = `${box.x},${box.y}`;
    if (at === last) return [box.x + box.width / 2, box.y + box.height / 2];
    last = at;
    await l.page().waitForTimeout(50);
  }
}

/** A tap where the card has come to rest. */
async function tap(l: Locator) {
  const [x, y] = await centre(l);
  await l.page().touchscreen.tap(x, y);
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const [x0, y0] = await centre(from);
  const [x1, y1] = await centre(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  await page.mouse.up();
}

/** The opponent's cards carry nothing of their faces: only your hand and the pile's top do. */
async function expectOpponentHidden(page: Page) {
  const opponent = page.locator('section.rummy-hand.opponent [data-card]');
  expect(await opponent.count()).toBe(10);
  expect(await page.locator('section.rummy-hand.opponent [data-value]').count()).toBe(0);
  const faces = await page.locator('[data-value]').count();
  expect(faces).toBe((await handCards(page).count()) + 1);
}

/** Plays until the end: `turn` makes one draw and one discard; returns the result text. */
async function playOut(page: Page, turn: (n: number) => Promise<void>): Promise<string> {
  for (let n = 0; n < MOST_TURNS && (await yourDraw(page)); n++) {
    await expectOpponentHidden(page);
    const before = await page.locator('.move-list li').count();
    await turn(n);
    await eventually(async () => (await page.locator('.move-list li').count()) > before).toBe(true);
  }
  await result(page).waitFor();
  return (await result(page).textContent()) ?? '';
}

async function waitDiscardPhase(page: Page) {
  await eventually(() => handCards(page).count()).toBe(11);
  await pile(page).waitFor();
}

describe('Rummy in the browser', () => {
  const b = useBrowser();

  it('plays a full game by mouse: click and drag to draw, to discard and to rearrange', {
    timeout: 180_000,
  }, async () => {
    const { page } = b;
    await b.goto('#/');
    await page
      .locator('section.set[aria-label="Card Games"] a.tile-open', { hasText: 'Rummy' })
      .waitFor();
    await b.goto(DEAL);
    await eventually(() => handCards(page).count()).toBe(10);
    // Rearranging: drag the first card onto the fourth place, then take it back.
    const dealt = await values(page);
    await mouseDrag(page, handCards(page).first(), handCards(page).nth(3));
    await eventually(() => values(page)).toEqual([
      ...dealt.slice(1, 4),
      dealt[0],
      ...dealt.slice(4),
    ]);
    await page.getByRole('button', { name: 'Undo arrange' }).click();
    await eventually(() => values(page)).toEqual(dealt);

    const text = await playOut(page, async (n) => {
      if (n % 2 === 0) await stock(page).click();
      else await mouseDrag(page, pileTop(page), mine(page));
      await waitDiscardPhase(page);
      const first = handCards(page).first();
      if (n % 2 === 0) {
        await first.click();
        await pile(page).click();
      } else {
        await mouseDrag(page, first, pile(page));
      }
    });
    expect(text).toMatch(/Game over|wins|win/);
    b.expectNoPageErrors();
  });

  it('plays a full game by keyboard', { timeout: 180_000 }, async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => handCards(page).count()).toBe(10);
    // Enter selects a card; the arrow keys move it along the hand.
    const dealt = await values(page);
    await handCards(page).first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await eventually(() => values(page)).toEqual([dealt[1], dealt[0], ...dealt.slice(2)]);
    await page.keyboard.press('Enter');

    const text = await playOut(page, async (n) => {
      await (n % 3 === 0 ? pileTop(page) : stock(page)).focus();
      await page.keyboard.press('Enter');
      await waitDiscardPhase(page);
      await handCards(page)
        .nth(n % 11)
        .focus();
      await page.keyboard.press('Enter');
      await pile(page).focus();
      await page.keyboard.press('Enter');
    });
    expect(text).toMatch(/Game over|wins|win/);
    b.expectNoPageErrors();
  });

  it('names the stock for what it does and keeps its outlined focus through a draw by keyboard', async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => handCards(page).count()).toBe(10);
    const focusedStock = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        if (!el?.matches('section.rummy-stock button')) return null;
        const { outlineStyle, outlineWidth } = getComputedStyle(el);
        return {
          name: el.getAttribute('aria-label'),
          outlined:
            el.matches(':focus-visible') && outlineStyle !== 'none' && outlineWidth !== '0px',
        };
      });
    for (let i = 0; i < 20 && (await focusedStock()) === null; i++)
      await page.keyboard.press('Tab');
    expect(await focusedStock()).toEqual({ name: 'Stock, 31 cards: draw a card', outlined: true });
    await page.keyboard.press('Enter');
    await waitDiscardPhase(page);
    // The stock stays where the focus was, saying it is not yours to draw from now.
    expect(await focusedStock()).toEqual({ name: 'Stock, 30 cards', outlined: true });
    b.expectNoPageErrors();
  });

  it('plays a full game by touch on a phone', { timeout: 180_000 }, async () => {
    const page = await b.phone(DEAL);
    await eventually(() => handCards(page).count()).toBe(10);
    const text = await playOut(page, async (n) => {
      // The first turn by taps, the rest by dragging with a finger.
      const from = n % 2 === 0 ? stock(page) : pileTop(page);
      if (n === 0) await tap(from);
      else await touchDrag(page, await centre(from), await centre(handCards(page).first()));
      await waitDiscardPhase(page);
      const last = handCards(page).last();
      if (n === 0) {
        await tap(last);
        await tap(pile(page));
      } else {
        await touchDrag(page, await centre(last), await centre(pile(page)));
      }
    });
    expect(text).toMatch(/Game over|wins|win/);
    b.expectNoPageErrors();
  });
});
