import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually } from './lights-out.ts';
import {
  centre,
  handCards,
  mine,
  mouseDrag,
  pile,
  pileTop,
  playOut,
  stock,
  tap,
  values,
  waitDiscardPhase,
  yourDraw,
} from './rummy-play.ts';
import { touchDrag } from './touch.ts';

/** A deal where neither hand is gin as dealt. */
const DEAL = '#/rummy?seed=5';

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

  it("lifts the stock's card, the card discarded and the pile's top before the table can answer", async () => {
    const { page } = b;
    await b.goto(DEAL);
    await eventually(() => handCards(page).count()).toBe(10);
    expect(await yourDraw(page)).toBe(true);
    // Each move and its check in one task: the table's answer, a message from the play worker,
    // is a task of its own and cannot come between them (the renders are microtasks).
    const lifted = (clicks: string[], where: string) =>
      page.evaluate(
        async ({ clicks, where }) => {
          const clicked = clicks.map((selector) => {
            const el = document.querySelector<HTMLElement>(selector);
            el?.click();
            return el?.getAttribute('data-card');
          });
          for (let i = 0; i < 20; i++) await null;
          const sent = [...document.querySelectorAll('.rummy .playing-card.sent')];
          return {
            card: clicked[0],
            sent: sent.map(
              (el) => `${el.closest(where) ? where : 'elsewhere'} ${el.getAttribute('data-card')}`,
            ),
            busy: sent.map((el) => el.getAttribute('aria-busy')),
          };
        },
        { clicks, where },
      );
    const unmarked = () => eventually(() => page.locator('.rummy .sent').count()).toBe(0);

    const fromStock = await lifted(['section.rummy-stock button[data-card]'], '.rummy-stock');
    expect(fromStock.sent).toEqual([`.rummy-stock ${fromStock.card}`]);
    expect(fromStock.busy).toEqual(['true']);
    await unmarked();
    await waitDiscardPhase(page);

    const discard = await lifted(
      ['section[aria-label="Your hand"] button[data-card]', 'button[data-region="discard"]'],
      'section[aria-label="Your hand"]',
    );
    expect(discard.sent).toEqual([`section[aria-label="Your hand"] ${discard.card}`]);
    await unmarked();

    expect(await yourDraw(page)).toBe(true);
    const taken = await lifted(['section.rummy-pile button[data-card]'], '.rummy-pile');
    expect(taken.sent).toEqual([`.rummy-pile ${taken.card}`]);
    await unmarked();
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
