import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { writeReport } from '../../src/cli/report-file.ts';
import { createRng } from '../../src/core/rng.ts';
import { isSolvable, solvedTiles } from '../../src/games/slidey/board.ts';
import { solveExact } from '../../src/games/slidey/exact.ts';
import { solveFast } from '../../src/games/slidey/fast.ts';
import { solveOptimal } from '../../src/games/slidey/optimal.ts';
import { buildPdb, pdbSpec } from '../../src/games/slidey/pdb.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

/**
 * Slidey's solvers. Writes bench/slidey/solvers.md.
 *
 *   npm run bench -- slidey solvers [--instances 100] [--large 20]
 *
 * The optimal solver (IDA*, 6-6-3 additive pattern databases with the mirror lookup) on seeded
 * uniformly random solvable 4×4 boards; the tables are built first, in memory, and that build
 * is timed too (the CLI and the browser keep them after the first build). The quick solver's
 * lengths against the optimum on 3×3 and 4×4, and its time on 10×10 and 30×30.
 */
const { values: args } = parseArgs({
  options: { instances: { type: 'string' }, large: { type: 'string' } },
});
const INSTANCES = wholeArg('--instances', args.instances, 100);
const LARGE = wholeArg('--large', args.large, 20);

const boards = (width: number, height: number, count: number, seed: number) => {
  const rng = createRng(seed);
  const out: number[][] = [];
  while (out.length < count) {
    const tiles = rng.shuffle(solvedTiles(width, height));
    if (isSolvable(width, tiles)) out.push(tiles);
  }
  return out;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fixed = (x: number, d = 0) => x.toFixed(d);
const loadBefore = loadavg()[0] ?? 0;

const spec = pdbSpec(4, 4);
const cpuMs = () => process.cpuUsage().user / 1000;
const buildCpu0 = cpuMs();
const t = performance.now();
const tables = spec.groups.map((g) => buildPdb(4, 4, g));
const buildMs = performance.now() - t;
const buildCpu = cpuMs() - buildCpu0;
console.log(`tables built in ${fixed(buildMs / 1000, 1)} s`);

const set4 = boards(4, 4, INSTANCES, 17);
// Warm-up on other boards, so the JIT has compiled the search before timing.
for (const tiles of boards(4, 4, 3, 99)) solveOptimal(spec, tables, tiles);
const solveCpu0 = cpuMs();
const optimal = set4.map((tiles, i) => {
  const start = performance.now();
  const { moves, nodes } = solveOptimal(spec, tables, tiles);
  const ms = performance.now() - start;
  process.stdout.write(`\r4×4 optimal ${i + 1}/${set4.length}`);
  return { length: moves.length, nodes, ms };
});
console.log();
const solveCpu = cpuMs() - solveCpu0;
const ms = optimal.map((o) => o.ms);
const nodes = optimal.map((o) => o.nodes);
const worst = optimal.reduce((a, b) => (b.ms > a.ms ? b : a));

const quickVs = (width: number, height: number, set: number[][], best: number[]) => {
  const lengths = set.map((tiles) => solveFast(width, height, tiles).moves.length);
  const ratio = mean(lengths.map((l, i) => l / (best[i] as number)));
  return [
    `${width}×${height}`,
    set.length,
    fixed(mean(best), 2),
    fixed(mean(lengths), 2),
    fixed(ratio, 2),
    Math.max(...lengths),
  ];
};
const set3 = boards(3, 3, INSTANCES, 23);
const best3 = set3.map((tiles) => solveExact(3, 3, tiles)?.moves.length ?? 0);
const quickRows = [
  quickVs(3, 3, set3, best3),
  quickVs(
    4,
    4,
    set4,
    optimal.map((o) => o.length),
  ),
];

const largeRows = [10, 30].map((side) => {
  const set = boards(side, side, LARGE, side);
  const runs = set.map((tiles) => {
    const start = performance.now();
    const { moves } = solveFast(side, side, tiles);
    return { ms: performance.now() - start, length: moves.length };
  });
  return [
    `${side}×${side}`,
    set.length,
    fixed(mean(runs.map((r) => r.ms)), 1),
    fixed(Math.max(...runs.map((r) => r.ms)), 1),
    fixed(mean(runs.map((r) => r.length))),
  ];
});

const report = `# Slidey solvers

${stampLine(`npm run bench -- slidey solvers --instances ${INSTANCES} --large ${LARGE}`)} On
${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average
${fixed(loadBefore, 2)} when it started (the machine is shared: other runs on the same cores
slow every figure here).

## Optimal 4×4: IDA* with 6-6-3 additive pattern databases and the mirror lookup

${INSTANCES} uniformly random solvable 4×4 boards (seed 17); single-tile moves.
Target: within 3× of 0.15 s a board (a C solver with a 6-6-3 database), so a mean of at most 0.45 s.

${markdownTable(
  [
    'boards',
    'mean length',
    'mean ms',
    'worst ms',
    'mean nodes',
    'worst nodes',
    'nodes of the slowest',
  ],
  [
    [
      INSTANCES,
      fixed(mean(optimal.map((o) => o.length)), 2),
      fixed(mean(ms), 1),
      fixed(Math.max(...ms), 1),
      fixed(mean(nodes)),
      Math.max(...nodes),
      worst.nodes,
    ],
  ],
)}

Times are wall-clock. The process's own CPU time for the ${INSTANCES} solves was
${fixed(solveCpu / INSTANCES, 1)} ms a board on average (less than the wall time when other processes
share the cores). Total nodes: ${nodes.reduce((a, b) => a + b, 0)}.

Building the two six-tile and the three-tile tables took ${fixed(buildMs / 1000, 1)} s
(${fixed(buildCpu / 1000, 1)} s of CPU), once: the CLI keeps them in its cache folder, the browser
in IndexedDB.

## The quick solver against the optimum

Rows then columns until 3×3 is left, which is solved exactly (so on 3×3 itself it is the exact
table, optimal by construction). Lengths in single-tile moves.

${markdownTable(['board', 'boards', 'mean optimum', 'mean quick', 'mean ratio', 'longest quick'], quickRows)}

## The quick solver on large boards

${markdownTable(['board', 'boards', 'mean ms', 'worst ms', 'mean length'], largeRows)}
`;
writeReport(new URL('./solvers.md', import.meta.url), report);
console.log(report);
