/**
 * Paint By Numbers solver bench: n-Dom for n = 4..10 (each with a time budget) and PLT's 385
 * puzzles by set. Writes bench/pbn/solver.md.
 *
 *   npm run bench -- pbn solver [--from 4] [--to 10] [--budget 300]   (seconds per n-Dom)
 */
import { cpus, loadavg } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { checkSet, checkTable } from '../../src/games/pbn/cli.ts';
import { nDom } from '../../src/games/pbn/dom.ts';
import { PUZZLE_SETS } from '../../src/games/pbn/sets.ts';
import { solvePuzzle } from '../../src/games/pbn/solver/solve.ts';
import { stampLine } from '../lib/stamp.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const from = arg('from', 4);
const to = arg('to', 10);
const budget = arg('budget', 300);

class OverBudget extends Error {}

const domRows: string[] = [];
/** CPU and wall seconds by n, for the comparison with pbnsolve. */
const timesByN = new Map<number, { cpu: number; wall: number }>();
for (let n = from; n <= to; n++) {
  const p = nDom(n);
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let line: string;
  try {
    const r = solvePuzzle(p, {
      limit: 2,
      poll: () => {
        if (performance.now() - start > budget * 1000) throw new OverBudget();
      },
    });
    const s = ((performance.now() - start) / 1000).toFixed(2);
    const cpu = (process.cpuUsage(cpu0).user / 1e6).toFixed(2);
    timesByN.set(n, { cpu: Number(cpu), wall: Number(s) });
    line = `| ${n}-Dom | ${2 * n + 1}×${2 * n + 1} | ${r.status} | ${r.nodes} | ${r.probes} | ${r.lineSolves} | ${cpu} | ${s} |`;
  } catch (e) {
    if (!(e instanceof OverBudget)) throw e;
    const cpu = (process.cpuUsage(cpu0).user / 1e6).toFixed(2);
    line = `| ${n}-Dom | ${2 * n + 1}×${2 * n + 1} | not finished | | | | ${cpu} | > ${budget} |`;
  }
  console.log(line);
  domRows.push(line);
}
/**
 * pbnsolve's wall seconds for a whole run, from the issue (not run here: pbnsolve is not
 * installed); the goal is within 3× of them. Compared wall to wall, the only clock both have.
 */
const PBNSOLVE: Record<number, number> = { 9: 3.3, 10: 32 };
const against = Object.entries(PBNSOLVE)
  .map(([n, ref]) => {
    const ours = timesByN.get(Number(n));
    if (ours === undefined) return `${n}-Dom: not finished here (pbnsolve ${ref} wall s).`;
    const ratio = ours.wall / ref;
    const verdict = ratio <= 3 ? 'within 3×' : 'not within 3×';
    const times =
      ratio < 1 ? `${(ref / ours.wall).toFixed(1)}× less` : `${ratio.toFixed(1)}× its time`;
    return `${n}-Dom: ${ours.wall.toFixed(2)} wall s (${ours.cpu.toFixed(2)} CPU s) against pbnsolve's ${ref} wall s, ${times} (${verdict}).`;
  })
  .join(' ');
const unfinished = domRows.some((r) => r.includes('not finished'))
  ? '\n\nA puzzle not finished within the budget needs a larger one (the wall time grows with the ' +
    'load): `nice -n 10 npm run bench -- pbn solver --from 4 --to 10 --budget 3600`.'
  : '';

const sets = PUZZLE_SETS.map((s) => {
  const row = checkSet(s.id);
  console.log(`${s.id}: ${row.ms} ms`);
  return row;
});
const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
const md = `# Paint By Numbers: the solver

${stampLine(`npm run bench -- pbn solver --from ${from} --to ${to} --budget ${budget}`)} Node ${process.version}, ${cpus().length} cores shared with other work, load average at the end ${load}.

The solver: the exact line solver (dynamic programming over placements, equal to intersecting
every placement) behind a cache (one hash table of typed arrays per clue, keyed by the line's
cells packed two bits each, the keys kept on the board as cells are set), line propagation,
probing at every search node (each unknown cell inside the board beside a known cell, tried
both ways), and backtracking on the cell whose weaker probe solved most (among equals, whose
stronger probe solved most), stopping at 2 solutions to decide uniqueness. Nodes are guesses;
probes are single-cell trials. CPU seconds are this process's own (user time): the machine is
shared, so the wall seconds are larger and vary with the load.

## n-Dom, n = ${from}..${to}

n-Dom as rebuilt from Jan Wolter's survey description (src/games/pbn/dom.ts): not checked against
webpbn #8098's own clues. pbnsolve, the reference C solver, took about 3.3 s on 9-Dom and
32 s on 10-Dom on this machine: wall seconds of a whole run, its start-up included, at a lower
load, as the issue gives them; pbnsolve is not installed, so it is not run side by side here.

Against the goal, wall seconds against wall seconds (ours at this run's load, which makes them
longer). Ours are the solve alone, inside this process: the \`games pbn solve\` command adds its
start-up, about 0.19 CPU s and 0.5 wall s built (bench/app/cli-startup.md), not counted here.
${against}${unfinished}

| Puzzle | Size | Result | Nodes | Probes | Line solves | CPU seconds | Wall seconds |
|---|---|---|---:|---:|---:|---:|---:|
${domRows.join('\n')}

## PLT's 385 puzzles

Each solved from an empty board, to 2 solutions.

${checkTable(sets)}
`;
writeReport(new URL('solver.md', import.meta.url), md);
console.log('wrote bench/pbn/solver.md');
