import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { startGame } from '../../core/record.ts';
import { boardToString, cellToString, type SameState, same, totalScore } from './rules.ts';
import { solveBoard } from './solver/solve.ts';
import { standardBoard } from './standard-board.ts';
import { STANDARD_BOARDS } from './standard-boards.ts';

interface BoardOptions {
  seed: string;
  rules?: string;
  width: string;
  height: string;
  colours: string;
  standardBoard?: string;
}

/** The board the options deal, checked as a game string's parameters are. */
function deal(opts: BoardOptions): { state: SameState; seed: number } {
  const seed = seedOption(opts.seed);
  if (opts.standardBoard !== undefined) {
    const sized = opts.width !== '0' || opts.height !== '0' || opts.colours !== '5';
    if ((opts.rules ?? 'standard') !== 'standard' || sized)
      throw new UsageError(
        '--standard-board: the test set is 15×15, 5 colours, standard rules; give no other rules, size or colours',
      );
    const n = wholeNumber('--standard-board', opts.standardBoard, 1, STANDARD_BOARDS.length);
    return { state: standardBoard(n), seed };
  }
  const raw = {
    rules: opts.rules ?? 'plt',
    width: opts.width,
    height: opts.height,
    colours: opts.colours,
  };
  const game = startGame<SameState>(same, raw, seed);
  if (!game.ok) throw new UsageError(game.error);
  return { state: game.value.state, seed };
}

function boardOptions(command: Command): Command {
  return command
    .option('--seed <n>', 'seed of the deal', '1')
    .option(
      '--rules <rules>',
      'plt (n² a blob, bonus under 50 cells; the default) or standard ((n−2)², +1000)',
    )
    .option('--width <n>', "columns, 0 for the rules' own (PLT 20, standard 15)", '0')
    .option('--height <n>', "rows, 0 for the rules' own (PLT 16, standard 15)", '0')
    .option('--colours <n>', 'colours, 2-6', '5')
    .option(
      '--standard-board <n>',
      `board n (1-${STANDARD_BOARDS.length}) of the standard SameGame test set instead of a deal (with --rules standard)`,
    );
}

const MAX_SECONDS = 3600;

export function registerCommands(command: Command): void {
  boardOptions(command.command('deal'))
    .description('print the board a seed deals: rows from the top, colours 1-6')
    .action((opts: BoardOptions) => {
      console.log(boardToString(deal(opts).state).replaceAll('/', '\n'));
    });

  boardOptions(command.command('solve'))
    .description('play the board a seed deals with the beam-search solver')
    .option('--seconds <t>', 'time budget in seconds (decimals allowed)', '10')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nMoves name a blob by a cell of it: column letter from the left, row number from the bottom.',
    )
    .action((opts: BoardOptions & { seconds: string; json?: boolean }) => {
      const seconds = Number(opts.seconds);
      if (!/^\d+(\.\d+)?$/.test(opts.seconds.trim()) || seconds <= 0 || seconds > MAX_SECONDS) {
        throw new UsageError(
          `--seconds ${excerpt(opts.seconds)}: must be a number above 0, at most ${MAX_SECONDS}`,
        );
      }
      const { state, seed } = deal(opts);
      const line = progressLine();
      const started = performance.now();
      const solution = solveBoard(state, {
        ms: seconds * 1000,
        seed,
        context: {
          stopped: () => false,
          progress: (done, best) => line.show(`${bar(done, 1)} best ${best?.score ?? '…'}`),
        },
      });
      line.clear();
      // The score is the rules' own, from replaying the line: the solver's claim is checked.
      let end = state;
      for (const move of solution.moves) end = same.play(end, move);
      const score = totalScore(end);
      if (score !== solution.score)
        throw new Error(`solver claimed ${solution.score}, rules give ${score}`);
      const moves = solution.moves.map(cellToString);
      const left = end.columns.reduce((n, c) => n + c.length, 0);
      const ms = Math.round(performance.now() - started);
      if (opts.json) {
        const out = {
          rules: state.rules,
          width: state.width,
          height: state.height,
          seed,
          score,
          left,
          moves,
          playouts: solution.playouts,
          ms,
        };
        return console.log(JSON.stringify(out));
      }
      console.log(moves.join(' '));
      console.log(
        `score ${score} in ${moves.length} moves, ${left} ${left === 1 ? 'cell' : 'cells'} left (${solution.playouts} playouts, ${ms} ms)`,
      );
    });
}
