import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { eventually, moves } from './lights-out.ts';
import { chooseSeat } from './seats.ts';

/**
 * Every Web Animation the page starts is recorded with the element it plays on (before the
 * page's own scripts run), so a test asks what moved after a move has shown, with no race
 * against the animation's length: motion starts in the same frame as the change it shows.
 * While `holding` is set, each starts paused at its first frame, so a test can act while it
 * is surely under way, however slow the machine.
 */
async function recordAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { animation: Animation; el: Element }[] = [];
    const w = window as unknown as { motions: typeof seen; holding: boolean };
    w.motions = seen;
    w.holding = false;
    const own = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof own>) {
      const animation = own.apply(this, args);
      if (w.holding) animation.pause();
      seen.push({ animation, el: this });
      return animation;
    };
  });
}

interface Recorded {
  /** How many motion animations (ui/motion's id) have been started. */
  readonly count: number;
  /** How many of them played on an element inside (or being) one that matches `within`. */
  readonly within: number;
  /** How many are still running (not finished). */
  readonly unfinished: number;
}

/** What the page's motion has done so far, from the animations recorded. */
function motions(page: Page, within = '*'): Promise<Recorded> {
  return page.evaluate((selector) => {
    const all = (
      window as unknown as { motions: { animation: Animation; el: Element }[] }
    ).motions.filter((m) => m.animation.id === 'motion');
    return {
      count: all.length,
      within: all.filter((m) => m.el.closest(selector) !== null).length,
      unfinished: all.filter((m) => m.animation.playState !== 'finished').length,
    };
  }, within);
}

/** Starts (true) or stops holding each new animation at its first frame. */
const holdMotion = (page: Page, on: boolean) =>
  page.evaluate((hold) => {
    (window as unknown as { holding: boolean }).holding = hold;
  }, on);

/** Forgets the animations recorded so far. */
const forget = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { motions: unknown[] }).motions.length = 0;
  });

/** Same's cells: the one in the largest blob (first in the page's order) and how many there are. */
async function largestBlob(page: Page): Promise<{ name: string; blob: number; cells: number }> {
  const all = await page.locator('svg.same-board circle[data-cell]').evaluateAll((cs) =>
    cs.map((c) => ({
      name: c.getAttribute('data-cell') as string,
      blob: Number(c.getAttribute('data-blob')),
    })),
  );
  const best = all.reduce((a, c) => (c.blob > a.blob ? c : a));
  return { ...best, cells: all.length };
}

/**
 * A move in each of several games, and how to see that the page shows it: `moved` is where
 * the animations should play, `mark` the last move's mark (when the game keeps one).
 */
interface Case {
  readonly game: string;
  readonly address: string;
  readonly moved: string;
  readonly mark?: string;
  move(page: Page): Promise<void>;
}

const CASES: readonly Case[] = [
  {
    game: 'Connect 4 (a disc drops, the computer answers)',
    address: '#/connect4?seed=4',
    moved: '[data-disc]',
    mark: 'svg.connect4-board [data-last]',
    async move(page) {
      await chooseSeat(page, 'Yellow', 'heuristic');
      await page.locator('svg.connect4-board rect[data-column="4"]').click();
      await eventually(() => moves(page)).toBe(2);
    },
  },
  {
    game: 'Same (a blob goes, the rest fall)',
    address: '#/same?rules=plt&width=0&height=0&colours=5&seed=5',
    moved: 'svg.same-board [role="gridcell"]',
    async move(page) {
      const { name, blob, cells } = await largestBlob(page);
      await page.locator(`svg.same-board circle[data-cell="${name}"]`).click();
      await eventually(() => page.locator('svg.same-board circle[data-cell]').count()).toBe(
        cells - blob,
      );
    },
  },
  {
    game: 'Minesweeper (cells open)',
    address: '#/mines?mode=beginner&seed=2',
    moved: 'svg.mines-board [role="gridcell"]',
    mark: 'svg.mines-board [data-last]',
    async move(page) {
      await page.locator('svg.mines-board rect[data-cell="3.3"]').click();
      await eventually(() =>
        page.locator('svg.mines-board rect[data-state="."]').count(),
      ).toBeLessThan(81);
    },
  },
  {
    game: 'Slidey (a tile slides)',
    address: '#/slidey?width=3&height=3&seed=4',
    moved: 'svg.slidey-board',
    async move(page) {
      await slideNext(page);
    },
  },
  {
    game: 'Chat Noir (a circle is blocked, the cat steps and stays marked)',
    address: '#/chat-noir?size=7&seed=3',
    moved: 'svg.chat-noir-board .cat',
    mark: 'svg.chat-noir-board [aria-label*="where the cat last stepped"] [data-last]',
    async move(page) {
      const cat = () =>
        page.locator('svg.chat-noir-board circle[data-state="cat"]').getAttribute('data-cell');
      const from = await cat();
      await page.locator('svg.chat-noir-board circle[data-state="open"]').first().click();
      await eventually(cat).not.toBe(from);
    },
  },
  {
    game: 'Paint By Numbers (a cell fills)',
    address: '#/pbn?clues=1.1-5-5-3-1/2-4-4-4-2',
    moved: 'svg.pbn-board',
    async move(page) {
      const cell = page.locator('svg.pbn-board rect[data-cell="3,2"]');
      const before = await cell.getAttribute('data-state');
      await cell.click();
      await eventually(() => cell.getAttribute('data-state')).not.toBe(before);
    },
  },
  {
    game: 'Mini Card Game (a card goes to the pile, one comes from the stock)',
    address: '#/mini-card?cards=8&moves=8&seed=35',
    moved: '[data-card]',
    mark: '[data-card][data-moved]',
    async move(page) {
      await page.locator('section[aria-label="Held cards"] button[data-value="2D"]').click();
      await page.locator('[data-region="discard"]').click();
      await eventually(() =>
        page.locator('section[aria-label="Held cards"] button[data-value="7D"]').count(),
      ).toBe(1);
    },
  },
];

/** Slides a tile beside the hole (the first in row-major order) and waits until it has moved. */
async function slideNext(page: Page): Promise<void> {
  const hole = Number(await page.locator('svg.slidey-board rect.hole').getAttribute('data-cell'));
  const beside = [hole - 3, hole + 3, hole % 3 > 0 ? hole - 1 : -1, hole % 3 < 2 ? hole + 1 : -1]
    .filter((i) => i >= 0 && i < 9)
    .sort((x, y) => x - y)[0] as number;
  const tile = page.locator(`svg.slidey-board g[data-cell="${beside}"]`);
  const name = await tile.getAttribute('data-tile');
  await tile.locator('rect.hit').click();
  await eventually(() =>
    page.locator(`svg.slidey-board g[data-tile="${name}"]`).getAttribute('data-cell'),
  ).toBe(String(hole));
}

describe('Motion in the browser', () => {
  const b = useBrowser();

  for (const c of CASES) {
    it(`${c.game}: the move animates${c.mark ? ' and its mark stays' : ''}`, async () => {
      const { page } = b;
      await recordAnimations(page);
      await b.goto(c.address);
      await page.locator('main.game').waitFor();
      await forget(page);
      await c.move(page);
      const seen = await motions(page, c.moved);
      expect(seen.within).toBeGreaterThan(0);
      if (c.mark) await page.locator(c.mark).first().waitFor();
      b.expectNoPageErrors();
    });

    it(`${c.game}: with reduced motion nothing animates${c.mark ? ', the mark still shows' : ''}`, async () => {
      const { page } = b;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await recordAnimations(page);
      await b.goto(c.address);
      await page.locator('main.game').waitFor();
      await c.move(page);
      // The move is on the page: any motion it made would have started with it.
      expect((await motions(page)).count).toBe(0);
      expect(
        await page.evaluate(() => document.getAnimations().filter((a) => a.id === 'motion').length),
      ).toBe(0);
      if (c.mark) expect(await page.locator(c.mark).count()).toBeGreaterThan(0);
      b.expectNoPageErrors();
    });
  }

  for (const reduce of [false, true]) {
    it(`Lights Out: a light ${reduce ? 'toggles at once with reduced motion' : 'fades as it toggles'}, the last press stays marked`, async () => {
      const { page } = b;
      if (reduce) await page.emulateMedia({ reducedMotion: 'reduce' });
      await b.goto('#/lights-out?seed=1');
      const pressed = page.locator('svg.lights-out-board rect[data-cell]').nth(7);
      await pressed.click();
      await page.locator('svg.lights-out-board [data-last]').waitFor();
      expect(await page.locator('svg.lights-out-board [data-last]').count()).toBe(1);
      // The fade is a CSS transition (no Web Animation): its length as the page computes it.
      const seconds = Number.parseFloat(
        await pressed.evaluate((el) => getComputedStyle(el).transitionDuration),
      );
      if (reduce) expect(seconds).toBe(0);
      else expect(seconds).toBeGreaterThan(0);
      b.expectNoPageErrors();
    });
  }

  it('Connect 4: the computer’s disc drops too, and only the last disc is marked', async () => {
    const { page } = b;
    await recordAnimations(page);
    await b.goto('#/connect4?seed=4');
    await page.locator('svg.connect4-board').waitFor();
    await chooseSeat(page, 'Yellow', 'heuristic');
    await forget(page);
    await page.locator('svg.connect4-board rect[data-column="4"]').click();
    await eventually(() => moves(page)).toBe(2);
    expect((await motions(page, '[data-disc][data-player="red"]')).within).toBeGreaterThan(0);
    expect((await motions(page, '[data-disc][data-player="yellow"]')).within).toBeGreaterThan(0);
    const marked = page.locator('svg.connect4-board [data-last]');
    expect(await marked.count()).toBe(1);
    expect(await marked.getAttribute('data-player')).toBe('yellow');
    b.expectNoPageErrors();
  });

  it('Connect 4: a disc dropped while the last still falls is played at once, the fall finished', async () => {
    const { page } = b;
    await recordAnimations(page);
    await b.goto('#/connect4?seed=4');
    await page.locator('svg.connect4-board').waitFor();
    await forget(page);
    await holdMotion(page, true);
    await page.locator('svg.connect4-board rect[data-column="4"]').click();
    await page.locator('[data-disc="4,1"]').waitFor();
    await holdMotion(page, false);
    const held = await motions(page);
    expect(held.count).toBeGreaterThan(0);
    expect(held.unfinished).toBe(held.count);
    await page.locator('svg.connect4-board rect[data-column="5"]').click();
    await page.locator('[data-disc="5,1"]').waitFor();
    expect(await page.locator('[data-disc="5,1"]').getAttribute('data-player')).toBe('yellow');
    // The first fall's animations ended when the press came; only the new disc's run.
    const after = await motions(page);
    expect(after.count).toBeGreaterThan(held.count);
    const firstFall = await page.evaluate(
      (n) =>
        (window as unknown as { motions: { animation: Animation }[] }).motions
          .filter((m) => m.animation.id === 'motion')
          .slice(0, n)
          .map((m) => m.animation.playState),
      held.count,
    );
    expect(firstFall.every((s) => s === 'finished')).toBe(true);
    b.expectNoPageErrors();
  });

  it('Slidey: a tile slid while another still slides moves at once, the first slide finished', async () => {
    const { page } = b;
    await recordAnimations(page);
    await b.goto('#/slidey?width=3&height=3&seed=4');
    await page.locator('svg.slidey-board').waitFor();
    await forget(page);
    await holdMotion(page, true);
    await slideNext(page);
    await holdMotion(page, false);
    const held = await motions(page);
    expect(held.count).toBeGreaterThan(0);
    expect(held.unfinished).toBe(held.count);
    await slideNext(page);
    const states = await page.evaluate(() =>
      (window as unknown as { motions: { animation: Animation }[] }).motions
        .filter((m) => m.animation.id === 'motion')
        .map((m) => m.animation.playState),
    );
    expect(states.slice(0, held.count).every((s) => s === 'finished')).toBe(true);
    expect(states.length).toBeGreaterThan(held.count);
    b.expectNoPageErrors();
  });
});
