import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../../src/core/rng.ts';
import type { Position } from '../../src/games/connect4/solver/bitboard.ts';
import { bookPlies } from '../../src/games/connect4/solver/book-job.ts';
import { Solver } from '../../src/games/connect4/solver/search.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * What the opening book costs to generate, the way the generator solves a ply: its positions in
 * the generator's order (children of one parent together, parents in their own order, so a
 * depth-first walk of the tree), a few hundred consecutive ones from a place drawn by the seed,
 * solved three ways on one thread, in CPU time (windows far apart differ up to four times in
 * cost, so a ply's figures are the mean over several windows, each on a new table):
 * - each from an empty table (bench/connect4/book-depth.md's figures, on these positions);
 * - all on one large table kept from one position to the next (siblings and cousins share
 *   subtrees; the table replaces entries by work and age of the bucket's second entry);
 * - on the kept table, the first probe at the previous position's score (a sibling's or
 *   cousin's, often equal or near), then one score further each time.
 * Writes the shared-table section of bench/connect4/book-depth.md.
 *
 *   npx tsx bench/connect4/book-cost.ts [--plies 10,11,12] [--windows 5] [--count 100] [--seed 1] [--tt 25]
 */

const { values: args } = parseArgs({
  options: {
    plies: { type: 'string' },
    windows: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    tt: { type: 'string' },
  },
});
const plies = (args.plies ?? '10,11,12').split(',').map((p) => wholeArg('--plies', p, 11));
const windows = wholeArg('--windows', args.windows, 5);
const count = wholeArg('--count', args.count, 100);
const seed = wholeArg('--seed', args.seed, 1);
const ttLog2 = wholeArg('--tt', args.tt, 25);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Way {
  ms: number;
  nodes: number;
}

/** Solves the positions in order, returning the CPU time and nodes over all and the scores. */
function run(
  positions: readonly Position[],
  solver: Solver,
  opts: { keep: boolean; guess: boolean },
): Way & { scores: number[] } {
  const scores: number[] = [];
  let nodes = 0;
  const started = cpuMs();
  for (const p of positions) {
    const guess = opts.guess ? scores.at(-1) : undefined;
    scores.push(solver.solve(p, { keepTable: opts.keep, guess }));
    nodes += solver.nodes;
  }
  return { ms: cpuMs() - started, nodes, scores };
}

const loadBefore = loadavg()[0] ?? 0;
const rng = createRng(seed);
const byPly = bookPlies(Math.max(...plies));
const rows: string[][] = [];
const perPosition: Record<number, number> = {};
const add = (a: Way, b: Way): Way => ({ ms: a.ms + b.ms, nodes: a.nodes + b.nodes });
for (const ply of plies) {
  const held = byPly[ply] ?? [];
  const zero = { ms: 0, nodes: 0 };
  let [empty, shared, guessed] = [zero, zero, zero];
  let n = 0;
  const starts: number[] = [];
  for (let w = 0; w < windows; w++) {
    const start = rng.int(0, Math.max(0, held.length - count));
    const window = held.slice(start, start + count);
    const e = run(window, new Solver(ttLog2), { keep: false, guess: false });
    const s = run(window, new Solver(ttLog2), { keep: true, guess: false });
    const g = run(window, new Solver(ttLog2), { keep: true, guess: true });
    if (s.scores.join() !== e.scores.join() || g.scores.join() !== e.scores.join())
      throw new Error(`ply ${ply}: the three ways disagree on a score`);
    [empty, shared, guessed] = [add(empty, e), add(shared, s), add(guessed, g)];
    n += window.length;
    starts.push(start);
    console.log(ply, start, (e.nodes / count) | 0, (s.nodes / count) | 0, (g.nodes / count) | 0);
  }
  const ms = (w: Way) => `${(w.ms / n).toFixed(1)} ms`;
  const nodes = (w: Way) => Math.round(w.nodes / n).toLocaleString('en-US');
  const hours = (w: Way) => `${(((w.ms / n) * held.length) / 3_600_000).toFixed(1)} h`;
  perPosition[ply] = Math.min(shared.ms, guessed.ms) / n;
  rows.push([
    String(ply),
    held.length.toLocaleString('en-US'),
    starts.map((s) => s.toLocaleString('en-US')).join(', '),
    `${ms(empty)}, ${nodes(empty)}`,
    `${ms(shared)}, ${nodes(shared)}`,
    `${ms(guessed)}, ${nodes(guessed)}`,
    `${hours(empty)} / ${hours(shared)} / ${hours(guessed)}`,
  ]);
  console.log(rows.at(-1)?.join(' | '));
}

/** The ply whose solve costs least in all, of those at or below `ply`: it completes `ply`. */
function cheapestPly(ply: number): number {
  const total = (p: number) => (perPosition[p] ?? Infinity) * (byPly[p]?.length ?? 0);
  return plies.filter((p) => p >= ply).reduce((a, b) => (total(b) < total(a) ? b : a), ply);
}

const PATH = new URL('./book-depth.md', import.meta.url);
const MARK = '<!-- book-cost.ts -->';
const before = readFileSync(PATH, 'utf8').split(MARK)[0] ?? '';
writeFileSync(
  PATH,
  `${before.trimEnd()}

${MARK}
## Solving a ply as the generator does: one table kept from position to position

${windows} windows of ${count} consecutive positions of a ply in the generator's order (each from a
place drawn with seed ${seed}; the column "windows from" gives where), on one thread with a table of up
to 2^${ttLog2} entries, new for each window: the mean CPU time and nodes per position, each from
an empty table, on the kept table, and on the kept table with the first probe at the previous
position's score; then the whole ply on one core each way. Windows far apart differ up to
four times in cost (a single window of 300 gave ply 11 180,000 nodes a position kept, another
43,000), so these are rough. The three ways agree on every score.

${markdownTable(
  [
    'ply',
    'positions',
    'windows from',
    'empty table',
    'kept table',
    'kept table, guess',
    'whole ply: empty / kept / guess',
  ],
  rows,
)}

A ply complete makes every ply above it complete without a search (each parent's score is read
off its children), so a book complete to ply N costs the solve of ply N alone, or of any deeper
ply: ${Object.entries(perPosition)
    .map(
      ([ply, ms]) =>
        `solving ply ${ply} (best way) costs ${((ms * (byPly[Number(ply)]?.length ?? 0)) / 3_600_000).toFixed(1)} h of CPU`,
    )
    .join(
      '; ',
    )}. The cheapest way to a book complete to ply ${plies[0]} is solving ply ${cheapestPly(plies[0] ?? 0)}.

Load average (1 minute) ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end.

${stampLine(`npm run bench -- connect4 book-cost --plies ${plies.join(',')} --windows ${windows} --count ${count} --seed ${seed} --tt ${ttLog2}`)}
`,
);
