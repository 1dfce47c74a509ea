import type { Command } from 'commander';
import type { LineReader } from './line-reader.ts';
import type { PlayOptions } from './play-run.ts';

/** `games play`: any game in the terminal, people and computer players at its seats. */
export function playCommand(program: Command, openLines: () => LineReader): void {
  program
    .command('play')
    .description(
      'play any game in the terminal: people type their moves, computer players choose theirs',
    )
    .argument(
      '<game>',
      "a game string, e.g. 'connect4(width=7,height=6)' or 'draw-pile(players=3)'",
    )
    .option(
      '--seats <list>',
      "one player per seat, comma-separated: human or one of the game's computer players (default: the game's own seat defaults)",
    )
    .option('--seed <n>', 'deals the game and seeds chance and the computer players', '1')
    .option('--json', 'print the game as one JSON object; what people are shown goes to stderr')
    .addHelpText(
      'after',
      "\nA person types one move a line in the game's move text; before each move they see what\ntheir seat may see, the moves so far as their seat read them, and the legal moves.",
    )
    // The code that plays loads when the command runs, so `games list` does not wait for it.
    .action(async (text: string, opts: PlayOptions) =>
      (await import('./play-run.ts')).runPlayCommand(text, opts, openLines),
    );
}
