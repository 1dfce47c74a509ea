/**
 * The engine's figures: perft speed and exactness, search speed and depth in a CPU second
 * before issue 14 and today, the match against the seed's strongest search, and the tuning
 * checks. The level ladder has a resumable run of its own: bench/onitama/ladder.sh.
 *
 *   npm run bench -- onitama engine [--only perft,search,seed,tuning] [--workers 2]
 *
 * Each section's results go into bench/onitama/engine.json, so a section can be run again
 * alone; bench/onitama/engine.md is written from all of them.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { writeReport } from '../../src/cli/report-file.ts';
import { LEVELS } from '../../src/games/onitama/engine/levels.ts';
import { perft } from '../../src/games/onitama/engine/perft.ts';
import { PERFT_REFERENCE } from '../../src/games/onitama/engine/perft-reference.ts';
import {
  type DepthInfo,
  MAX_DEPTH,
  scoreText,
  search,
} from '../../src/games/onitama/engine/search.ts';
import { type MatchResult, runMatch } from '../../src/games/onitama/match/match.ts';
import { moveToString, startState } from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { loadBaseline } from './lib/baseline.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECTIONS = ['perft', 'search', 'seed', 'tuning'] as const;
/** `--only report` runs nothing and writes the report from the results on file. */
const only = arg('only')?.split(',') ?? SECTIONS;
const WORKERS = wholeArg('workers', arg('workers'), availableParallelism());
const JSON_FILE = 'bench/onitama/engine.json';
const log = (text: string) => process.stderr.write(`${text}\n`);

type Results = Record<string, unknown>;
const results: Results = existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : {};
const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;

const START_SETS = [
  ['ox', 'boar', 'horse', 'elephant', 'crab'],
  ['goose', 'dragon', 'mantis', 'eel', 'crane'],
  ['tiger', 'crab', 'horse', 'eel', 'frog'],
] as const;

interface PerftRow {
  cards: string;
  depth: number;
  leaves: number;
  expected: number;
  ms: number;
}

function runPerft(): PerftRow[] {
  const rows: PerftRow[] = [];
  for (const { cards, counts } of PERFT_REFERENCE) {
    for (const depth of [6, 7, 8]) {
      const started = performance.now();
      const leaves = perft(startState(cards), depth);
      const ms = performance.now() - started;
      rows.push({
        cards: cards.join(','),
        depth,
        leaves,
        expected: counts[depth - 1] as number,
        ms,
      });
      log(`perft ${cards.join(',')} ${depth}: ${leaves} in ${Math.round(ms)} ms`);
    }
  }
  return rows;
}

type Iteration = Omit<DepthInfo, 'pv'> & { pv: string[]; cpuMs: number };

interface SearchRow {
  cards: string;
  /** The engine before issue 14 (bench/onitama/lib/baseline.ts) or today's. */
  engine?: 'before' | 'today';
  iterations: Iteration[];
}

/** CPU milliseconds this process has spent since `from` (a `process.cpuUsage()`). */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};

type Searcher = (
  state: ReturnType<typeof startState>,
  options: { stopped: () => boolean; onDepth: (i: DepthInfo) => void },
) => unknown;

/**
 * A second of CPU time on `state`, not of the clock, so that a busy machine slows the search
 * without cutting it short; each depth is stamped with the CPU time it completed at.
 */
function cpuSecond(search: Searcher, state: ReturnType<typeof startState>): Iteration[] {
  const iterations: Iteration[] = [];
  const from = process.cpuUsage();
  search(state, {
    stopped: () => cpuMsSince(from) >= 1000,
    onDepth: (i) =>
      iterations.push({ ...i, pv: i.pv.map(moveToString), cpuMs: Math.round(cpuMsSince(from)) }),
  });
  return iterations;
}

/**
 * A CPU second on each start position by the engine before issue 14 and today's, taking turns,
 * each with a new 64 MB table, after one unmeasured search each so the code is compiled.
 */
async function runSearch(): Promise<SearchRow[]> {
  const baseline = await loadBaseline();
  const engines = {
    before: ((state, options) =>
      baseline.search(state, { depth: MAX_DEPTH }, { tableMb: 64, ...options })) as Searcher,
    today: ((state, options) =>
      search(state, { depth: MAX_DEPTH }, { table: new BucketTable(64), ...options })) as Searcher,
  };
  for (const engine of Object.values(engines)) cpuSecond(engine, startState(START_SETS[0]));
  return START_SETS.flatMap((cards) =>
    (['before', 'today'] as const).map((engine) => {
      const iterations = cpuSecond(engines[engine], startState(cards));
      const last = iterations.at(-1);
      log(`search ${engine} ${cards.join(',')}: depth ${last?.depth}, ${last?.nodes} nodes`);
      return { cards: cards.join(','), engine, iterations };
    }),
  );
}

type MatchRow = Omit<MatchResult, 'games'> & { games: number; seconds: number };

interface TuneRun {
  iterations: number;
  tuneSeconds: number;
  /** Runs before the option tuned the cards. */
  spsa: { cards?: boolean };
  start: unknown;
  tuned: unknown;
  check: { tuned: { wins: number; draws: number; losses: number } };
}

/** Which run's result a run started from, or the hand-set weights. */
function origin(runs: TuneRun[], run: TuneRun): string {
  const start = JSON.stringify(run.start);
  const from = runs.findIndex((r) => JSON.stringify(r.tuned) === start);
  return from >= 0 ? `run ${from + 1}` : 'hand-set';
}

async function match(a: string, b: string, games: number): Promise<MatchRow> {
  const started = performance.now();
  const r = await runMatch(
    { a, b, games, seed: 1, maxPlies: 200 },
    {
      workers: WORKERS,
      onGame: (p) => {
        if (p.done % 10 === 0)
          log(`${a} vs ${b}: ${p.done}/${p.total} +${p.wins} =${p.draws} -${p.losses}`);
      },
    },
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  return { ...r, games: r.games.length, seconds };
}

/** Each section is saved as it ends, so a failure later loses nothing. */
const save = () => writeFileSync(JSON_FILE, `${JSON.stringify(results, null, 2)}\n`);
if (only.includes('perft')) results.perft = { machine, rows: runPerft() };
save();
if (only.includes('search')) {
  const load = loadavg()[0] ?? 0;
  const rows = await runSearch();
  results.search = { machine, load: [load, loadavg()[0] ?? 0], rows };
}
save();
if (only.includes('seed'))
  results.seed = { machine, row: await match('engine:100', 'seed-alphabeta:5', 200) };
save();
if (only.includes('tuning')) {
  results.tuning = {
    machine,
    rows: [
      await match('engine-nodes:10000:tuned', 'engine-nodes:10000:hand', 400),
      await match('engine:100:tuned', 'engine:100:hand', 200),
      await match('engine-nodes:10000:run3', 'engine-nodes:10000:hand', 400),
    ],
  };
}
save();

interface SearchResults {
  machine: string;
  load?: number[];
  rows: SearchRow[];
}
const lastOf = (row: SearchRow) => row.iterations[row.iterations.length - 1] as Iteration;
/** Nodes a second of CPU time (of the clock for results from before CPU time was kept). */
const cpuRate = (i: Iteration) => (i.nodes / Math.max(1, i.cpuMs ?? i.ms)) * 1000;
const loadText = (s: SearchResults) =>
  s.load ? s.load.map((l) => l.toFixed(2)).join(' to ') : 'not kept';

/** The issue's figures beside ours, from whichever sections are on file. */
function summary(): string[] {
  const lines = ['## Summary', ''];
  const p = results.perft as { rows: PerftRow[] } | undefined;
  if (p) {
    const exact = p.rows.every((r) => r.leaves === r.expected);
    const rates = p.rows.filter((r) => r.depth === 8).map((r) => (r.leaves / r.ms) * 1000);
    lines.push(
      `- **Perft**: ${exact ? 'every count equals perft.md' : '**a count differs from perft.md**'}, at ${rates.map((r) => `${fmt(r / 1e6)} M`).join(' and ')} leaves a second at depth 8. The last two plies are counted rather than made (a popcount per piece and card, and the reply count changes only after a capture), so this rate is not comparable leaf for leaf with a perft that makes every move but the last (the issue's C++ figure: 90–130 M).`,
    );
  }
  const s = results.search as SearchResults | undefined;
  if (s) {
    const of = (engine: 'before' | 'today') =>
      s.rows.filter((r) => (r.engine ?? 'today') === engine);
    const speed = (rows: SearchRow[]) =>
      rows.map((r) => `${(cpuRate(lastOf(r)) / 1e6).toFixed(2)} M`).join(', ');
    const depths = (rows: SearchRow[]) => rows.map((r) => lastOf(r).depth).join(', ');
    lines.push(
      `- **Search speed**, nodes a second of CPU time, one thread, the three start positions: before issue 14 ${speed(of('before'))}; today ${speed(of('today'))} (load average ${loadText(s)}).`,
      `- **Depth in one CPU second** from the start: before ${depths(of('before'))}; today ${depths(of('today'))} for the three card sets (goal: 13 or more): the deepest iteration completed within the second.`,
    );
  }
  const seed = results.seed as { row: MatchRow } | undefined;
  if (seed) {
    lines.push(
      `- **engine:100 against seed-alphabeta:5**: ${(100 * seed.row.elo.score).toFixed(1)}% over ${seed.row.games} games (goal: at least 95% wins).`,
    );
  }
  lines.push(
    '- **Levels**: each level against the one below it in bench/onitama/ladder.md (`npm run bench -- onitama ladder`).',
    "- **Two threads** (the page's analysis): depth to reach and a match against one thread at equal time in bench/onitama/smp.md and bench/onitama/smp-match.md.",
  );
  const tuning = results.tuning as { rows: MatchRow[] } | undefined;
  if (tuning) {
    lines.push(
      `- **Tuning**: against the hand-set weights, ${tuning.rows.map((r) => `${r.a} scores ${(100 * r.elo.score).toFixed(1)}% (${eloText(r)} Elo)`).join(', ')}; the 95% interval lies above no gain in ${tuning.rows.filter((r) => (r.elo.low ?? 0) > 0).length} of these ${tuning.rows.length} measures (see below).`,
    );
  }
  return [...lines, ''];
}

// The report, from every section on file.
const md: string[] = [];
const table = (header: string[], rows: (string | number)[][]) => {
  md.push(markdownTable(header, rows), '');
};
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${fmt(Math.abs(n))}`;
/** The estimate with its 95% interval; an interval open at one end says so. */
function eloText({ elo }: MatchRow): string {
  if (elo.elo === null)
    return elo.score === 1 ? `≥ ${signed(elo.low ?? 0)}` : `≤ ${signed(elo.high ?? 0)}`;
  if (elo.error !== null) return `${signed(elo.elo)} ± ${fmt(elo.error)}`;
  return `${signed(elo.elo)} (${elo.low === null ? 'to' : `${signed(elo.low)} to`} ${elo.high === null ? 'unbounded' : signed(elo.high)})`;
}
const matchRow = (r: MatchRow) => [
  r.a,
  r.b,
  r.games,
  `${r.wins} / ${r.draws} / ${r.losses}`,
  `${(100 * r.elo.score).toFixed(1)}%`,
  eloText(r),
  r.averagePlies.toFixed(1),
  `${r.seconds} s`,
];
const MATCH_HEADER = [
  'a',
  'b',
  'games',
  'W / D / L for a',
  'score',
  'Elo a − b (95%)',
  'plies',
  'time',
];

md.push(
  '# Onitama: the engine',
  '',
  stampLine('npm run bench -- onitama engine'),
  'The raw results are in bench/onitama/engine.json. Single thread for perft and search; matches on worker threads.',
  '',
);

md.push(...summary());

const perftResults = results.perft as { machine: string; rows: PerftRow[] } | undefined;
if (perftResults) {
  md.push('## Perft', '', `${perftResults.machine}. Counts from data/onitama/perft.md.`, '');
  table(
    ['cards', 'depth', 'leaves', 'perft.md', 'time', 'leaves/s'],
    perftResults.rows.map((r) => [
      r.cards,
      r.depth,
      fmt(r.leaves),
      r.leaves === r.expected ? 'equal' : `**${fmt(r.expected)}: differs**`,
      `${fmt(r.ms)} ms`,
      `${fmt((r.leaves / r.ms) * 1000)}`,
    ]),
  );
}

const searchResults = results.search as SearchResults | undefined;
if (searchResults) {
  md.push(
    '## Search: one CPU second from the start',
    '',
    `${searchResults.machine}; load average ${loadText(searchResults)}. Each search stops after a second of the process's CPU time (not the clock's), so the load slows it without cutting it short; "before" is the engine of commit 8044eb5, before issue 14 (bench/onitama/lib/baseline.ts), with its own options; "today" is today's defaults. Each has a new 64 MB table. CPU time does not make the figures independent of the load: under a high load the engine before issue 14 lost more of its speed than today's (bench/onitama/speed.md measures the same engines by the clock to a fixed depth: 1.61 M and 2.05 M nodes a second at load 4.85).`,
    '',
  );
  table(
    [
      'cards',
      'engine',
      'depth',
      'seldepth',
      'nodes',
      'CPU time',
      'clock time',
      'nodes/s (CPU)',
      'move',
      'score',
    ],
    searchResults.rows.map((row) => {
      const last = lastOf(row);
      return [
        row.cards,
        row.engine ?? 'today',
        last.depth,
        last.seldepth,
        fmt(last.nodes),
        `${fmt(last.cpuMs)} ms`,
        `${fmt(last.ms)} ms`,
        fmt(cpuRate(last)),
        last.pv[0] ?? '',
        scoreText(last.score),
      ];
    }),
  );
  for (const { cards, engine, iterations } of searchResults.rows) {
    md.push(`<details><summary>${cards}, ${engine ?? 'today'}: every depth</summary>`, '', '```');
    for (const i of iterations) {
      md.push(
        `depth ${i.depth} seldepth ${i.seldepth} score ${scoreText(i.score)} nodes ${i.nodes} cpu ${i.cpuMs} time ${i.ms} pv ${i.pv.join(' ')}`,
      );
    }
    md.push('```', '', '</details>', '');
  }
}

const seedResult = results.seed as { machine: string; row: MatchRow } | undefined;
if (seedResult) {
  md.push(
    '## Against the seed',
    '',
    `${seedResult.machine}. Paired games (each card set twice, colours swapped), random card sets from seed 1, a draw after 200 plies.`,
    '',
  );
  table(MATCH_HEADER, [matchRow(seedResult.row)]);
}

const tuningResults = results.tuning as { machine: string; rows: MatchRow[] } | undefined;
if (tuningResults) {
  const runs = existsSync('bench/onitama/tune.json')
    ? (JSON.parse(readFileSync('bench/onitama/tune.json', 'utf8')).runs as TuneRun[])
    : [];
  md.push(
    '## Tuning the evaluation',
    '',
    'SPSA runs (`npm run bench -- onitama tune`, bench/onitama/tune.json), each checked against the',
    'hand-set weights in paired games at 10,000 positions a move on the same card sets:',
    '',
  );
  table(
    [
      'run',
      'from',
      'weights tuned',
      'iterations',
      'minutes',
      'check games',
      'W / D / L for the result',
      'score',
    ],
    runs.map((r, i) => {
      const t = r.check.tuned;
      const games = t.wins + t.draws + t.losses;
      return [
        i + 1,
        origin(runs, r),
        r.spsa.cards === false ? 'all but the cards' : 'all',
        r.iterations,
        Math.round(r.tuneSeconds / 60),
        games,
        `${t.wins} / ${t.draws} / ${t.losses}`,
        `${((100 * (t.wins + t.draws / 2)) / games).toFixed(1)}%`,
      ];
    }),
  );
  md.push(
    "The engine's evaluation `tuned` has run 1's weights, and `run3` run 3's (engine/weights.ts).",
    `Their gain over the hand-set weights, measured again on other card sets (seed 1) — ${tuningResults.machine}:`,
    '',
  );
  table(MATCH_HEADER, tuningResults.rows.map(matchRow));
}

md.push(
  '## Levels',
  '',
  'Each level against the one below it, and the lower levels against the seed, are in',
  'bench/onitama/ladder.md, written by `npm run bench -- onitama ladder` (`games match`, resumable).',
  '',
);
table(
  ['level', 'nodes a move', 'noise', 'time a move'],
  LEVELS.map((l) => [l.name, fmt(l.nodes), l.noise, l.time]),
);

writeReport('bench/onitama/engine.md', `${md.join('\n')}\n`);
log('wrote bench/onitama/engine.md');
