import type { Page } from 'playwright-core';
import type { Scene } from './scene-record.ts';

/**
 * The moment each listed game is pictured at in docs/screenshots: a fixed deal some moves in,
 * on a person's turn, so the picture shows play rather than an empty board. The people's moves
 * come from a computer player cheap enough to run in a second or two (or the hint); a game
 * missing here is pictured at its start, and the screenshots command says so.
 */
export const SCENES: Readonly<Record<string, Scene>> = {
  aces: { seed: 1, plies: 12, player: 'nopeek' },
  'go-fish': { seed: 1, plies: 10, player: 'memory' },
  'crazy-8s': { seed: 1, plies: 8, player: 'heuristic' },
  blackjack: { seed: 1, plies: 40, player: 'hint' },
  rummy: { seed: 1, plies: 12, player: 'outs' },
  spider: { seed: 1, plies: 16, player: 'nopeek' },
  memory: { seed: 1, plies: 9, player: 'optimal' },
  slidey: { seed: 1, plies: 0 },
  same: { seed: 1, plies: 6, player: 'hint' },
  mines: { seed: 1, plies: 8, player: 'probability' },
  pbn: { seed: 1, plies: 40, player: 'hint' },
  'lights-out': { seed: 1, plies: 3, player: 'hint' },
  pousse: { seed: 1, plies: 8, player: 'plt-smart:1' },
  gobblet: { seed: 1, plies: 6, player: 'plt-ok' },
  jewel: { seed: 1, plies: 6, player: 'auto' },
  parcheesi: { seed: 1, plies: 30, player: 'grace' },
  checkers: { seed: 1, plies: 14, player: 'level:beginner' },
  'chat-noir': { seed: 1, plies: 6, player: 'hint' },
  'tally-maze': { seed: 1, plies: 6, player: 'hint' },
  connect4: { seed: 1, plies: 9, player: 'negamax:4' },
  'mini-card': { seed: 1, plies: 1, player: 'hint' },
  onitama: { seed: 1, plies: 8, player: 'level:beginner' },
};

/** What to do on an app's page (it has no moves to replay) before its picture. */
export const APP_STEPS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  gcalc: async (page) => {
    await page.getByRole('button', { name: 'Examples', exact: true }).click();
    await page.locator('.gcalc-notice').filter({ hasText: 'The examples are open.' }).waitFor();
  },
};
