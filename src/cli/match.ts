import type { Command } from 'commander';
import type { MatchOptions } from './match-run.ts';

const MATCH_HELP = `
Players: a game's own computer players, or the generic ones its flags allow: random,
mcts:<iterations> (nothing hidden), ismcts:<iterations> (hidden cards or chance) and
expectimax:<depth> (two players, dice, nothing hidden); random:<n> is random moves from another
stream, so that random against random:1 is no game of clones. A game's own player of the same
name wins (Go Fish's ismcts:200).

Seats fixed to a computer player (Tally Maze's pumpkins, Blackjack's dealer; Chat Noir's cat
is chance, not a seat) keep it; the players named take the other, free seats. One name per seat with each fixed seat's
own AI at it is read too.

Two free seats or more: the players fill them, cycling through the list when there are fewer
players than seats (random,plt at Go Fish's three seats sit as random plt random), and each
deal is played once per rotation of them round the free seats, so neither a seat nor the luck
of a deal favours anyone. Each seat a player holds counts as a game for it: a win 1, a draw ½,
with 95% Wilson intervals; for two players at a two-seat game, the Elo difference of the first
over the second.

One free seat (puzzles, and games against fixed seats only): every player plays every deal
alone. The report gives each player's rate of games won or puzzles solved (Wilson intervals), or
its mean score at a scored puzzle (Same, Jewel; normal 95% intervals), and for each pair of
players on how many deals one did better than the other.

A game reaching --max-plies stops: a draw with others at the table, a puzzle not solved, or
no score (left out of the means).`;

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
      "the computer players compared, comma-separated: the game's own or generic ones",
    )
    .requiredOption(
      '--games <n>',
      'games in all: a multiple of the free seats, or of the players when they play alone',
    )
    .option('--seed <n>', 'seed of the deals, chance and the players; a match replays exactly', '1')
    .option('--max-plies <n>', 'a game this long stops (see below)', '1000')
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
    .addHelpText('after', MATCH_HELP)
    // The code that plays loads when the command runs, so `games list` does not wait for it.
    .action(async (text: string, opts: MatchOptions) =>
      (await import('./match-run.ts')).runMatchCommand(text, opts),
    );
}
