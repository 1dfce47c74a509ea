import type { Command } from 'commander';
import type { MatchOptions } from './match-run.ts';

/** `games match`: any game's computer players against each other, on threads if asked. */
export function matchCommand(program: Command): void {
  program
    .command('match')
    .description("play any game's computer players against each other, with paired seats")
    .argument(
      '<game>',
      "a game string, e.g. 'connect4(width=7,height=6)' or 'dice-race(players=3)'",
    )
    .requiredOption(
      '--players <list>',
      "one of the game's computer players per seat, comma-separated",
    )
    .requiredOption('--games <n>', 'games in all: a multiple of the number of players')
    .option('--seed <n>', 'seed of the deals, chance and the players; a match replays exactly', '1')
    .option('--max-plies <n>', 'a game this long stops and counts as a draw', '1000')
    .option(
      '--workers <n>',
      'worker threads, 0 to play in the main thread; the results are the same',
      '0',
    )
    .option(
      '--journal <file>',
      'record each game in this file as it ends; run again with it to play only the games it lacks',
    )
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nEach deal is played once per rotation of the players round the seats, so neither a seat\nnor the luck of a deal favours anyone. Scores count a win 1 and a draw ½, with 95% Wilson\nintervals; for two players, the Elo difference of the first over the second.',
    )
    // The code that plays loads when the command runs, so `games list` does not wait for it.
    .action(async (text: string, opts: MatchOptions) =>
      (await import('./match-run.ts')).runMatchCommand(text, opts),
    );
}
