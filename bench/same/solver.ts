import { cpus, loadavg } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { writeReport } from '../../src/cli/report-file.ts';
import {
  type SeededJob,
  type SeededResult,
  solveSeeded,
} from '../../src/games/same/solver/seeded.ts';
import { createPool } from '../../src/search/pool.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { solveSeededCpu } from './lib/seeded-cpu.ts';

/**
 * The Same solver on seeded boards under both rules, at each time budget. Writes bench/same/solver.md.
 *
 *   npm run bench -- same solver [--boards 100,20] [--seconds 1,10] [--standard-boards 20] [--test-set 20] [--long 60] [--workers 2] [--clock wall|cpu]
 *
 * `--boards` pairs with `--seconds`: PLT boards (seeds 1…n) played at each budget. Standard
 * boards (seeds 1…n, 15×15) and the first `--test-set` boards of the standard test set (the
 * research literature's 20; 0 for none) are played at every budget, and the test set also at
 * each `--long` budget (none unless given): the longer runs to set beside the published ones,
 * which took minutes to hours a board. `--clock wall` (the default) counts wall-clock time per
 * board, so a busy machine gives lower scores (the table records the load average); `--clock
 * cpu` counts the CPU time of the worker thread that solves the board (lib/seeded-cpu.ts, on the clock of bench/lib/cpu-clock.ts), which
 * other jobs on the machine do not change.
 */
const DEFAULT_OUT = new URL('./solver.md', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    boards: { type: 'string', default: '100,20' },
    seconds: { type: 'string', default: '1,10' },
    'standard-boards': { type: 'string', default: '20' },
    'test-set': { type: 'string', default: '20' },
    long: { type: 'string', default: '' },
    workers: { type: 'string', default: '2' },
    clock: { type: 'string', default: 'wall' },
    out: { type: 'string', default: DEFAULT_OUT },
  },
});

/** `zero`: 0 is allowed (no PLT boards at that budget). */
const list = (name: string, text: string, zero = false) =>
  text.split(',').map((t) => {
    const n = Number(t);
    if (!(n > 0 || (zero && n === 0))) {
      console.error(`error: ${name} "${text}": a comma-separated list of numbers above 0`);
      process.exit(2);
    }
    return n;
  });
const seconds = list('--seconds', args.seconds);
const boards = list('--boards', args.boards, true).map(Math.round);
if (boards.length !== seconds.length) {
  console.error('error: --boards and --seconds must list as many entries');
  process.exit(2);
}
const long = args.long ? list('--long', args.long) : [];
const standardBoards = wholeArg('--standard-boards', args['standard-boards'], 20);
const testSet = wholeArg('--test-set', args['test-set'], 20);
if (testSet > 20) {
  console.error(`error: --test-set "${args['test-set']}": the test set has 20 boards`);
  process.exit(2);
}
const workers = wholeArg('--workers', args.workers, 2);
const cpu = args.clock === 'cpu';
if (!cpu && args.clock !== 'wall') {
  console.error(`error: --clock "${args.clock}": wall or cpu`);
  process.exit(2);
}

const pool = createPool<SeededJob, SeededResult>(
  cpu
    ? {
        module: new URL('./lib/seeded-cpu.ts', import.meta.url),
        name: 'solveSeededCpu',
        run: solveSeededCpu,
      }
    : {
        module: new URL('../../src/games/same/solver/seeded.ts', import.meta.url),
        name: 'solveSeeded',
        run: solveSeeded,
      },
  workers,
  // Each board's score as it comes, so a run cut short still tells what it found.
  (index, result) => process.stderr.write(`${current} ${index + 1}: ${result.score}\n`),
);

interface Row {
  kind: Kind;
  boards: number;
  seconds: number;
  results: SeededResult[];
}

let current = '';
const loadBefore = loadavg()[0] ?? 0;
const started = Date.now();
const rows: Row[] = [];
/** `set`: the standard test set's boards (standard rules), the search seeded by the number. */
type Kind = 'plt' | 'standard' | 'set';
const plan: [Kind, number, number][] = [
  ...seconds.map((s, i): [Kind, number, number] => ['plt', boards[i] as number, s]),
  ...seconds.map((s): [Kind, number, number] => ['standard', standardBoards, s]),
  ...[...seconds, ...long].map((s): [Kind, number, number] => ['set', testSet, s]),
];
for (const [kind, n, s] of plan) {
  if (n === 0) continue;
  current = `${kind} ${s} s`;
  process.stderr.write(`${kind}: ${n} boards at ${s} s\n`);
  const rules = kind === 'plt' ? 'plt' : 'standard';
  const jobs = Array.from(
    { length: n },
    (_, k): SeededJob => ({
      rules,
      seed: k + 1,
      ms: s * 1000,
      ...(kind === 'set' ? { testBoard: k + 1 } : {}),
    }),
  );
  const results = await pool.run(jobs);
  rows.push({ kind, boards: n, seconds: s, results });
  write();
}
await pool.close();
console.log(write());

/**
 * Writes the table of the rows finished so far: after each row, so a run cut short keeps them.
 */
function write(): string {
  const loadAfter = loadavg()[0] ?? 0;

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const table = markdownTable(
    [
      'rules',
      'boards (seeds)',
      cpu ? 'CPU s / board' : 's / board',
      'mean score',
      'total',
      'min',
      'max',
      'cleared',
      'mean playouts',
    ],
    rows.map(({ kind, boards, seconds, results }) => {
      const scores = results.map((r) => r.score);
      return [
        { plt: 'PLT 20×16', standard: 'standard 15×15', set: '**standard test set**' }[kind],
        kind === 'set' ? `${boards} (set 1–${boards})` : `${boards} (1–${boards})`,
        seconds,
        Math.round(mean(scores)).toLocaleString('en'),
        scores.reduce((a, b) => a + b, 0).toLocaleString('en'),
        Math.min(...scores).toLocaleString('en'),
        Math.max(...scores).toLocaleString('en'),
        results.filter((r) => r.left === 0).length,
        Math.round(mean(results.map((r) => r.playouts))).toLocaleString('en'),
      ];
    }),
  );

  const command = `npm run bench -- same solver --boards ${boards.join(',')} --seconds ${seconds.join(',')} --standard-boards ${standardBoards} --test-set ${testSet}${long.length ? ` --long ${long.join(',')}` : ''} --workers ${workers}${cpu ? ' --clock cpu' : ''}${args.out === DEFAULT_OUT ? '' : ` --out bench/${basename(args.out)}`}`;
  const reduced = rows.filter((r) => r.kind === 'plt' && r.boards < 100);
  const note = reduced.length
    ? `\nA reduced set: ${reduced.map((r) => `${r.boards} PLT boards at ${r.seconds} s`).join(', ')} instead of 100 (the machine was shared); \`--boards 100,100\` writes the full table.\n`
    : '';
  const total = (r: Row) => r.results.reduce((n, x) => n + x.score, 0);
  const PUBLISHED = [
    ["Billings' program", 72_816],
    ['single-player MCTS (Schadd et al. 2008)', 73_998],
    ['nested Monte Carlo search level 3 (Cazenave 2009)', 77_934],
  ] as const;
  const setRows = rows.filter((r) => r.kind === 'set' && r.boards === 20);
  const comparison = setRows.length
    ? `On the whole test set, against the published totals on the same 20 boards (${PUBLISHED.map(([who, n]) => `${n.toLocaleString('en')}, ${who}`).join('; ')}; all from far longer runs, minutes to hours a board, in C or C++): ${setRows
        .map(
          (r) =>
            `at ${r.seconds} s${cpu ? ' of CPU time' : ''} a board ours is ${total(r).toLocaleString('en')}, ${PUBLISHED.map(([, n]) => `${Math.round((100 * total(r)) / n)} %`).join(', ')} of them`,
        )
        .join('; ')}.`
    : 'The whole test set was not run (`--test-set 20` runs it).';
  const perBoard = setRows
    .map((r) => `- ${r.seconds} s: ${r.results.map((x) => x.score.toLocaleString('en')).join(' ')}`)
    .join('\n');

  const report = `# Same solver

${rows.length < plan.filter(([, n]) => n > 0).length ? 'Cut short: only the rows finished are here. ' : ''}${stampLine(command)} In ${Math.round((Date.now() - started) / 1000)} s.

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${workers} worker threads;
load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after. ${
    cpu
      ? "The budget is the CPU time of the thread that solves the board (Linux's /proc/thread-self/schedstat, `bench/lib/cpu-clock.ts`), so the load changes the run's length, not its figures."
      : 'The budget is wall-clock time, so on a shared machine every figure here is lower than the solver gives on an idle one (`--clock cpu` counts CPU time instead).'
  }
${note}
The solver is a beam search with tabu-colour playouts: every move from each of the beam's
positions is followed by one playout, and the best children, one per distinct board, go on; each
position remembers the best line found from it (a nested search's memorisation), so the best line
is never lost; a first run of width 1 (a level-1 nested Monte Carlo search), a second of width 8
that times a unit of width, then one as wide as the time left allows (\`src/games/same/solver/\`). Boards are the game's own deals from seeds 1…n (PLT:
20×16, 5 colours, PLT's clumping; standard: 15×15, 5 uniform colours) and the **standard test set**,
the 20 boards the research literature reports on (\`src/games/same/standard-boards.ts\`, converted
by \`bench/same/standard-boards.ts\`), each score replayed through the rules. PLT scores count n²
a blob and the bonus; standard scores (n − 2)² and 1000 for a clear.

${table}

${comparison}
${perBoard ? `\nThe test set board by board (1 to 20):\n\n${perBoard}\n` : ''}
History (wall-clock budgets, so the load lowered them; test-set totals at 1 s and 10 s a board
unless said): before the beam, repeated nested Monte Carlo searches, standard boards 43,170 and
51,420 (2026-11-23, a05574e); the first beam, standard 49,865 and 56,985 (2068bff); playouts
drawing random cells, the test set 43,878 and 54,742 (8044eb5, load 16.5-23.2); playouts keeping
each column's count of candidate cells (1.9 times the playouts a CPU second), the test set 49,554,
58,404, and 68,053 at 60 s (8a4b401, load 27.3-25.6, about 7 s of CPU time a board at 60 s).
With the CPU-time clock the same solver gave 58,752 at 1 s and 66,082 at 4 s of CPU time a board
(2026-11-26, load 1-7).${args.out === DEFAULT_OUT ? ' The longer row of the test set is in `bench/same/solver-long.md`.' : ''}

Nested rollout policy adaptation was tried and left out: it labels the whole board at each
step of a playout, so it ran a tenth as many playouts a second, and scored far less at these
budgets. Also tried and left out, each within the noise of 20 boards at 20,000 playouts a board or
worse: a beam with a static evaluation instead of playouts (the points of the blobs as they stand
and of each colour gathered: 30 % less at equal time), beams from points along the best line
after the first (the end game searched wider), pruning the tabu colour's moves in the beam, and
playouts that prefer the smaller or the larger of two blobs. Playouts that keep the tabu colour
together (of up to three candidate cells drawn, the first whose run in its column has the tabu
colour below and above it, so its removal joins them) scored 57,913 on the test set at 1 s of CPU
time a board, against 60,063 without, with a quarter fewer playouts.
`;
  writeReport(args.out, report);
  return report;
}
