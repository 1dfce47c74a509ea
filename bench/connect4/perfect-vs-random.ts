import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../../src/core/rng.ts';
import { StoppedError, type TaskContext } from '../../src/core/task.ts';
import { columnValues } from '../../src/games/connect4/analysis.ts';
import { perfectHint } from '../../src/games/connect4/hint.ts';
import {
  applyAction,
  type Connect4State,
  getAvailableActions,
  initState,
  isGameOver,
  RED,
} from '../../src/games/connect4/rules.ts';
import { useCommittedBook } from '../../src/games/connect4/solver/book-file.ts';
import { selectPerfectAction } from '../../src/games/connect4/strategies.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Perfect from the start against seeded random replies, as a player meets it on the page: the
 * seat's move (selectPerfectAction) where it is to move, and where its opponent is, the Hint
 * (perfectHint) a player asks for; the analysis (columnValues, every column) at both. Each call
 * is timed in CPU time of this thread (process.cpuUsage: the machine is shared, and the CPU
 * time is what the call takes on a quiet one) and stopped past --cap seconds. Games alternate
 * colours: even games the seat plays Red. Then `games connect4 analyze 4453` is run and its CPU
 * time (user + system, of the process and its children) taken. Writes
 * bench/connect4/perfect-vs-random.md.
 *
 *   npx tsx bench/connect4/perfect-vs-random.ts [--games 50] [--seed 1] [--cap 1]
 */

const { values: args } = parseArgs({
  options: { games: { type: 'string' }, seed: { type: 'string' }, cap: { type: 'string' } },
});
const games = wholeArg('--games', args.games, 50);
const seed = wholeArg('--seed', args.seed, 1);
const capSeconds = wholeArg('--cap', args.cap, 1);
const ROOT = new URL('../../', import.meta.url);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU milliseconds of `call`, Infinity when it was stopped at the cap. */
function timed(call: (task: TaskContext) => unknown): number {
  const started = cpuMs();
  const task: TaskContext = {
    progress: () => {},
    stopped: () => cpuMs() - started > capSeconds * 1000,
  };
  try {
    call(task);
  } catch (error) {
    if (error instanceof StoppedError) return Number.POSITIVE_INFINITY;
    throw error;
  }
  return cpuMs() - started;
}

const KINDS = ['move', 'hint', 'analysis'] as const;
type Kind = (typeof KINDS)[number];
/** Per kind, per ply, the CPU milliseconds of each call. */
const times: Record<Kind, number[][]> = { move: [], hint: [], analysis: [] };
const record = (kind: Kind, ply: number, ms: number) => {
  const byPly = times[kind];
  byPly[ply] ??= [];
  byPly[ply].push(ms);
};

const book = useCommittedBook();
const loadBefore = loadavg()[0] ?? 0;
const wallStart = performance.now();
const rng = createRng(seed);
/**
 * The calls already stopped at the cap, by kind and board: each starts from an empty table, so
 * the same call on the same board goes over again; it is counted again, not run again.
 */
const overCap = new Set<string>();
const timedOnce = (kind: Kind, state: Connect4State, call: (task: TaskContext) => unknown) => {
  const key = `${kind} ${JSON.stringify(state.board.columns)}`;
  if (overCap.has(key)) return Number.POSITIVE_INFINITY;
  const ms = timed(call);
  if (ms === Number.POSITIVE_INFINITY) overCap.add(key);
  return ms;
};
/** Per game, the ply at which it stopped: the seat found no move within the cap. */
const stoppedAt: number[] = [];
for (let game = 0; game < games; game++) {
  const seat = game % 2 === 0 ? RED : 3 - RED;
  let state: Connect4State = initState(7, 6, RED);
  for (let ply = 0; isGameOver(state) === false; ply++) {
    const analysis = timedOnce('analysis', state, (task) =>
      columnValues(state, () => {}, task.stopped),
    );
    record('analysis', ply, analysis);
    let column = -1;
    if (state.toMove === seat) {
      const ms = timedOnce('move', state, (task) => {
        column = selectPerfectAction(state, undefined, task);
      });
      record('move', ply, ms);
    } else {
      record(
        'hint',
        ply,
        timedOnce('hint', state, (task) => perfectHint(state, task)),
      );
      column = rng.pick(getAvailableActions(state));
    }
    // Past the cap the seat has no move: finding it would take minutes of CPU a position
    // where the book does not reach, and any other move leaves the seat's games.
    if (column < 0) {
      stoppedAt.push(ply);
      break;
    }
    state = applyAction(state, column);
  }
  process.stderr.write(`\rgame ${game + 1}/${games}`);
}
process.stderr.write('\n');
const wallMinutes = (performance.now() - wallStart) / 60_000;
const loadAfter = loadavg()[0] ?? 0;

/**
 * `games connect4 analyze 4453`'s CPU seconds (bash's `time`: the process and its children),
 * Infinity when `ulimit -t` stopped it at CLI_CAP seconds (minutes without the book).
 */
const CLI_CAP = 30;
function cliSeconds(): number {
  // The built CLI, as `npm ci` leaves it: a stale build falls back to tsx, a second more.
  execFileSync('node', ['scripts/build-cli.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const out = execFileSync(
    'bash',
    [
      '-c',
      `ulimit -t ${CLI_CAP}; TIMEFORMAT='%U %S'; { time node bin/games.js connect4 analyze 4453 >/dev/null 2>&1; } 2>&1; echo $?`,
    ],
    { cwd: ROOT },
  ).toString();
  const [user = 0, system = 0, status = 0] = out.trim().split(/\s+/).slice(-3).map(Number);
  return status === 0 ? user + system : Number.POSITIVE_INFINITY;
}
const cli = cliSeconds();
const cliText =
  cli === Number.POSITIVE_INFINITY ? `over ${CLI_CAP} s (stopped)` : `${cli.toFixed(2)} s`;

const fmt = (ms: number) =>
  ms === Number.POSITIVE_INFINITY
    ? `> ${capSeconds} s`
    : ms >= 1000
      ? `${(ms / 1000).toFixed(2)} s`
      : `${ms.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const worst = (xs: number[]) => Math.max(...xs);
const over = (xs: number[]) => xs.filter((t) => t > 1000).length;

const all = (kind: Kind) => times[kind].flat();
const summary = markdownTable(
  ['call', 'calls', 'over 1 s', 'median', 'worst'],
  KINDS.map((kind) => [
    kind,
    String(all(kind).length),
    String(over(all(kind))),
    fmt(median(all(kind))),
    fmt(worst(all(kind))),
  ]),
);
const plies = Math.max(...KINDS.map((k) => times[k].length));
const byPly = markdownTable(
  ['ply', ...KINDS.flatMap((k) => [`${k}: calls`, 'over 1 s', 'median', 'worst'])],
  Array.from({ length: plies }, (_, ply) => [
    String(ply),
    ...KINDS.flatMap((k) => {
      const xs = times[k][ply] ?? [];
      return xs.length === 0
        ? ['0', '', '', '']
        : [String(xs.length), String(over(xs)), fmt(median(xs)), fmt(worst(xs))];
    }),
  ]),
);
const overPlies = (kind: Kind) =>
  times[kind].flatMap((xs, ply) => (xs !== undefined && over(xs) > 0 ? [ply] : []));
const slowPlies = [...new Set(KINDS.flatMap(overPlies))].sort((a, b) => a - b);
const bytes = book.encode().length;

const stopped =
  stoppedAt.length === 0
    ? `All ${games} games were played to the end.`
    : `${stoppedAt.length} of the ${games} games stopped where the seat found no move within the cap (at ply ${[...new Set(stoppedAt)].sort((a, b) => a - b).join(', ')}): their later plies are not measured.`;
const verdict =
  slowPlies.length === 0 && cli <= 1
    ? 'Every call answered within 1 s of CPU.'
    : `Not every call answered within 1 s of CPU: ${slowPlies.length === 0 ? 'none of the games' : `calls at plies ${slowPlies.join(', ')}`} went over${cli > 1 ? `, and \`games connect4 analyze 4453\` took ${cliText}` : ''}. The book does not reach those plies of the Perfect seat's games yet; \`nice -n 19 npx tsx scripts/connect4-book-perfect.ts --ply 12 --workers 1\` continues it (bench/connect4/perfect-book.md says how far it is).`;

writeFileSync(
  new URL('./perfect-vs-random.md', import.meta.url),
  `# Connect 4: Perfect against random replies

${stampLine(`npm run bench -- connect4 perfect-vs-random --games ${games} --seed ${seed} --cap ${capSeconds}`)}

${games} games from the empty board (seed ${seed}); in even games the Perfect seat plays Red,
in odd ones Yellow; its opponent plays a random legal column. Where the seat is to move, its
move (\`selectPerfectAction\`, what the page's worker runs); where its opponent is, the Hint
(\`perfectHint\`); at every position the analysis of all columns (\`columnValues\`). Times are
CPU time of the process (\`process.cpuUsage\`), each call stopped at ${capSeconds} s ("> ${capSeconds} s");
a call stopped so once is counted again on the same board without running again (each starts
from an empty table, so it would go over again).
The book: ${book.size.toLocaleString('en-US')} entries, ${bytes.toLocaleString('en-US')} bytes
(src/games/connect4/solver/book.bin; its generation: bench/connect4/perfect-book.md).

${verdict} ${stopped}

${summary}

\`games connect4 analyze 4453\`: ${cliText} of CPU (the process and its children, \`bash\`'s \`time\`).

By ply:

${byPly}

Machine: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (one used);
the run took ${wallMinutes.toFixed(1)} min of wall time at a load average (1 minute) of
${loadBefore.toFixed(1)} to ${loadAfter.toFixed(1)}.
`,
);
console.log(summary);
