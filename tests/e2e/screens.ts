import type { Page } from 'playwright-core';
import { listed } from '../../src/games/registry.ts';

/** The listed games' ids, as the console shows them. */
export const listedIds = (): string[] => listed().map((d) => d.info.id);

/**
 * What a player must see on the first screen of each listed game: the board, and in card games
 * the hand (in Onitama the player's own cards, the blue ones at the bottom). A game added to the
 * console without an entry here fails the layout test, so every game is checked.
 */
export const MUST_SEE: Readonly<Record<string, readonly string[]>> = {
  spider: ['.spider-tableaus section.card-column'],
  aces: ['.aces-table'],
  rummy: ['section.rummy-hand.mine'],
  'go-fish': ['.go-fish-table'],
  'crazy-8s': ['section.crazy8s-hand'],
  blackjack: ['.blackjack .bj-buttons'],
  memory: ['.memory-grid'],
  'lights-out': ['svg.lights-out-board'],
  jewel: ['svg.jewel-board'],
  gobblet: ['svg.gobblet-board'],
  parcheesi: ['svg.parcheesi-board'],
  pousse: ['svg.pousse-board'],
  checkers: ['svg.checkers-board'],
  'chat-noir': ['svg.chat-noir-board'],
  mines: ['svg.mines-board'],
  pbn: ['svg.pbn-board'],
  'tally-maze': ['svg.tally-maze-board'],
  same: ['svg.same-board'],
  slidey: ['svg.slidey-board'],
  connect4: ['svg.connect4-board'],
  'mini-card': ['section.hand[aria-label="Held cards"]'],
  onitama: ['svg.onitama-board', '.onitama-hand.blue'],
  gcalc: ['button[data-cell="main"]'],
};

/** The phone sizes every game must fit, and the desktop size. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Opens a listed game at seed 1 and waits until its screen, status line included, is drawn. */
export async function openGame(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/#/${id}?seed=1`);
  await waitForGame(page, id);
}

/** Waits until the page shows game `id`'s screen: its status line and what must be seen. */
export async function waitForGame(page: Page, id: string): Promise<void> {
  // A game's page or an app's (GCalc).
  await page
    .locator(`main.game[data-game="${id}"], main.app[data-app="${id}"]`)
    .locator('footer.status-line')
    .waitFor();
  for (const selector of MUST_SEE[id] ?? []) await page.locator(selector).first().waitFor();
  // The side panels follow the board one a frame; the statistics come last.
  const game = page.locator(`main.game[data-game="${id}"]`);
  if (await game.count()) await game.locator('.panel-slot[data-slot="stats"]').waitFor();
}
