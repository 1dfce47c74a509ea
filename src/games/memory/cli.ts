import type { Command } from 'commander';
import { wholeNumber } from '../../cli/options.ts';
import { toDecimal, toText } from './fraction.ts';
import { MAX_PAIRS, MIN_PAIRS } from './info.ts';
import { expectedMoves } from './optimal.ts';

export function registerCommands(command: Command): void {
  command
    .command('expect')
    .description("the optimal perfect-memory player's expected moves, as an exact fraction")
    .option('--pairs <n>', `pairs, ${MIN_PAIRS}-${MAX_PAIRS}`, '10')
    .option('--json', 'print JSON')
    .action((opts: { pairs: string; json?: boolean }) => {
      const pairs = wholeNumber('--pairs', opts.pairs, 1, MAX_PAIRS);
      const e = expectedMoves(pairs);
      if (opts.json)
        return console.log(
          JSON.stringify({ pairs, fraction: toText(e), decimal: toDecimal(e, 10) }),
        );
      console.log(`${pairs} pairs: ${toText(e)} ≈ ${toDecimal(e, 6)} moves`);
    });
}
