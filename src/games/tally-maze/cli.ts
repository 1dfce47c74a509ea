import type { Command } from 'commander';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { MAX_SIDE, MIN_SIDE } from './info.ts';
import { decodeMaze, mazeCount, mazeWalls, wallsToString } from './maze.ts';

/** A side from the command line: a whole number from 2 to 30, else a usage error naming it. */
function side(name: string, text: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < MIN_SIDE || Number(text) > MAX_SIDE) {
    throw new UsageError(
      `--${name} must be a whole number from ${MIN_SIDE} to ${MAX_SIDE}, not ${excerpt(text)}`,
    );
  }
  return Number(text);
}

interface SizeOptions {
  width: string;
  height: string;
}

export function registerCommands(command: Command): void {
  command
    .command('count')
    .description('print the exact number of W×H mazes in PLT’s numbering')
    .requiredOption('--width <w>', `maze width, ${MIN_SIDE}-${MAX_SIDE}`)
    .requiredOption('--height <h>', `maze height, ${MIN_SIDE}-${MAX_SIDE}`)
    .action((opts: SizeOptions) => {
      console.log(String(mazeCount(side('width', opts.width), side('height', opts.height))));
    });

  command
    .command('walls')
    .description('print maze number N of the W×H mazes, as PLT numbers them')
    .requiredOption('--width <w>', `maze width, ${MIN_SIDE}-${MAX_SIDE}`)
    .requiredOption('--height <h>', `maze height, ${MIN_SIDE}-${MAX_SIDE}`)
    .requiredOption('--index <n>', 'the maze number, from 0')
    .addHelpText(
      'after',
      '\nOutput: rows from the top joined by /, a digit a cell from the left: 0 closed, 1 the right\nedge open, 2 the bottom edge open, 3 both.',
    )
    .action((opts: SizeOptions & { index: string }) => {
      const width = side('width', opts.width);
      const height = side('height', opts.height);
      const text = opts.index.trim();
      if (!/^\d+$/.test(text)) {
        throw new UsageError(`--index must be a whole number from 0, not ${excerpt(opts.index)}`);
      }
      const index = BigInt(text);
      const count = mazeCount(width, height);
      if (index >= count) {
        throw new UsageError(
          `--index ${text} is too large: ${width}×${height} mazes are numbered 0 to ${count - 1n}`,
        );
      }
      console.log(wallsToString(width, mazeWalls(width, height, decodeMaze(width, height, index))));
    });
}
