import type { Command } from 'commander';
import { UsageError } from '../../cli/usage-error.ts';
import { startGame } from '../../core/record.ts';
import { parseSeed } from '../../core/rng.ts';
import {
  boardToString,
  type LightsOutState,
  lightsOut,
  parseBoard,
  pressToString,
} from './rules.ts';
import { countSolutions, solve } from './solver.ts';

const toPress = (size: number, i: number) =>
  pressToString({ row: Math.floor(i / size), col: i % size });

export function registerCommands(command: Command): void {
  command
    .command('solve <board>')
    .description('print a minimal set of presses that turns the board off')
    .addHelpText(
      'after',
      '\nBoard: rows from the top, x lit and . off, separated by / or spaces, e.g. "x.x/.x./x.x"',
    )
    .option('--json', 'print JSON')
    .action((text: string, opts: { json?: boolean }) => {
      const board = parseBoard(text);
      if (!board.ok) throw new UsageError(`bad board: ${board.error}`);
      const { size, lights } = board.value;
      const presses = solve(size, lights)?.map((i) => toPress(size, i)) ?? null;
      const solutions = countSolutions(size, lights);
      if (opts.json) {
        const out = {
          board: boardToString(size, lights),
          size,
          solvable: presses !== null,
          presses,
          solutions,
        };
        return console.log(JSON.stringify(out));
      }
      if (!presses) return console.log('no solution: this board cannot be turned all off');
      console.log(`${presses.length} presses: ${presses.join(' ') || '(none)'}`);
      console.log(`shortest of ${solutions} ${solutions === 1 ? 'solution' : 'solutions'}`);
    });

  command
    .command('deal')
    .description('print the board that a size, board choice and seed deal')
    .option('--size <n>', 'board size, 3-10', '5')
    .option('--board <kind>', 'random, empty, 1-7 or diagonal', 'random')
    .option('--seed <n>', 'seed', '1')
    .option('--json', 'print JSON')
    .action((opts: { size: string; board: string; seed: string; json?: boolean }) => {
      const seed = parseSeed(opts.seed);
      if (!seed.ok) throw new UsageError(seed.error);
      const raw = { size: opts.size, board: opts.board };
      const game = startGame<LightsOutState>(lightsOut, raw, seed.value);
      if (!game.ok) throw new UsageError(game.error);
      const { size, lights } = game.value.state;
      const board = boardToString(size, lights);
      console.log(
        opts.json ? JSON.stringify({ ...game.value.params, seed: seed.value, board }) : board,
      );
    });
}
