/**
 * Two threads on one analysis (lazy SMP, src/games/onitama/engine/smp.ts) against one, on the
 * three start positions to a fixed depth:
 *
 *   npx tsx bench/onitama/smp.ts [--depth 14] [--reps 3] [--only step|free]
 *
 * "In step" runs keep the helper and the main search within 1,024 positions of each other
 * (bench/onitama/lib/smp-thread.ts), as two free cores would, so the main search's own node count
 * to the depth measures the gain whatever the load. "Free" runs measure the clock, which the
 * load changes. Each search has a new 64 MB shared table. Writes bench/onitama/smp.md and
 * bench/onitama/smp.json.
 */

import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { search } from '../../src/games/onitama/engine/search.ts';
import { HELPER_AHEAD } from '../../src/games/onitama/engine/smp.ts';
import { moveToString, type OnitamaState, startState } from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { finish, helperThread, inStep } from './lib/smp-thread.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const depth = wholeArg('depth', arg('depth'), 14);
const reps = wholeArg('reps', arg('reps'), 3);
const only = arg('only')?.split(',') ?? ['step', 'free'];

const START_SETS = [
  ['ox', 'boar', 'horse', 'elephant', 'crab'],
  ['goose', 'dragon', 'mantis', 'eel', 'crane'],
  ['tiger', 'crab', 'horse', 'eel', 'frog'],
] as const;

/** One way to search: alone, or with a helper `ahead` plies ahead, in step or free. */
interface Mode {
  readonly name: string;
  readonly helper?: { readonly ahead: number; readonly step: boolean };
}
const MODES: Mode[] = [
  ...(only.includes('step')
    ? [
        { name: '1 thread' },
        { name: '2 threads in step, helper level', helper: { ahead: 0, step: true } },
        { name: '2 threads in step, helper ahead', helper: { ahead: HELPER_AHEAD, step: true } },
      ]
    : []),
  ...(only.includes('free')
    ? [
        { name: '1 thread, clock' },
        { name: '2 threads free, clock', helper: { ahead: HELPER_AHEAD, step: false } },
      ]
    : []),
];

interface Run {
  /** The main search's nodes to complete the depth: what its time is, in step. */
  nodes: number;
  helperNodes: number;
  wallMs: number;
  /** The whole process's CPU time, both threads. */
  cpuMs: number;
  move: string;
  score: number;
}

const helper = helperThread();
const startHelper = helper.start;

const shared = () => new Int32Array(new SharedArrayBuffer(16));

async function measure(state: OnitamaState, mode: Mode): Promise<Run> {
  const table = new BucketTable(64, true);
  const stop = shared();
  const sync = shared();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { helper: h } = mode;
  const helperDone = h
    ? startHelper({ state, table: table.view, stop, ahead: h.ahead, ...(h.step && { sync }) })
    : Promise.resolve(0);
  const stopped = h?.step ? inStep(sync, 0, stop) : () => false;
  const r = search(state, { depth }, { table, stopped });
  const wallMs = performance.now() - started;
  Atomics.store(stop, 0, 1);
  finish(sync, 0);
  const helperNodes = await helperDone;
  const used = process.cpuUsage(cpu);
  const last = r.iterations.at(-1);
  return {
    nodes: last?.nodes ?? r.nodes,
    helperNodes,
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    move: moveToString(r.move),
    score: r.score,
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const whole = (x: number) => Math.round(x).toLocaleString('en');

const load = [loadavg()[0] ?? 0];
const results: { cards: string; mode: string; runs: Run[] }[] = [];
// One unmeasured search, so that the code is compiled before the first measure.
await measure(startState(START_SETS[0]), { name: 'warm' });
for (const cards of START_SETS) {
  const state = startState(cards);
  const runs: Record<string, Run[]> = Object.fromEntries(MODES.map((m) => [m.name, []]));
  for (let rep = 0; rep < reps; rep++) {
    for (const mode of MODES) {
      const run = await measure(state, mode);
      runs[mode.name]?.push(run);
      process.stderr.write(`${cards.join(',')} ${mode.name}: ${JSON.stringify(run)}\n`);
    }
  }
  for (const mode of MODES) {
    results.push({ cards: cards.join(','), mode: mode.name, runs: runs[mode.name] ?? [] });
  }
}
load.push(loadavg()[0] ?? 0);
await helper.stop();

/** Each mode's mean against the 1-thread search of the same position and measure. */
const baseOf = (cards: string, mode: string) =>
  results.find(
    (r) =>
      r.cards === cards && r.mode === (mode.endsWith('clock') ? '1 thread, clock' : '1 thread'),
  );
const rows = results.map(({ cards, mode, runs }) => {
  const base = baseOf(cards, mode)?.runs ?? runs;
  const nodes = mean(runs.map((r) => r.nodes));
  const wall = mean(runs.map((r) => r.wallMs));
  const gain = mode.endsWith('clock')
    ? mean(base.map((r) => r.wallMs)) / wall
    : mean(base.map((r) => r.nodes)) / nodes;
  return [
    cards,
    mode,
    runs.map((r) => whole(r.nodes)).join(' / '),
    whole(mean(runs.map((r) => r.helperNodes))),
    whole(wall),
    whole(mean(runs.map((r) => r.cpuMs))),
    `${gain.toFixed(2)}×`,
    [...new Set(runs.map((r) => `${r.move} ${r.score}`))].join(', '),
  ];
});

// All three positions: the mean counts added up, against the 1-thread sums.
for (const mode of MODES) {
  const of = (name: string) =>
    results
      .filter((r) => r.mode === name)
      .reduce((a, r) => a + mean(r.runs.map((x) => x.nodes)), 0);
  const clock = mode.name.endsWith('clock');
  const wallOf = (name: string) =>
    results
      .filter((r) => r.mode === name)
      .reduce((a, r) => a + mean(r.runs.map((x) => x.wallMs)), 0);
  const base = clock ? '1 thread, clock' : '1 thread';
  const gain = clock ? wallOf(base) / wallOf(mode.name) : of(base) / of(mode.name);
  rows.push([
    'all three',
    mode.name,
    whole(of(mode.name)),
    '',
    whole(wallOf(mode.name)),
    '',
    `**${gain.toFixed(2)}×**`,
    '',
  ]);
}

const header = ['cards', 'search', 'main nodes to depth, each run', 'helper nodes (mean)'];
header.push('clock ms (mean)', 'CPU ms, both threads (mean)', 'speed-up', 'move, score');
const text = [
  '# Onitama: two threads on one analysis (lazy SMP)',
  '',
  stampLine(
    `npm run bench -- onitama smp --depth ${depth} --reps ${reps}${arg('only') ? ` --only ${arg('only')}` : ''}`,
  ),
  `Depth ${depth} from each start,`,
  `${reps} runs of each search, each with a new 64 MB table in shared memory. The helper thread searches the`,
  'same position with the same table (src/games/onitama/engine/smp.ts), level with the main',
  `search or ${HELPER_AHEAD} ply ahead of it. "In step": each thread waits for the other after every`,
  "1,024 positions, as on two free cores, so the main search's node count to the depth is its time",
  'whatever the load, and the speed-up is the 1-thread count over it. "Clock": the threads run',
  'free and the speed-up is of the clock time, which the load changes.',
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average ${load.map((l) => l.toFixed(2)).join(' to ')}.`,
  '',
  markdownTable(header, rows),
  '',
  'Whether the deeper search plays better at the same time: bench/onitama/smp-match.md.',
  '',
].join('\n');
writeFileSync(
  'bench/onitama/smp.json',
  `${JSON.stringify({ depth, reps, load, results }, null, 2)}\n`,
);
writeFileSync('bench/onitama/smp.md', text);
console.log(text);
