import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../../src/core/rng.ts';
import { Position } from '../../src/games/connect4/solver/bitboard.ts';
import { needsEntry, nextPly } from '../../src/games/connect4/solver/book-job.ts';
import { Solver } from '../../src/games/connect4/solver/search.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * What the opening book's depth costs and buys: for each ply, the positions the book would hold
 * there (one per mirror pair), the CPU time of solving a uniform sample of them (what the
 * generator does, so the whole ply's cost), and of solving all the columns of a sample, what
 * Analysis must do just past a book that ends one ply earlier. Writes bench/connect4/book-depth.md.
 *
 *   npx tsx bench/connect4/book-depth.ts [--from 7] [--to 11] [--samples 6] [--seed 1]
 *
 * Each solve starts from an empty table; the generator keeps its table between neighbours,
 * so its own times are lower. CPU time, because the machine is shared (see perfect.ts).
 */

const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    samples: { type: 'string' },
    seed: { type: 'string' },
  },
});
const from = wholeArg('--from', args.from, 7);
const to = wholeArg('--to', args.to, 11);
const samples = wholeArg('--samples', args.samples, 6);
const seed = wholeArg('--seed', args.seed, 1);

/** bench/connect4/book-cost.ts writes the page's last section, from this mark on: it is kept. */
const PATH = new URL('./book-depth.md', import.meta.url);
const MARK = '<!-- book-cost.ts -->';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const solver = new Solver(25);
const timed = (f: () => void) => {
  const started = cpuMs();
  f();
  return cpuMs() - started;
};

const rng = createRng(seed);
const loadBefore = loadavg()[0] ?? 0;
const byPly = [[Position.EMPTY]];
for (let ply = 1; ply <= to; ply++) byPly.push(nextPly(byPly[ply - 1] ?? []));
const rows: string[][] = [];
// The deepest plies first: they are the quick ones, and the table is written after each.
for (let ply = to; ply >= from; ply--) {
  const held = (byPly[ply] ?? []).filter(needsEntry);
  const picked = Array.from({ length: samples }, () => rng.pick(held));
  const solves = picked.map((p) => timed(() => solver.solve(p)));
  const columns = picked.map((p) =>
    timed(() => {
      for (let c = 0; c < 7; c++) {
        if (p.canPlay(c) && !p.isWinningMove(c)) solver.solve(p.play(c));
      }
    }),
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`);
  rows.push([
    String(ply),
    held.length.toLocaleString('en-US'),
    ms(mean(solves)),
    ms(Math.max(...solves)),
    `${((mean(solves) * held.length) / 3_600_000).toFixed(1)} h`,
    ms(mean(columns)),
    ms(Math.max(...columns)),
  ]);
  console.log(rows.at(-1)?.join(' | '));
  write();
}

function write(): void {
  const text = existsSync(PATH) ? readFileSync(PATH, 'utf8') : '';
  const kept = text.includes(MARK) ? `\n${text.slice(text.indexOf(MARK))}` : '';
  writeFileSync(
    PATH,
    `# Connect 4: how deep the opening book must go

Per ply: the positions a book holds there (one per mirror pair, leaving out those whose player
to move wins at once), the CPU time to solve ${samples} of them drawn uniformly (seed ${seed}), each
from an empty table, and that time over the whole ply; then the CPU time to solve every column
of the same positions, which is what Analysis must do on a position of that ply when the book
ends one ply earlier (the Perfect seat there reads the position's own score and tests columns
by null-window searches, less work).

${markdownTable(
  [
    'ply',
    'positions',
    'solve: mean',
    'solve: worst',
    'the whole ply on one core',
    'all columns: mean',
    'all columns: worst',
  ],
  rows,
)}

Load average (1 minute) ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end: the
machine was shared, so times are CPU times.

${stampLine(`npm run bench -- connect4 book-depth --from ${from} --to ${to} --samples ${samples} --seed ${seed}`)}
${kept}`,
  );
}
