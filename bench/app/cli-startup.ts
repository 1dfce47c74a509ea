import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * The CLI's start-up, in CPU seconds (user + system) of the whole process: `games list` and one
 * command a game family on an input that takes milliseconds, run from the TypeScript sources
 * through tsx (GAMES_CLI=src, as bin/games.js ran every command before issue 44) and from the
 * build in dist-cli/ (built first). Node alone (`node -e ''`) is the floor. The runs take turns,
 * command by command, so a change in the machine's load falls on all alike; each is timed by
 * bash's `time` (getrusage of the finished child, to the millisecond).
 *
 *   npm run bench -- app cli-startup [--runs 11] [--out bench/app/cli-startup.md]
 */

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  readonly input?: string;
}

const CASES: readonly Case[] = [
  { name: 'list', args: ['list'] },
  // Pons' first test position of his end-easy set (src/games/connect4/solver/pons-sample.txt).
  {
    name: 'connect4 solve (37 plies played)',
    args: ['connect4', 'solve'],
    input: '2252576253462244111563365343671351441\n',
  },
  { name: 'pbn solve dom:4', args: ['pbn', 'solve', 'dom:4'] },
  { name: 'onitama perft --depth 2', args: ['onitama', 'perft', '--depth', '2'] },
  {
    name: 'slidey solve 4×4 (1 move)',
    args: [
      'slidey',
      'solve',
      '--width',
      '4',
      '--height',
      '4',
      '--tiles',
      '1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15',
    ],
  },
  // Not start-up alone: any 3×3 board is answered from an exact table of its 181,440 positions,
  // built first (some 0.3 s of CPU).
  {
    name: 'slidey solve 3×3 (6 moves)',
    args: ['slidey', 'solve', '--width', '3', '--height', '3', '--tiles', '4,1,3,7,2,6,0,5,8'],
  },
  {
    name: 'chat-noir solve (trap in 1)',
    args: [
      'chat-noir',
      'solve',
      '--state',
      '-....../......./..xxx../..xC.x./..xxx../......./-...... p 8',
    ],
  },
];

type Mode = 'node' | 'tsx' | 'built';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const RUNS = wholeArg('--runs', option('--runs'), 11);
const OUT = option('--out') ?? 'bench/app/cli-startup.md';

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** One run: CPU and wall seconds of the child, which must succeed. */
function run(mode: Mode, c: Case): { cpu: number; wall: number } {
  const command =
    mode === 'node' ? "node -e ''" : ['node', 'bin/games.js', ...c.args].map(quote).join(' ');
  const env: NodeJS.ProcessEnv = { ...process.env, GAMES_CLI: mode === 'tsx' ? 'src' : '' };
  delete env.NODE_OPTIONS;
  const script = `TIMEFORMAT='%3U %3S %3R'; time (${command} >/dev/null 2>/tmp/cli-startup.err)`;
  const out = spawnSync('bash', ['-c', script], { input: c.input ?? '', env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`${command} (${mode}) failed: ${out.stderr}`);
  const [user = NaN, sys = NaN, wall = NaN] =
    out.stderr.trim().split('\n').at(-1)?.split(' ').map(Number) ?? [];
  return { cpu: user + sys, wall };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};

execFileSync('node', ['scripts/build-cli.mjs'], { stdio: 'inherit' });
const built = spawnSync('node', ['bin/games.js', 'list'], { encoding: 'utf8' });
if (built.stderr !== '') throw new Error(`the build does not run: ${built.stderr}`);

const started = { load: loadavg(), at: new Date() };
const modes: readonly Mode[] = ['node', 'tsx', 'built'];
const times = CASES.map(() => modes.map(() => [] as { cpu: number; wall: number }[]));
for (let i = -1; i < RUNS; i++) {
  for (const [k, c] of CASES.entries()) {
    for (const [m, mode] of modes.entries()) {
      if (mode === 'node' && k > 0) continue;
      const t = run(mode, c);
      if (i >= 0) times[k]?.[m]?.push(t);
    }
  }
  process.stderr.write(`run ${i + 1} of ${RUNS}\r`);
}
const load = loadavg();

const s3 = (x: number) => x.toFixed(3);
const node = times[0]?.[0] ?? [];
const rows = CASES.map((c, k) => {
  const [, tsx = [], build = []] = times[k] ?? [];
  const cpu = (xs: typeof tsx) => median(xs.map((t) => t.cpu));
  const min = (xs: typeof tsx) => Math.min(...xs.map((t) => t.cpu));
  return [
    `\`games ${c.name}\``,
    `${s3(cpu(tsx))} (${s3(min(tsx))})`,
    `${s3(cpu(build))} (${s3(min(build))})`,
    `${(cpu(tsx) / cpu(build)).toFixed(1)}×`,
    `${s3(median(tsx.map((t) => t.wall)))} / ${s3(median(build.map((t) => t.wall)))}`,
  ];
});
rows.unshift([
  '`node -e ""` (Node alone)',
  '',
  `${s3(median(node.map((t) => t.cpu)))} (${s3(Math.min(...node.map((t) => t.cpu)))})`,
  '',
  `${s3(median(node.map((t) => t.wall)))}`,
]);

const cpu = cpus();
const report = `# The CLI's start-up: TypeScript through tsx, and the build

${stampLine(`npm run bench -- app cli-startup --runs ${RUNS}`)} Started ${started.at.toISOString().slice(11, 16)} UTC, on
Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; load average ${started.load.map((x) => x.toFixed(2)).join(' ')}
at the start, ${load.map((x) => x.toFixed(2)).join(' ')} at the end.

CPU seconds (user + system) of the whole process, the median of ${RUNS} runs after one warm-up (the
fastest in brackets); the runs took turns. **tsx** runs the TypeScript sources through tsx
(\`GAMES_CLI=src node bin/games.js …\`, which is how every command ran before issue 44; its cache of
compiled files is warm after the first run); **built** runs dist-cli/ (\`npm run build:cli\`, which npm
ci's prepare step runs). Each input takes milliseconds, so the figures are the start-up.

${markdownTable(['command', 'tsx, CPU s', 'built, CPU s', 'tsx / built', 'wall s, tsx / built'], rows)}

The 3×3 Slidey row is not start-up alone: any 3×3 board is answered from an exact table of its
181,440 positions, built first. A cold tsx cache (a first run, not counted here) costs more than
the tsx figures.
`;
writeFileSync(OUT, report);
console.log(report);
