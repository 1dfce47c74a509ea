import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../../src/core/rng.ts';
import {
  applyAction,
  type Connect4State,
  connectsFour,
  getAvailableActions,
  initState,
  RED,
} from '../../src/games/connect4/rules.ts';
import { Book } from '../../src/games/connect4/solver/book.ts';
import { readBook } from '../../src/games/connect4/solver/book-file.ts';
import { bestMove } from '../../src/games/connect4/solver/solve.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * The Perfect seat's reply time (bestMove, as the page's worker runs it) over positions reached
 * by random play from the empty board, position i at ply i mod (max ply + 1), with the
 * committed opening book and without it. Writes bench/connect4/perfect.md.
 *
 *   npx tsx bench/connect4/perfect.ts [--positions 1000] [--max-ply 20] [--cap 10] [--seed 1]
 *
 * A reply still searching after --cap seconds is stopped and counted as "over the cap": the
 * slowest early positions take minutes without the book, and the goal is 1 s. Random play
 * never makes a move that ends the game, so every position has a reply to find.
 */

const { values: args } = parseArgs({
  options: {
    positions: { type: 'string' },
    'max-ply': { type: 'string' },
    cap: { type: 'string' },
    seed: { type: 'string' },
    // One run at a time, so the two can go on different days or machines: with, without.
    run: { type: 'string', default: 'with,without' },
  },
});
const count = wholeArg('--positions', args.positions, 1000);
const maxPly = wholeArg('--max-ply', args['max-ply'], 20);
const capMs = wholeArg('--cap', args.cap, 10) * 1000;
const seed = wholeArg('--seed', args.seed, 1);

function randomPosition(ply: number, rng: ReturnType<typeof createRng>): Connect4State {
  for (;;) {
    let state = initState(7, 6, RED);
    for (let i = 0; i < ply; i++) {
      const moves = getAvailableActions(state).filter(
        (c) => !connectsFour(state.board, c, state.toMove),
      );
      if (moves.length === 0) break;
      state = applyAction(state, rng.pick(moves));
    }
    if (state.board.columns.flat().length === ply) return state;
  }
}

class OverCap extends Error {}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Milliseconds of CPU time to the reply, or Infinity when it ran past the cap. CPU time, not
 * wall time: on a shared machine the process waits for its core, and the time it runs is what
 * it would take on a quiet one (if anything more, as others also share the caches).
 */
function replyMs(state: Connect4State, book: Book): number {
  const started = cpuMs();
  try {
    bestMove(state, {
      book,
      onProgress: () => {
        if (cpuMs() - started > capMs) throw new OverCap();
      },
    });
  } catch (error) {
    if (error instanceof OverCap) return Number.POSITIVE_INFINITY;
    throw error;
  }
  return cpuMs() - started;
}

const rng = createRng(seed);
const positions = Array.from({ length: count }, (_, i) => randomPosition(i % (maxPly + 1), rng));
const book = readBook();
const chosen = args.run.split(',');
// The JIT compiles the solver on positions of the late middle game first.
if (chosen.some((name) => name === 'with' || name === 'without')) {
  for (const state of positions.filter((_, i) => i % (maxPly + 1) >= 16).slice(0, 50)) {
    replyMs(state, Book.EMPTY);
  }
}

const fmt = (ms: number) =>
  ms === Number.POSITIVE_INFINITY
    ? `> ${capMs / 1000} s`
    : ms >= 1000
      ? `${(ms / 1000).toFixed(2)} s`
      : `${ms.toFixed(1)} ms`;

interface Run {
  readonly name: string;
  /** CPU milliseconds per position, in the order of the positions. */
  readonly times: number[];
  readonly load: [number, number];
  /** Wall seconds of the whole run. */
  readonly seconds: number;
}

function run(name: string, with_: Book): Run {
  const loadBefore = loadavg()[0] ?? 0;
  const started = performance.now();
  const times = positions.map((state, i) => {
    const ms = replyMs(state, with_);
    process.stderr.write(`\r${name}: ${i + 1}/${count}`);
    return ms;
  });
  process.stderr.write('\n');
  return {
    name,
    times,
    load: [loadBefore, loadavg()[0] ?? 0],
    seconds: (performance.now() - started) / 1000,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const worst = (xs: number[]) => Math.max(...xs);

const RESULTS = new URL('./perfect.json', import.meta.url);
const kept: Run[] = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : [];
const fresh = [
  ...(chosen.includes('with') ? [run('with the book', book)] : []),
  ...(chosen.includes('without') ? [run('without the book', Book.EMPTY)] : []),
];
// JSON has no Infinity: a reply over the cap is kept as null.
const runs = [
  ...fresh,
  ...kept
    .filter((r) => !fresh.some((f) => f.name === r.name))
    .map((r) => ({ ...r, times: r.times.map((t) => t ?? Number.POSITIVE_INFINITY) })),
].sort((a, b) => a.name.length - b.name.length);
writeFileSync(RESULTS, `${JSON.stringify(runs)}\n`);
const plyBands = [
  [0, 4],
  [5, 8],
  [9, 12],
  [13, 16],
  [17, 20],
].filter(([from]) => (from as number) <= maxPly);

const summary = markdownTable(
  [
    'run',
    'positions',
    'median',
    'worst',
    'over 1 s',
    `over the ${capMs / 1000} s cap`,
    'wall time of the run',
    'load average',
  ],
  runs.map((r) => [
    r.name,
    String(r.times.length),
    fmt(median(r.times)),
    fmt(worst(r.times)),
    String(r.times.filter((t) => t > 1000).length),
    String(r.times.filter((t) => t === Number.POSITIVE_INFINITY).length),
    `${(r.seconds / 60).toFixed(1)} min`,
    `${r.load[0].toFixed(2)} – ${r.load[1].toFixed(2)}`,
  ]),
);
const byPly = markdownTable(
  ['plies', ...runs.flatMap((r) => [`median ${r.name}`, `worst ${r.name}`])],
  plyBands.map(([from = 0, to = 0]) => {
    const pick = (r: Run) =>
      r.times.filter((_, i) => i % (maxPly + 1) >= from && i % (maxPly + 1) <= to);
    return [`${from}–${to}`, ...runs.flatMap((r) => [fmt(median(pick(r))), fmt(worst(pick(r)))])];
  }),
);

const bytes = book.encode().length;
writeFileSync(
  new URL('./perfect.md', import.meta.url),
  `# Connect 4: the Perfect seat's reply time

${count} positions reached by random play from the empty board (seed ${seed}), position i at
ply i mod ${maxPly + 1}, so every ply from 0 to ${maxPly} has ${Math.floor(count / (maxPly + 1))} or more; random play
never ends the game. The time is one call of \`bestMove\` (src/games/connect4/solver/solve.ts),
what the page's worker runs for the Perfect seat and the Hint, each position from an empty
table. Times are CPU time of the process (\`process.cpuUsage\`): the machine is shared, and
the time a reply runs is what it would take on a quiet machine, where the wall time would
mostly be waiting for the core. A reply past ${capMs / 1000} s of CPU is stopped and counted
over the cap.

${summary}

By ply:

${byPly}

The book (src/games/connect4/solver/book.bin): ${book.size} entries, ${bytes} bytes, every
position held up to ply ${book.completePly}; its generation is in bench/connect4/book.md.

Machine: Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores (one used).
The load average is the 1-minute one at the start and end of each run; above 1 the process
shared its core, and every time is longer than on a quiet machine.

${stampLine(`npm run bench -- connect4 perfect --positions ${count} --max-ply ${maxPly} --cap ${capMs / 1000} --seed ${seed}`)}
Both runs by default; \`--run with\` or \`--run without\` makes one and keeps the other's
figures from bench/connect4/perfect.json (\`--run none\` only rewrites this page).
`,
);
console.log(summary);
