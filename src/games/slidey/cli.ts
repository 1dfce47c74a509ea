import type { Command } from 'commander';
import { stdinLines } from '../../cli/line-reader.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { readInteger } from '../../core/integer.ts';
import { startGame } from '../../core/record.ts';
import { parseSeed } from '../../core/rng.ts';
import { checkSize, parseBoard, tilesToString } from './board.ts';
import { diskStore, useShippedFile } from './disk-store.ts';
import { DEFAULT_TILES } from './info.ts';
import { type SlideyState, slidey } from './rules.ts';
import { prepareTables, solve } from './solver.ts';
import { setTableStore } from './tables.ts';

const size = (name: string, text: string): number => {
  const n = readInteger(text);
  if (!n.ok) throw new UsageError(`--${name} ${n.error}`);
  return n.value;
};

interface SolveOptions {
  width: string;
  height: string;
  tiles?: string;
  json?: boolean;
  fast?: boolean;
}

export function registerCommands(command: Command): void {
  command
    .command('solve')
    .description('solve boards: a shortest solution up to 4×4, a quick one beyond')
    .requiredOption('--width <n>', 'tiles across, 2-30')
    .requiredOption('--height <n>', 'tiles down, 2-30')
    .option('--tiles <list>', 'the tiles row-major, 0 for the hole: "1,2,3,4,5,6,7,0,8"')
    .option('--fast', 'use the quick solver even up to 4×4')
    .option('--json', 'print JSON: {"length", "moves", "nodes", "ms"}')
    .addHelpText(
      'after',
      '\nSolved reads 1, 2, … with the hole last. Moves name the tiles slid into the hole.' +
        '\nWithout --tiles, reads one board a line from standard input and prints each result' +
        '\nas it is solved. The 4×4 pattern databases come with the program (src/games/slidey/' +
        '\npdb-4x4.bin); other sizes are built once and kept in $XDG_CACHE_HOME/games' +
        '\nor ~/.cache/games.',
    )
    .action(async (opts: SolveOptions) => {
      const width = size('width', opts.width);
      const height = size('height', opts.height);
      const bad = checkSize(width, height);
      if (bad) throw new UsageError(bad);
      setTableStore(diskStore());
      // The tables are read (or built, the first time) before any clock starts: "ms" is the search.
      if (!opts.fast) {
        if (process.stderr.isTTY) process.stderr.write('loading the pattern databases…');
        await useShippedFile(width, height);
        prepareTables(width, height);
        if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
      }
      const answer = (text: string): string => {
        const board = parseBoard(width, height, text);
        if (!board.ok) throw new UsageError(board.error);
        const started = performance.now();
        const { moves, nodes } = solve(board.value, undefined, opts.fast);
        const ms = Math.round(performance.now() - started);
        if (opts.json) return JSON.stringify({ length: moves.length, moves, nodes, ms });
        return `${moves.length} moves: ${moves.join(' ') || '(none)'}`;
      };
      if (opts.tiles !== undefined) return console.log(answer(opts.tiles));
      const lines = stdinLines();
      let failed: string | undefined;
      let read = 0;
      try {
        for (let line = await lines.read(); line !== undefined; line = await lines.read()) {
          if (line.trim() === '') continue;
          read++;
          try {
            console.log(answer(line));
          } catch (e) {
            if (!(e instanceof UsageError)) throw e;
            // One bad line does not stop the others; it is reported where it was.
            failed = e.message;
            console.log(opts.json ? JSON.stringify({ error: e.message }) : `error: ${e.message}`);
          }
        }
      } finally {
        lines.close();
      }
      if (read === 0)
        throw new UsageError('no boards: give --tiles, or boards on standard input, one a line');
      if (failed) throw new UsageError(`some boards were not solved; the last: ${failed}`);
    });

  command
    .command('deal')
    .description("print the tiles PLT's scramble deals for a size and seed")
    .option('--width <n>', 'tiles across, 2-30', String(DEFAULT_TILES))
    .option('--height <n>', 'tiles down, 2-30', String(DEFAULT_TILES))
    .option('--seed <n>', 'seed', '1')
    .action((opts: { width: string; height: string; seed: string }) => {
      const seed = parseSeed(opts.seed);
      if (!seed.ok) throw new UsageError(seed.error);
      const game = startGame<SlideyState>(
        slidey,
        { width: opts.width, height: opts.height },
        seed.value,
      );
      if (!game.ok) throw new UsageError(game.error);
      console.log(tilesToString(game.value.state.tiles));
    });
}
