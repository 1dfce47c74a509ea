import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { eventually } from './lights-out.ts';
import { PHONES } from './screens.ts';
import { chooseSeat, seatOptions, seatPicker, seatValue } from './seats.ts';

/** How far an element's text runs past its box (0 when it fits): a cut name shows here. */
const cut = (el: Locator) => el.evaluate((e) => e.scrollWidth - e.clientWidth);

describe('the side panels: seats and moves', () => {
  const b = useBrowser();

  it('seats a player by keyboard: arrows open and move, Enter chooses, Escape changes nothing', async () => {
    const { page } = b;
    await b.goto('#/onitama?seed=1');
    const red = seatPicker(page, 'Red');
    await red.focus();
    const options = await seatOptions(page, 'Red');
    expect(options[0]?.[0]).toBe('human');
    await page.keyboard.press('ArrowDown');
    expect(await red.getAttribute('aria-expanded')).toBe('true');
    // Opened on the chosen player, Human; two down is the second engine level.
    expect(await red.getAttribute('aria-activedescendant')).toMatch(/-option-0$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await red.getAttribute('aria-expanded')).toBe('false');
    expect(await seatValue(page, 'Red')).toBe('human');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => seatValue(page, 'Red')).toBe(options[2]?.[0]);
    expect(await red.getAttribute('aria-expanded')).toBe('false');
    // The focus stayed on the picker throughout.
    expect(await red.evaluate((e) => e === document.activeElement)).toBe(true);
    b.expectNoPageErrors();
  });

  it('never cuts a player’s name, in the list or on the button, on a phone', async () => {
    const phone = await b.phone('#/onitama?seed=1');
    await phone.setViewportSize(PHONES[0]);
    const red = seatPicker(phone, 'Red');
    await red.tap();
    const list = phone.locator(`#${await red.getAttribute('aria-controls')}`);
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(5);
    // The open list is as accessible as the rest of the page.
    expect(await violations(phone)).toEqual([]);
    for (const option of await options.all()) expect(await cut(option)).toBeLessThanOrEqual(0);
    // The longest name, chosen by touch, shows whole on the button.
    const labels = await seatOptions(phone, 'Red');
    const longest = labels.reduce((a, c) => (c[1].length > a[1].length ? c : a));
    await list.locator(`[data-choice="${longest[0]}"]`).tap();
    await eventually(() => seatValue(phone, 'Red')).toBe(longest[0]);
    expect(await red.textContent()).toContain(longest[1]);
    expect(await cut(red.locator('.seat-value'))).toBeLessThanOrEqual(0);
    const box = await red.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONES[0].width);
    b.expectNoPageErrors();
  });

  it('shows a fixed seat’s player and does not let it change', async () => {
    const { page } = b;
    await b.goto('#/tally-maze?seed=1');
    const pumpkin = seatPicker(page, 'Pumpkin 1');
    await pumpkin.waitFor();
    expect(await pumpkin.isDisabled()).toBe(true);
    const before = await seatValue(page, 'Pumpkin 1');
    expect(before).not.toBe('human');
    await pumpkin.click({ force: true });
    expect(await pumpkin.getAttribute('aria-expanded')).toBe('false');
    expect(await seatValue(page, 'Pumpkin 1')).toBe(before);
    b.expectNoPageErrors();
  });

  it('numbers two players’ moves by turn, and wraps a long move inside the panel', async () => {
    const { page } = b;
    // Seed 7 deals dragon, elephant and rabbit: long moves.
    await b.goto('#/onitama?seed=7&moves=dragon:a1c2%20elephant:a5b4%20rabbit:c2d3');
    const items = page.locator('.move-list li');
    await eventually(() => items.count()).toBe(3);
    expect(await items.allTextContents()).toEqual(['dragon:a1c2', 'elephant:a5b4', 'rabbit:c2d3']);
    const turns = await items.evaluateAll((all) => all.map((li) => li.getAttribute('data-turn')));
    expect(turns).toEqual(['1', null, '2']);
    expect(await page.locator('.move-heads').textContent()).toBe('BlueRed');
    b.expectNoPageErrors();
  });

  it('keeps every move of a four-player game inside the Moves panel, with who made it', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1280, height: 800 });
    // Three computer seats play at once; the list grows with their turns.
    await b.goto('#/parcheesi?seed=1');
    const items = page.locator('.move-list li');
    await eventually(() => items.count().then((n) => n >= 4)).toBe(true);
    const list = await page.locator('.move-list').boundingBox();
    for (const item of await items.all()) {
      expect(await cut(item)).toBeLessThanOrEqual(0);
      const box = await item.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (list?.x ?? 0) + (list?.width ?? 0),
      );
    }
    const movers = await items.evaluateAll((all) => all.map((li) => li.getAttribute('data-mover')));
    expect(movers.some((m) => m === 'Green' || m === 'Red' || m === 'Yellow')).toBe(true);
    b.expectNoPageErrors();
  });

  it('puts a game’s own panels beside the play area: Blackjack’s statistics', async () => {
    const { page } = b;
    await page.setViewportSize({ width: 1280, height: 800 });
    await b.goto('#/blackjack?seed=1');
    const stats = page.locator('.side-panel [data-slot="game"] section.bj-stats');
    await stats.waitFor();
    expect(await page.locator('[data-play-area] .bj-stats').count()).toBe(0);
    b.expectNoPageErrors();
  });

  it('seats a computer player through the helper every spec uses', async () => {
    const { page } = b;
    await b.goto('#/connect4?seed=1');
    await chooseSeat(page, 'Yellow', 'random');
    expect(await seatValue(page, 'Yellow')).toBe('random');
    b.expectNoPageErrors();
  });
});
