/**
 * Search speed of the Onitama engine before issue 14 (bench/onitama/lib/baseline.ts) and today's, on
 * the same start positions to the same depth, each with a fresh 16 MB table. Today's engine runs
 * twice: with the search options and one-slot table of before, where it must visit exactly the
 * same nodes (so the rate compares like with like), and as it plays now. They take turns, a
 * search each, and each keeps its fastest of `--reps`, so that a busy machine slows all alike:
 *
 *   npx tsx bench/onitama/speed.ts [--depth 12] [--reps 5]
 *
 * Writes bench/onitama/speed.md.
 */

import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { search } from '../../src/games/onitama/engine/search.ts';
import { startState } from '../../src/games/onitama/rules.ts';
import { TranspositionTable } from '../../src/search/transposition-table.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { loadBaseline } from './lib/baseline.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const depth = wholeArg('depth', arg('depth'), 12);
const reps = wholeArg('reps', arg('reps'), 5);

const START_SETS = [
  ['ox', 'boar', 'horse', 'elephant', 'crab'],
  ['goose', 'dragon', 'mantis', 'eel', 'crane'],
  ['tiger', 'crab', 'horse', 'eel', 'frog'],
] as const;

const baseline = await loadBaseline();
type Engine = (state: ReturnType<typeof startState>) => { nodes: number };
const engines: Record<'before' | 'same' | 'today', Engine> = {
  before: (state) => baseline.search(state, { depth }, { tableMb: 16 }),
  same: (state) =>
    search(
      state,
      { depth },
      {
        table: new TranspositionTable(16),
        aspiration: 0,
        partial: false,
        reductions: 1,
        iir: false,
      },
    ),
  today: (state) => search(state, { depth }, { tableMb: 16 }),
};

const NAMES = ['before', 'same', 'today'] as const;
const LABELS = { before: 'before', same: 'today, as before', today: 'today' };
interface Run {
  nodes: number;
  ms: number;
}
const rate = (r: Run) => Math.round((r.nodes / r.ms) * 1000);

function timed(engine: Engine, state: ReturnType<typeof startState>): Run {
  const started = performance.now();
  const { nodes } = engine(state);
  return { nodes, ms: performance.now() - started };
}

const load = [loadavg()[0] ?? 0];
const rows: string[][] = [];
const totals = {
  before: { nodes: 0, ms: 0 },
  same: { nodes: 0, ms: 0 },
  today: { nodes: 0, ms: 0 },
};
for (const cards of START_SETS) {
  const state = startState(cards);
  const best = {
    before: { nodes: 0, ms: Infinity },
    same: { nodes: 0, ms: Infinity },
    today: { nodes: 0, ms: Infinity },
  };
  for (let rep = 0; rep < reps; rep++) {
    for (const name of NAMES) {
      const r = timed(engines[name], state);
      if (r.ms < best[name].ms) best[name] = r;
    }
  }
  for (const name of NAMES) {
    totals[name].nodes += best[name].nodes;
    totals[name].ms += best[name].ms;
  }
  rows.push([
    cards.join(','),
    ...NAMES.map((n) => best[n].nodes.toLocaleString('en')),
    ...NAMES.map((n) => `${rate(best[n]).toLocaleString('en')}`),
    `${(rate(best.same) / rate(best.before)).toFixed(2)}×`,
  ]);
  process.stderr.write(`${rows.at(-1)?.join('  ')}\n`);
}
load.push(loadavg()[0] ?? 0);
const header = ['cards', ...NAMES.map((n) => `nodes ${LABELS[n]}`)];
header.push(...NAMES.map((n) => `nodes/s ${LABELS[n]}`), 'speed-up, same search');
const text = [
  '# Onitama: search speed before issue 14 and today',
  '',
  stampLine(`npm run bench -- onitama speed --depth ${depth} --reps ${reps}`),
  `Depth ${depth} from each start,`,
  'a fresh 16 MB table per search, the fastest of the runs of each engine, the engines taking',
  'turns. "Today, as before" is today\'s code with the search options and one-slot table of',
  'before: it visits the same nodes, so its rate against "before" is the speed-up alone.',
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average ${load.map((l) => l.toFixed(2)).join(' to ')}`,
  '(the machine is shared with other jobs: the load slows all the engines alike, not their ratio).',
  '',
  markdownTable(header, rows),
  '',
  `All three positions: ${NAMES.map((n) => `${rate(totals[n]).toLocaleString('en')} nodes/s ${LABELS[n]}`).join(', ')}.`,
  '',
].join('\n');
writeFileSync('bench/onitama/speed.md', text);
console.log(text);
