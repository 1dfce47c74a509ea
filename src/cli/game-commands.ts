import type { Command } from 'commander';

/** What a game's `cli.ts` exports: it adds the game's own subcommands under `games <id>`. */
export interface GameCommands {
  registerCommands(command: Command): void;
}

/**
 * The games with subcommands of their own, by id, each loaded only when the command line names
 * it. One plain import a game, so that the bundler that builds the CLI (scripts/build-cli.mjs)
 * sees every one and splits each into a chunk of its own; game-commands.test.ts checks the list
 * against the folders that have a `cli.ts`.
 */
export const gameCommands: Readonly<Record<string, () => Promise<GameCommands>>> = {
  aces: () => import('../games/aces/cli.ts'),
  blackjack: () => import('../games/blackjack/cli.ts'),
  'chat-noir': () => import('../games/chat-noir/cli.ts'),
  checkers: () => import('../games/checkers/cli.ts'),
  connect4: () => import('../games/connect4/cli.ts'),
  gobblet: () => import('../games/gobblet/cli.ts'),
  jewel: () => import('../games/jewel/cli.ts'),
  'lights-out': () => import('../games/lights-out/cli.ts'),
  memory: () => import('../games/memory/cli.ts'),
  mines: () => import('../games/mines/cli.ts'),
  'mini-card': () => import('../games/mini-card/cli.ts'),
  onitama: () => import('../games/onitama/cli.ts'),
  pbn: () => import('../games/pbn/cli.ts'),
  pousse: () => import('../games/pousse/cli.ts'),
  same: () => import('../games/same/cli.ts'),
  slidey: () => import('../games/slidey/cli.ts'),
  spider: () => import('../games/spider/cli.ts'),
  'tally-maze': () => import('../games/tally-maze/cli.ts'),
};
