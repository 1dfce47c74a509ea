import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { parseParams } from '../../core/params.ts';
import { type BoardSize, boardSize, type MinesParams, minesInfo, protects } from './info.ts';
import { percent, runRate } from './rate.ts';

const MODES = ['plt', 'beginner', 'intermediate', 'expert', 'custom'];

interface RateOptions {
  mode: string;
  width: string;
  height: string;
  mines: string;
  first: string;
  games: string;
  workers: string;
  seed: string;
  json?: boolean;
}

/** The board and protection a `rate` command asks for, checked as the game checks its params. */
function rateBoard(opts: RateOptions): { size: BoardSize; protect: boolean } {
  if (!MODES.includes(opts.mode)) {
    throw new UsageError(`--mode ${excerpt(opts.mode)}: must be one of ${MODES.join(', ')}`);
  }
  if (opts.first !== 'safe' && opts.first !== 'any') {
    throw new UsageError(`--first ${excerpt(String(opts.first))}: must be safe or any`);
  }
  if (opts.mode === 'plt' && opts.first === 'safe') {
    throw new UsageError('--first safe: PLT mode has no first-click protection; use --mode custom');
  }
  const raw = {
    mode: opts.mode,
    width: opts.width,
    height: opts.height,
    mines: opts.mines,
    safe: String(opts.first === 'safe'),
  };
  const parsed = parseParams(minesInfo.params, raw);
  if (!parsed.ok) throw new UsageError(parsed.error);
  const params = parsed.value as MinesParams;
  const clash = minesInfo.checkParams?.(params);
  if (clash) throw new UsageError(clash);
  return { size: boardSize(params), protect: protects(params) };
}

export function registerCommands(command: Command): void {
  command
    .command('rate')
    .description("the probability player's win rate over seeded games, with a 95% Wilson interval")
    .option('--mode <mode>', MODES.join(', '), 'expert')
    .option('--width <n>', 'custom width, 4-30', '16')
    .option('--height <n>', 'custom height, 4-24', '16')
    .option('--mines <n>', 'custom mines', '30')
    .option('--first <safe|any>', 'safe: the first click never hits a mine (not in PLT mode)')
    .option('--games <n>', 'games to play', '1000')
    .option('--workers <n>', 'worker threads (0: this thread)', '2')
    .option('--seed <n>', 'seed of the run: game i is dealt from it and i', '1')
    .option('--json', 'print JSON')
    .action(async (opts: RateOptions) => {
      opts.first ??= opts.mode === 'plt' ? 'any' : 'safe';
      const { size, protect } = rateBoard(opts);
      const games = wholeNumber('--games', opts.games, 1, 100_000_000);
      const workers = wholeNumber('--workers', opts.workers, 0, 64);
      const seed = seedOption(opts.seed);
      const progress = progressLine();
      const report = await runRate({
        size,
        protect,
        games,
        workers,
        seed,
        onProgress: (done, wins) =>
          progress.show(`${done}/${games} ${bar(done, games)} ${percent(wins / done, 1)} won`),
      }).finally(() => progress.clear());
      const board = `${size.width}×${size.height}/${size.mines}, first click ${protect ? 'safe' : 'unprotected'}`;
      if (opts.json) {
        console.log(JSON.stringify({ mode: opts.mode, ...size, protect, seed, ...report }));
        return;
      }
      const [lo, hi] = report.interval;
      console.log(
        `${opts.mode} (${board}): won ${report.wins} of ${report.games} = ${percent(report.rate)} (95% ${percent(lo)}–${percent(hi)}), ${report.guesses.toFixed(2)} guesses a game, ${(report.ms / 1000).toFixed(1)} s`,
      );
    });
}
