/**
 * Tally Maze's numbers: how long the exact maze counts and the decoding of a maze number take,
 * and the hint's solver on PLT's own starts (12×12, the first maze drawn as PLT draws it): the
 * share it wins within its limits, the length of the lines and its time per start.
 *
 *   npm run bench -- tally-maze solver [starts]      # 40 starts of each size by default
 *
 * Writes bench/tally-maze/solver.md. The counts are timed cold (the first call of the process fills
 * the memo of every smaller size); the rest run after them.
 */
import { cpus, totalmem } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { createRng, deriveSeed } from '../../src/core/rng.ts';
import { HINT_DEPTH, HINT_NODES } from '../../src/games/tally-maze/info.ts';
import { decodeMaze, mazeCount, mazeWalls } from '../../src/games/tally-maze/maze.ts';
import { randomBelow, tallyMaze } from '../../src/games/tally-maze/rules.ts';
import { solve } from '../../src/games/tally-maze/solver.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';

const STARTS = wholeArg('starts', process.argv[2], 40);
const log = (text: string) => process.stderr.write(`${text}\n`);
const ms = (t: number) => (t < 10 ? t.toFixed(2) : t.toFixed(0));

function time<T>(f: () => T): [T, number] {
  const t = performance.now();
  const out = f();
  return [out, performance.now() - t];
}

const countRows = [12, 20, 30].map((n) => {
  const [count, t] = time(() => mazeCount(n, n));
  log(`count ${n}×${n}: ${ms(t)} ms`);
  return [`${n}×${n}`, `${String(count).length} digits`, ms(t)];
});

const decodeRows = [4, 12, 30].map((n) => {
  const rng = createRng(n);
  const count = mazeCount(n, n);
  const indices = Array.from({ length: 200 }, () => randomBelow(rng, count));
  mazeWalls(n, n, decodeMaze(n, n, indices[0] as bigint)); // the per-size block tables, once
  const [, t] = time(() => {
    for (const i of indices) mazeWalls(n, n, decodeMaze(n, n, i));
  });
  log(`decode ${n}×${n}: ${ms(t / indices.length)} ms`);
  return [`${n}×${n}`, indices.length, ms(t / indices.length)];
});

const hintRows = [6, 8, 12].map((n) => {
  const times: number[] = [];
  const lengths: number[] = [];
  let none = 0;
  let cut = 0;
  let deep = 0;
  let nodes = 0;
  for (let i = 0; i < STARTS; i++) {
    const s = tallyMaze.setup(
      { width: n, height: n, board: 'random' },
      createRng(deriveSeed(21, n, i)),
    );
    const [r, t] = time(() => solve(s, { depth: HINT_DEPTH, nodes: HINT_NODES, next: true }));
    times.push(t);
    nodes += r.nodes;
    if (r.moves) lengths.push(r.moves.length);
    else if (r.unwinnable) none++;
    else if (r.cut) cut++;
    else deep++;
  }
  times.sort((a, b) => a - b);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const row = [
    `${n}×${n}`,
    STARTS,
    `${lengths.length} (${Math.round((100 * lengths.length) / STARTS)}%)`,
    none,
    cut,
    deep,
    lengths.length
      ? `${mean(lengths).toFixed(1)} (${Math.min(...lengths)}–${Math.max(...lengths)})`
      : '–',
    Math.round(nodes / STARTS).toLocaleString('en'),
    ms(mean(times)),
    ms(times[Math.floor(times.length / 2)] as number),
    ms(times[times.length - 1] as number),
  ];
  log(`hint ${row.join(' | ')}`);
  return row;
});

const cpu = cpus();
const report = `# Tally Maze

${stampLine(`npm run bench -- tally-maze solver ${STARTS}`)}

Machine: Node ${process.version}, ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores (one used,
shared with other jobs), ${Math.round(totalmem() / 2 ** 30)} GB.

## The numbering

The exact count of mazes of a size, timed cold (the first call also counts every smaller
rectangle, memoised):

${markdownTable(['size', 'count', 'ms'], countRows)}

Decoding a random maze number and building its walls (after the size's block table is made):

${markdownTable(['size', 'numbers', 'ms each'], decodeRows)}

## The hint

The solver (A*, the pumpkins by PLT's rule) from PLT's start: you at the top left, both
pumpkins on the exit, the first maze drawn as PLT draws it from seeded starts. Limits as in the
game: ${HINT_DEPTH} actions, ${HINT_NODES.toLocaleString('en')} positions. "No win" is proved: every reachable position
was searched (on small sizes the numbering wraps, so there are finitely many); "cut" means the
search stopped at the position limit; "too long" that every line within ${HINT_DEPTH} actions
loses. A line counts every action: steps, stays and \`n\` presses.

${markdownTable(
  [
    'size',
    'starts',
    'won',
    'no win',
    'cut',
    'too long',
    'line: mean (min–max)',
    'positions (mean)',
    'ms mean',
    'ms median',
    'ms max',
  ],
  hintRows,
)}

No target was set for Tally Maze's speed; what the figures show is that the hint answers within
a few seconds on 12×12, with its progress shown and Stop able to cut it.
`;
writeReport(new URL('./solver.md', import.meta.url), report);
log('wrote bench/tally-maze/solver.md');
