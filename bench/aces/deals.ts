import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { writeReport } from '../../src/cli/report-file.ts';
import {
  RATE_TASK,
  type RateJob,
  type RateResult,
  type Rater,
  type Shuffle,
} from '../../src/games/aces/rate.ts';
import { DEFAULT_NODE_LIMIT } from '../../src/games/aces/solver.ts';
import { createPool } from '../../src/search/pool.ts';
import { wilsonInterval } from '../../src/search/wilson.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Aces over seeded deals: the full-knowledge solver's share of winnable deals and the no-peek
 * player's win rate, on the game's deals (PLT's riffle) and on uniform shuffles (the published
 * figures' deals). Writes bench/aces/deals.md.
 *
 *   npm run bench -- aces deals [--solver-deals 10000] [--nopeek-deals 100000] [--workers 2]
 */
const { values: args } = parseArgs({
  options: {
    'solver-deals': { type: 'string' },
    'nopeek-deals': { type: 'string' },
    workers: { type: 'string' },
    out: { type: 'string', default: new URL('./deals.md', import.meta.url).pathname },
  },
});
const solverDeals = wholeArg('--solver-deals', args['solver-deals'], 10_000);
const nopeekDeals = wholeArg('--nopeek-deals', args['nopeek-deals'], 100_000);
const workers = wholeArg('--workers', args.workers, 2);

async function rate(player: Rater, shuffle: Shuffle, deals: number) {
  const jobs: RateJob[] = [];
  for (let at = 1; at <= deals; at += 100)
    jobs.push({
      from: at,
      count: Math.min(100, deals + 1 - at),
      player,
      shuffle,
      nodeLimit: DEFAULT_NODE_LIMIT,
    });
  const started = performance.now();
  const pool = createPool<RateJob, RateResult>(RATE_TASK, workers);
  const results = await pool.run(jobs).finally(() => pool.close());
  const won = results.reduce((n, r) => n + r.won, 0);
  const unknown = results.reduce((n, r) => n + r.unknown, 0);
  const nodes = results.reduce((n, r) => n + r.nodes, 0);
  const [lo, hi] = wilsonInterval(won / deals, deals);
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  const s = (performance.now() - started) / 1000;
  console.error(`${player} ${shuffle} ${deals}: ${won}`);
  return [
    player,
    shuffle,
    String(deals),
    String(won),
    pct(won / deals),
    `${pct(lo)}–${pct(hi)}`,
    String(unknown),
    player === 'solver' ? String(Math.round(nodes / deals)) : '–',
    `${((1000 * s) / deals).toFixed(2)}`,
  ];
}

const rows = [];
for (const shuffle of ['plt', 'uniform'] as const)
  rows.push(await rate('solver', shuffle, solverDeals));
for (const shuffle of ['plt', 'uniform'] as const)
  rows.push(await rate('nopeek', shuffle, nopeekDeals));
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(' ');
const md = `# Aces: winnable deals and the no-peek player

${stampLine(`npm run bench -- aces deals --solver-deals ${solverDeals} --nopeek-deals ${nopeekDeals} --workers ${workers}`)}
Seeds 1..N; load average at the end ${load}, a shared two-core machine.

- **solver**: the full-knowledge solver (sees the stock), removals made at once, node limit
  ${DEFAULT_NODE_LIMIT} a deal; "won" = a winning line found (each replayed through the rules by
  \`games aces solve\`), "undecided" = the limit ran out.
- **nopeek**: the no-peek player (src/games/aces/nopeek.ts), which sees only what a player sees.
- **plt**: the game's deals (PLT's riffle ×7, not uniform); **uniform**: Fisher–Yates deals, as
  the published figures use (33.7% of 20,000 winnable; simple rules win 0.5–1.6%).

${markdownTable(['player', 'deals', 'N', 'won', 'rate', '95% interval', 'undecided', 'nodes/deal', 'ms/deal'], rows)}
`;
writeReport(args.out as string, md);
console.log(md);
