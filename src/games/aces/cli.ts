import type { Command } from 'commander';
import { bar, progressLine, seedOption, wholeNumber } from '../../cli/options.ts';
import { UsageError } from '../../cli/usage-error.ts';
import { excerpt } from '../../core/excerpt.ts';
import { createPool } from '../../search/pool.ts';
import { wilsonInterval } from '../../search/wilson.ts';
import {
  deckOf,
  RATE_TASK,
  type RateJob,
  type RateResult,
  type Rater,
  type Shuffle,
} from './rate.ts';
import { aces, dealOf } from './rules.ts';
import { DEFAULT_NODE_LIMIT, solveDeck } from './solver.ts';

const shuffleOf = (text: string): Shuffle => {
  if (text !== 'plt' && text !== 'uniform')
    throw new UsageError(`--shuffle ${excerpt(text)}: plt or uniform`);
  return text;
};

/** Deals a chunk of work at a time, so the progress bar moves and threads balance. */
const CHUNK = 100;

export function registerCommands(command: Command): void {
  command
    .command('solve')
    .description('say whether the deal of a seed can be won, seeing the whole stock, and how')
    .option('--seed <n>', 'seed of the deal (as the game deals it)', '1')
    .option('--shuffle <kind>', "plt (PLT's riffle, the game's deal) or uniform", 'plt')
    .option('--node-limit <n>', 'positions to search at most', String(DEFAULT_NODE_LIMIT))
    .option('--json', 'print JSON')
    .action((opts: { seed: string; shuffle: string; nodeLimit: string; json?: boolean }) => {
      const seed = seedOption(opts.seed);
      const nodeLimit = wholeNumber('--node-limit', opts.nodeLimit, 1, 1e9);
      const deck = deckOf(seed, shuffleOf(opts.shuffle));
      const started = performance.now();
      const solved = solveDeck(deck, { nodeLimit });
      const ms = Math.round(performance.now() - started);
      // The line is replayed through the rules: the solver's claim is checked.
      let s = dealOf(deck);
      const texts = solved.line.map((m) => {
        const text = aces.moveText?.(s, m, 0) ?? aces.moveToString(m);
        s = aces.play(s, m);
        return text;
      });
      if (solved.won && aces.result(s)?.kind !== 'solved') throw new Error('the line does not win');
      const verdict = solved.won === null ? 'unknown' : solved.won ? 'winnable' : 'lost';
      if (opts.json) {
        const line = solved.line.map((m) => aces.moveToString(m));
        return console.log(JSON.stringify({ seed, verdict, line, nodes: solved.nodes, ms, deck }));
      }
      console.log(`deal ${seed}: ${verdict} (${solved.nodes} nodes, ${ms} ms)`);
      if (solved.won) console.log(`line (${texts.length} clicks): ${texts.join(', ')}`);
    });

  command
    .command('rate')
    .description('the share of seeded deals a player wins: the no-peek player or the solver')
    .requiredOption('--deals <n>', 'deals to play, seeds from --from on')
    .option('--player <p>', 'nopeek (sees what a player sees) or solver (sees the stock)', 'nopeek')
    .option('--from <n>', 'first seed', '1')
    .option('--shuffle <kind>', "plt (PLT's riffle, the game's deal) or uniform", 'plt')
    .option(
      '--node-limit <n>',
      "the solver's positions per deal at most",
      String(DEFAULT_NODE_LIMIT),
    )
    .option('--workers <k>', 'worker threads (0: this thread)', '0')
    .option('--json', 'print JSON')
    .action(async (opts: Record<string, string | boolean | undefined>) => {
      const deals = wholeNumber('--deals', String(opts.deals), 1, 10_000_000);
      const from = wholeNumber('--from', String(opts.from), 0, 0xffff_ffff);
      const workers = wholeNumber('--workers', String(opts.workers), 0, 64);
      const nodeLimit = wholeNumber('--node-limit', String(opts.nodeLimit), 1, 1e9);
      const player = opts.player as Rater;
      if (player !== 'nopeek' && player !== 'solver')
        throw new UsageError(`--player ${excerpt(String(opts.player))}: nopeek or solver`);
      const shuffle = shuffleOf(String(opts.shuffle));
      const jobs: RateJob[] = [];
      for (let at = from; at < from + deals; at += CHUNK)
        jobs.push({
          from: at,
          count: Math.min(CHUNK, from + deals - at),
          player,
          shuffle,
          nodeLimit,
        });
      const line = progressLine();
      let done = 0;
      const started = performance.now();
      const pool = createPool<RateJob, RateResult>(RATE_TASK, workers, (_, r) => {
        done += r.deals;
        line.show(`${bar(done, deals)} ${done}/${deals}`);
      });
      const results = await pool.run(jobs).finally(() => pool.close());
      line.clear();
      const sum = (key: keyof RateResult) => results.reduce((n, r) => n + r[key], 0);
      const won = sum('won');
      const [low, high] = wilsonInterval(won / deals, deals);
      const out = {
        player,
        shuffle,
        deals,
        from,
        won,
        rate: won / deals,
        interval95: [low, high],
        unknown: sum('unknown'),
        nodes: sum('nodes'),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      };
      if (opts.json) return console.log(JSON.stringify(out));
      const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
      console.log(
        `${player} on ${deals} ${shuffle} deals from seed ${from}: won ${won} (${pct(out.rate)}, 95% ${pct(low)}–${pct(high)})` +
          (player === 'solver' ? `, undecided ${out.unknown}, ${out.nodes} nodes` : '') +
          `, ${out.seconds} s`,
      );
    });
}
