/**
 * Search speed of the Onitama engine before issue 14 (bench/onitama-baseline/) and today's, on
 * the same start positions to the same depth, each with a fresh 16 MB table. The two alternate,
 * a search each in turn, and each keeps its fastest of `--reps`, so that a busy machine slows
 * both alike:
 *
 *   npx tsx bench/onitama-speed.ts [--depth 12] [--reps 5]
 *
 * Writes bench/onitama-speed.md.
 */

import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { search } from '../src/games/onitama/engine/search.ts';
import { startState } from '../src/games/onitama/rules.ts';
import { wholeArg } from './args.ts';
import { markdownTable } from './markdown-table.ts';
import { search as baselineSearch } from './onitama-baseline/search.ts';

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

const engines = { before: baselineSearch, today: search } as const;

function fastest(run: () => { nodes: number }): { nodes: number; ms: number } {
  const started = performance.now();
  const { nodes } = run();
  return { nodes, ms: performance.now() - started };
}

const load = [loadavg()[0] ?? 0];
const rows: string[][] = [];
let totals = { before: [0, 0], today: [0, 0] };
for (const cards of START_SETS) {
  const state = startState(cards);
  const best = { before: { nodes: 0, ms: Infinity }, today: { nodes: 0, ms: Infinity } };
  for (let rep = 0; rep < reps; rep++) {
    for (const name of ['before', 'today'] as const) {
      const r = fastest(() => engines[name](state, { depth }, { tableMb: 16 }));
      if (r.ms < best[name].ms) best[name] = r;
    }
  }
  const nps = (r: { nodes: number; ms: number }) => Math.round((r.nodes / r.ms) * 1000);
  totals = {
    before: [
      (totals.before[0] as number) + best.before.nodes,
      (totals.before[1] as number) + best.before.ms,
    ],
    today: [
      (totals.today[0] as number) + best.today.nodes,
      (totals.today[1] as number) + best.today.ms,
    ],
  };
  rows.push([
    cards.join(','),
    best.before.nodes.toLocaleString('en'),
    best.today.nodes.toLocaleString('en'),
    `${Math.round(best.before.ms)} ms`,
    `${Math.round(best.today.ms)} ms`,
    nps(best.before).toLocaleString('en'),
    nps(best.today).toLocaleString('en'),
    `${(nps(best.today) / nps(best.before)).toFixed(2)}×`,
  ]);
  process.stderr.write(`${rows.at(-1)?.join('  ')}\n`);
}
load.push(loadavg()[0] ?? 0);
const header = ['cards', 'nodes before', 'nodes today', 'time before', 'time today'];
header.push('nodes/s before', 'nodes/s today', 'speed-up');
const text = [
  '# Onitama: search speed before issue 14 and today',
  '',
  `Written by \`npx tsx bench/onitama-speed.ts --depth ${depth} --reps ${reps}\`: depth ${depth} from each start,`,
  'a fresh 16 MB table per search, the fastest of the runs of each engine, the two engines taking',
  `turns. ${`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`}; load average ${load.map((l) => l.toFixed(2)).join(' to ')}`,
  '(the machine is shared: the load slows both engines alike, not their ratio).',
  '',
  markdownTable(header, rows),
  '',
  `All three: ${Math.round(((totals.before[0] as number) / (totals.before[1] as number)) * 1000).toLocaleString('en')} nodes/s before, ${Math.round(((totals.today[0] as number) / (totals.today[1] as number)) * 1000).toLocaleString('en')} today.`,
  '',
].join('\n');
writeFileSync('bench/onitama-speed.md', text);
console.log(text);
