/**
 * Writes bench/crazy-8s/players.md: our players against PLT's opponent with `games match`
 * (paired seats, seeded deals), head to head and against three PLT players.
 *
 *   npm run bench -- crazy-8s players [games-head-to-head] [games-four-players] [player] [player-four] [workers]
 *
 * The issue's figure: `npm run bench -- crazy-8s players 2000 2000 mc:1000 heuristic 1`; a player is a
 * seat name (`mc:1000`, `ismcts:1000`, `heuristic`), the second one the one against three PLT
 * players (the first if not given). The two matches run at once, each on `workers`.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { writeReport } from '../../src/cli/report-file.ts';
import { stampLine } from '../lib/stamp.ts';

const [duel = '2000', four = '2000', ours = 'mc:1000', fourArg, workers = '1'] =
  process.argv.slice(2);
const oursFour = fourArg ?? ours;

const run = promisify(execFile);

/** One `games match`, its command line, and its table with the minutes it took and the load. */
async function match(game: string, players: string, games: string) {
  const args = ['games', 'match', game, '--players', players, '--games', games, '--seed', '1'];
  args.push('--workers', workers);
  const started = Date.now();
  const load = loadavg()[0]?.toFixed(1);
  const { stdout: text } = await run('npx', args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const command = `npx ${args.map((a) => (a.includes('(') ? `'${a}'` : a)).join(' ')}`;
  return { command, text: `${text.trim()}\n(${minutes} min; load average ${load} at the start)` };
}

const sections = [
  [
    'Head to head (1 opponent, 7 cards): goal at least 65%',
    'crazy-8s(deal=1x7)',
    `${ours},plt`,
    duel,
  ],
  [
    'Against three PLT players (3 opponents, 7 cards): goal above 1/4',
    'crazy-8s(deal=3x7)',
    `${oursFour},plt,plt,plt`,
    four,
  ],
] as const;

const parts = [
  "# Crazy 8s: our players against PLT's opponent",
  '',
  stampLine(`npm run bench -- crazy-8s players ${duel} ${four} ${ours} ${oursFour} ${workers}`),
  'On a shared two-core machine (see the load below). `mc:<n>`: src/games/crazy-8s/table-search.ts,',
  "flat determinized Monte Carlo (UCB1 over its own moves, n deals, each played out with PLT's",
  'policy on a mutable table), with the card memory of `drewAgainst`; `ismcts:<n>` is the same',
  'search over copied states (search.ts), `heuristic` is smart.ts. A stuck game is a draw (½).',
];
// The two matches run side by side.
const results = await Promise.all(
  sections.map(([, game, players, games]) => match(game, players, games)),
);
for (const [i, [title]] of sections.entries()) {
  const { command, text } = results[i] as { command: string; text: string };
  parts.push('', `## ${title}`, '', '```sh', command, '```', '', '```', text, '```');
  process.stdout.write(`${title}\n${text}\n`);
}
writeReport('bench/crazy-8s/players.md', `${parts.join('\n')}\n`);
