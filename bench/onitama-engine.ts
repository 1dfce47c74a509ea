/**
 * The engine's figures: perft speed and exactness, search speed and depth in a second, the
 * match against the seed's strongest search, and each level against the next.
 *
 *   npm run bench:onitama-engine [-- --only perft,search,seed,tuning,levels] [--workers 2]
 *
 * Each section's results go into bench/onitama-engine.json, so a section can be run again
 * alone; bench/onitama-engine.md is written from all of them.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { LEVELS } from '../src/games/onitama/engine/levels.ts';
import { perft } from '../src/games/onitama/engine/perft.ts';
import { PERFT_REFERENCE } from '../src/games/onitama/engine/perft-reference.ts';
import { type DepthInfo, scoreText, search } from '../src/games/onitama/engine/search.ts';
import { type MatchResult, runMatch } from '../src/games/onitama/match/match.ts';
import { moveToString, startState } from '../src/games/onitama/rules.ts';
import { BucketTable } from '../src/search/bucket-table.ts';
import { wholeArg } from './args.ts';
import { markdownTable } from './markdown-table.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECTIONS = ['perft', 'search', 'seed', 'tuning', 'levels'] as const;
/** `--only report` runs nothing and writes the report from the results on file. */
const only = arg('only')?.split(',') ?? SECTIONS;
const WORKERS = wholeArg('workers', arg('workers'), availableParallelism());
const JSON_FILE = 'bench/onitama-engine.json';
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

interface SearchRow {
  cards: string;
  iterations: (Omit<DepthInfo, 'pv'> & { pv: string[] })[];
}

/** A second on each start position, after one unmeasured search so the code is compiled. */
function runSearch(): SearchRow[] {
  const table = new BucketTable(64);
  search(startState(START_SETS[0]), { movetime: 1000 }, { table });
  return START_SETS.map((cards) => {
    table.clear();
    const r = search(startState(cards), { movetime: 1000 }, { table });
    log(`search ${cards.join(',')}: depth ${r.depth}, ${r.nodes} nodes in ${r.ms} ms`);
    return {
      cards: cards.join(','),
      iterations: r.iterations.map((i) => ({ ...i, pv: i.pv.map(moveToString) })),
    };
  });
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

/** Games per level pairing: fewer where a game takes minutes. */
const LADDER_GAMES = [100, 100, 100, 60, 40];

async function runLevels(): Promise<{ ladder: MatchRow[]; vsSeed: MatchRow[] }> {
  const ladder: MatchRow[] = [];
  for (let i = 0; i + 1 < LEVELS.length; i++) {
    const [weak, strong] = [LEVELS[i], LEVELS[i + 1]].map((l) => `level:${l?.id}`) as [
      string,
      string,
    ];
    ladder.push(await match(strong, weak, LADDER_GAMES[i] ?? 40));
  }
  const vsSeed: MatchRow[] = [];
  for (const level of LEVELS.slice(0, 4)) {
    vsSeed.push(await match(`level:${level.id}`, 'seed-alphabeta:5', 40));
  }
  return { ladder, vsSeed };
}

/** Each section is saved as it ends, so a failure later loses nothing. */
const save = () => writeFileSync(JSON_FILE, `${JSON.stringify(results, null, 2)}\n`);
if (only.includes('perft')) results.perft = { machine, rows: runPerft() };
save();
if (only.includes('search')) results.search = { machine, rows: runSearch() };
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
if (only.includes('levels')) results.levels = { machine, ...(await runLevels()) };
save();

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
  const s = results.search as { rows: SearchRow[] } | undefined;
  if (s) {
    const lasts = s.rows.map(
      (r) => r.iterations[r.iterations.length - 1] as SearchRow['iterations'][number],
    );
    const nps = lasts.map((l) => (l.nodes / Math.max(1, l.ms)) * 1000);
    lines.push(
      `- **Search speed**: ${nps.map((n) => `${(n / 1e6).toFixed(1)} M`).join(', ')} nodes a second, one thread (strong engines: 2–4 M).`,
      `- **Depth in one second** from the start: ${lasts.map((l) => l.depth).join(', ')} for the three card sets (goal: 13 or more): the deepest iteration completed within the second, at ${lasts.map((l) => `${l.ms} ms`).join(', ')}.`,
    );
  }
  const seed = results.seed as { row: MatchRow } | undefined;
  if (seed) {
    lines.push(
      `- **engine:100 against seed-alphabeta:5**: ${(100 * seed.row.elo.score).toFixed(1)}% over ${seed.row.games} games (goal: at least 95% wins).`,
    );
  }
  const levels = results.levels as { ladder: MatchRow[] } | undefined;
  if (levels) {
    lines.push(
      `- **Levels**: each level scores ${levels.ladder.map((r) => `${(100 * r.elo.score).toFixed(0)}%`).join(', ')} against the one below it, weakest pair first.`,
    );
  }
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
  'Written by `npm run bench:onitama-engine` (bench/onitama-engine.ts); the raw results are in',
  'bench/onitama-engine.json. Single thread for perft and search; matches on worker threads.',
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

const searchResults = results.search as { machine: string; rows: SearchRow[] } | undefined;
if (searchResults) {
  md.push('## Search: one second from the start', '', `${searchResults.machine}.`, '');
  table(
    ['cards', 'depth', 'seldepth', 'nodes', 'time', 'nodes/s', 'move', 'score'],
    searchResults.rows.map(({ cards, iterations }) => {
      const last = iterations[iterations.length - 1] as SearchRow['iterations'][number];
      return [
        cards,
        last.depth,
        last.seldepth,
        fmt(last.nodes),
        `${last.ms} ms`,
        fmt((last.nodes / Math.max(1, last.ms)) * 1000),
        last.pv[0] ?? '',
        scoreText(last.score),
      ];
    }),
  );
  for (const { cards, iterations } of searchResults.rows) {
    md.push(`<details><summary>${cards}: every depth</summary>`, '', '```');
    for (const i of iterations) {
      md.push(
        `depth ${i.depth} seldepth ${i.seldepth} score ${scoreText(i.score)} nodes ${i.nodes} time ${i.ms} pv ${i.pv.join(' ')}`,
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
  const runs = existsSync('bench/onitama-tune.json')
    ? (JSON.parse(readFileSync('bench/onitama-tune.json', 'utf8')).runs as TuneRun[])
    : [];
  md.push(
    '## Tuning the evaluation',
    '',
    'SPSA runs (`npm run bench:onitama-tune`, bench/onitama-tune.json), each checked against the',
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

const levelResults = results.levels as
  | { machine: string; ladder: MatchRow[]; vsSeed: MatchRow[] }
  | undefined;
if (levelResults) {
  md.push('## Levels', '', `${levelResults.machine}. Each level against the one below it:`, '');
  table(MATCH_HEADER, levelResults.ladder.map(matchRow));
  md.push("The lower levels against the seed's alpha-beta at depth 5:", '');
  table(MATCH_HEADER, levelResults.vsSeed.map(matchRow));
  table(
    ['level', 'nodes a move', 'noise', 'time a move'],
    LEVELS.map((l) => [l.name, fmt(l.nodes), l.noise, l.time]),
  );
}

writeFileSync('bench/onitama-engine.md', `${md.join('\n')}\n`);
log('wrote bench/onitama-engine.md');
