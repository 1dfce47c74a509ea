import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { wilsonInterval } from '../../src/search/wilson.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Go Fish: each of our players against two of PLT's, by `games match` (paired deals, every player
 * in every seat, seeded). An equal player wins a third of the games. Writes bench/go-fish/players.md.
 *
 *   npx tsx bench/go-fish/players.ts [--games 2001] [--search-games 2001]
 *
 * `--search-games` sets the games of the IS-MCTS rows, which take much longer. Counts are
 * multiples of 3 (each deal once per seat): 2,001 is the first past the issue's 2,000.
 */
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const GAMES = wholeArg('games', arg('games'), 2001);
const SEARCH_GAMES = wholeArg('search-games', arg('search-games'), 2001);
const SEED = 1;
const ROWS = [
  { ours: 'memory', games: GAMES },
  { ours: 'ismcts:200', games: SEARCH_GAMES },
];

interface MatchJson {
  players: { id: string; wins: number; draws: number; games: number; score: number }[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

const rows: string[][] = [];
const commands: string[] = [];
for (const { ours, games } of ROWS) {
  const args = ['match', 'go-fish', '--players', `${ours},plt,plt`, '--games', `${games}`];
  const command = `games ${args.join(' ')} --seed ${SEED}`;
  commands.push(command);
  const loadBefore = load();
  const started = performance.now();
  const out = execFileSync('node', ['bin/games.js', ...args, '--seed', `${SEED}`, '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = (performance.now() - started) / 1000;
  const result = JSON.parse(out) as MatchJson;
  const me = result.players[0] as MatchJson['players'][number];
  const share = me.wins / me.games;
  const [lo, hi] = wilsonInterval(share, me.games);
  rows.push([
    ours,
    `${me.games}`,
    `${me.wins}`,
    `${me.draws}`,
    `${pct(share)} (${pct(lo)}–${pct(hi)})`,
    pct(me.score),
    `${seconds.toFixed(0)} s`,
    `${loadBefore} → ${load()}`,
  ]);
  console.error(`${command}: ${pct(share)} wins`);
}

const FULL = 2001;
const partial =
  SEARCH_GAMES < FULL
    ? `\nThe IS-MCTS row has ${SEARCH_GAMES} games, what fitted the time on the shared machine; the\nissue's count is \`npx tsx bench/go-fish/players.ts --games ${FULL} --search-games ${FULL}\`.\n`
    : '';

const report = `# Go Fish: our players against two of PLT's

${stampLine(`npm run bench -- go-fish players --games ${GAMES} --search-games ${SEARCH_GAMES}`)}
Each row is one \`games match\` (seed ${SEED}): every deal is played three times, our player
taking each seat once, against two copies of PLT's opponent (\`plt\`: a random card not yet
asked with, a random target). A player as good as PLT's wins a third of the games. Ties for
the most pairs are draws; "score" counts a draw as half a win.

${markdownTable(
  [
    'ours',
    'games',
    'wins',
    'draws',
    'win share (95% Wilson)',
    'score',
    'time',
    'load average (1, 5, 15 min) before → after',
  ],
  rows,
)}

${partial}
Commands:

${commands.map((c) => `- \`${c}\``).join('\n')}

- \`memory\` remembers every card an ask showed and which ranks a player said "Go Fish" to; it
  asks where its rank was seen, else at random where it is not known to be missing. No search.
- \`ismcts:N\` is the shared information-set MCTS (\`src/search/ismcts.ts\`), N deals per
  move drawn from what the seat has seen (the same card memory), random playouts.

The machine was shared with seven other helpers' builds and tests (see the load averages); the
figures are counts of games, which load does not change, only the time.
`;
writeReport('bench/go-fish/players.md', report);
console.log(report);
