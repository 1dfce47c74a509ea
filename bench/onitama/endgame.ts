/**
 * Onitama's endgame tablebase (src/games/onitama/engine/tablebase.ts): what it costs to build
 * and what it adds in play.
 *
 *   npx tsx bench/onitama/endgame.ts --tables          build time and size at 3 and 4 pieces
 *   npx tsx bench/onitama/endgame.ts --check 2000      entries against the rules' moves
 *   npx tsx bench/onitama/endgame.ts --speed 100       searches with and without the probe
 *   npx tsx bench/onitama/endgame.ts --match [--a engine:100+tb4] [--b engine:100]
 *     [--games 200] [--seed 1] [--workers 1]          paired games with and without it
 *
 * Each run is kept in bench/onitama/endgame.json with the load average and the commit;
 * bench/onitama/endgame.md is written from all of them.
 */

import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { eloText } from '../../src/cli/elo-text.ts';
import { createRng } from '../../src/core/rng.ts';
import { type CardName, SEED_CARDS } from '../../src/games/onitama/cards.ts';
import { MATE_BOUND, search } from '../../src/games/onitama/engine/search.ts';
import { buildTablebase, DRAW, INVALID } from '../../src/games/onitama/engine/tablebase.ts';
import {
  entryOf,
  expectedEntry,
  randomEndgame,
} from '../../src/games/onitama/engine/tablebase-check.ts';
import { matchJobs } from '../../src/games/onitama/match/match.ts';
import type { GameJob } from '../../src/games/onitama/match/play.ts';
import { type OnitamaState, stateToString } from '../../src/games/onitama/rules.ts';
import { BucketTable } from '../../src/search/bucket-table.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { playEndgameGame } from './lib/endgame-game.ts';
import { playPooled } from './lib/pool-match.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const JSON_FILE = 'bench/onitama/endgame.json';
const MD_FILE = 'bench/onitama/endgame.md';
const commit = execSync('git rev-parse --short HEAD').toString().trim();
const machine = `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;
const load = () => (loadavg()[0] ?? 0).toFixed(2);

/** The seed's cards and the three sets whose node counts search.test.ts pins. */
const CARD_SETS: readonly (readonly CardName[])[] = [
  SEED_CARDS,
  ['ox', 'boar', 'horse', 'elephant', 'crab'],
  ['goose', 'dragon', 'mantis', 'eel', 'crane'],
  ['monkey', 'rooster', 'cobra', 'rabbit', 'frog'],
];

interface TableRun {
  cards: string;
  pieces: number;
  cpuMs: number;
  wallMs: number;
  bytes: number;
  wins: number;
  losses: number;
  draws: number;
  longest: number;
  load: string;
  commit: string;
}

interface CheckRun {
  cards: string;
  pieces: number;
  positions: number;
  wrong: number;
  load: string;
  commit: string;
}

interface MatchRun {
  a: string;
  b: string;
  games: number;
  seed: number;
  wins: number;
  draws: number;
  losses: number;
  plies: number;
  /** Games whose board came down to so many pieces or fewer, by that number. */
  reached: Record<string, number>;
  buildMs: number;
  builds: number;
  seconds: number;
  load: string;
  commit: string;
}

interface SpeedRun {
  cards: string;
  pieces: number;
  positions: number;
  depth: number;
  /** Without the tablebase, then with it. */
  nodes: [number, number];
  cpuMs: [number, number];
  /** Root scores that are wins or losses. */
  decided: [number, number];
  load: string;
  commit: string;
}

interface Runs {
  tables: TableRun[];
  checks: CheckRun[];
  speeds?: SpeedRun[];
  matches: MatchRun[];
}

const readRuns = (): Runs =>
  existsSync(JSON_FILE)
    ? JSON.parse(readFileSync(JSON_FILE, 'utf8'))
    : { tables: [], checks: [], speeds: [], matches: [] };

/** This run's results, added to the file's as it stands at the end: runs may overlap. */
const fresh: Required<Runs> = { tables: [], checks: [], speeds: [], matches: [] };

function tables(): void {
  for (const cards of CARD_SETS) {
    for (const pieces of [3, 4]) {
      const before = load();
      const cpu = process.cpuUsage();
      const started = performance.now();
      const tb = buildTablebase(cards, pieces);
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const count = { wins: 0, losses: 0, draws: 0 };
      for (const table of tb.tables) {
        for (const v of table) {
          if (v === INVALID) continue;
          if (v === DRAW) count.draws++;
          else if (v % 2 === 1) count.wins++;
          else count.losses++;
        }
      }
      const run = {
        cards: cards.join(','),
        pieces,
        cpuMs: Math.round((used.user + used.system) / 1000),
        wallMs: Math.round(wallMs),
        bytes: tb.bytes,
        ...count,
        longest: tb.longest,
        load: `${before} to ${load()}`,
        commit,
      };
      console.log(run);
      fresh.tables.push(run);
    }
  }
}

function check(positions: number): void {
  const cards = SEED_CARDS;
  const tb = buildTablebase(cards, 4);
  const rng = createRng(1);
  let wrong = 0;
  for (let n = 0; n < positions; ) {
    const s = randomEndgame(rng, cards, rng.int(0, 2));
    if (!s) continue;
    n++;
    const got = entryOf(tb, s);
    const want = expectedEntry(tb, s);
    if (got !== want) {
      wrong++;
      console.log(`${stateToString(s)}: entry ${got}, by its moves ${want}`);
    }
  }
  fresh.checks.push({ cards: cards.join(','), pieces: 4, positions, wrong, load: load(), commit });
}

/**
 * The same searches of positions of 5 and 6 pieces (a capture or two from the tablebase) to a
 * fixed depth without the probe and with it: what the probe costs a node and saves in nodes.
 */
function speed(positions: number, depth: number): void {
  const cards = SEED_CARDS;
  const tb = buildTablebase(cards, 4);
  const rng = createRng(2);
  const states: OnitamaState[] = [];
  while (states.length < positions) {
    const s = randomEndgame(rng, cards, rng.int(3, 4));
    if (s) states.push(s);
  }
  const nodes: [number, number] = [0, 0];
  const cpuMs: [number, number] = [0, 0];
  const decided: [number, number] = [0, 0];
  const table = new BucketTable(16);
  for (const [i, probe] of [undefined, tb.score].entries()) {
    const cpu = process.cpuUsage();
    for (const s of states) {
      table.clear();
      const r = search(s, { depth }, { probe, table });
      nodes[i] = (nodes[i] as number) + r.nodes;
      if (Math.abs(r.score) > MATE_BOUND) decided[i] = (decided[i] as number) + 1;
    }
    const used = process.cpuUsage(cpu);
    cpuMs[i] = Math.round((used.user + used.system) / 1000);
  }
  const run = { cards: cards.join(','), pieces: 4, positions, depth, nodes, cpuMs, decided };
  console.log(run);
  fresh.speeds.push({ ...run, load: load(), commit });
}

async function match(): Promise<void> {
  const a = arg('a') ?? 'engine:100+tb4';
  const b = arg('b') ?? 'engine:100';
  const games = wholeArg('games', arg('games'), 200);
  const seed = wholeArg('seed', arg('seed'), 1);
  const workers = wholeArg('workers', arg('workers'), 1);
  const jobs: GameJob[] = matchJobs({ a, b, games, seed, maxPlies: 200 });
  const before = load();
  const started = performance.now();
  const task = {
    module: new URL('./lib/endgame-game.ts', import.meta.url),
    name: 'playEndgameGame',
    run: playEndgameGame,
  };
  const { outcomes, ...tally } = await playPooled(task, jobs, workers);
  const reached: Record<string, number> = {};
  for (const k of [2, 3, 4, 5, 6]) reached[k] = outcomes.filter((o) => o.fewest <= k).length;
  const run = {
    a,
    b,
    games,
    seed,
    ...tally,
    plies: outcomes.reduce((n, o) => n + o.plies, 0) / outcomes.length,
    reached,
    buildMs: Math.round(outcomes.reduce((n, o) => n + o.buildMs, 0)),
    // A build takes seconds; a game's probes that found it built take under a millisecond.
    builds: outcomes.filter((o) => o.buildMs >= 100).length,
    seconds: Math.round((performance.now() - started) / 1000),
    load: `${before} to ${load()}`,
    commit,
  };
  console.log(
    `${a} against ${b}: +${run.wins} =${run.draws} -${run.losses}, ${eloText(estimateElo(run))}`,
  );
  fresh.matches.push(run);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function report(runs: Runs): string {
  const tableRows = runs.tables.map((r) => {
    const all = r.wins + r.losses + r.draws;
    const pct = (n: number) => `${((100 * n) / all).toFixed(1)}%`;
    return [
      r.cards,
      String(r.pieces),
      `${(r.cpuMs / 1000).toFixed(1)} s`,
      `${(r.wallMs / 1000).toFixed(1)} s`,
      mb(r.bytes),
      all.toLocaleString('en'),
      `${pct(r.wins)} / ${pct(r.losses)} / ${pct(r.draws)}`,
      String(r.longest),
      r.load,
      r.commit,
    ];
  });
  const checkRows = runs.checks.map((r) => [
    r.cards,
    String(r.pieces),
    String(r.positions),
    String(r.wrong),
    r.load,
    r.commit,
  ]);
  const speedRows = (runs.speeds ?? []).map((r) => [
    r.cards,
    String(r.pieces),
    String(r.positions),
    String(r.depth),
    r.nodes.map((n) => n.toLocaleString('en')).join(' / '),
    r.cpuMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' / '),
    r.cpuMs.map((ms, i) => `${Math.round((r.nodes[i] as number) / ms)}k`).join(' / '),
    r.decided.join(' / '),
    r.load,
    r.commit,
  ]);
  const matchRows = runs.matches.map((r) => [
    r.a,
    r.b,
    String(r.games),
    String(r.seed),
    `${r.wins} / ${r.draws} / ${r.losses}`,
    eloText(estimateElo(r)),
    [2, 3, 4, 5, 6].map((k) => `${k}: ${r.reached[k] ?? 0}`).join(', '),
    r.plies.toFixed(1),
    `${r.builds} (${(r.buildMs / Math.max(1, r.builds) / 1000).toFixed(1)} s each)`,
    `${r.seconds} s`,
    r.load,
    r.commit,
  ]);
  return [
    '# Onitama: the endgame tablebase',
    '',
    stampLine('npm run bench -- onitama endgame'),
    `Raw results in bench/onitama/endgame.json; on ${machine}, shared with other jobs (the load average is given).`,
    '',
    '## Building it',
    '',
    '`--tables`: one tablebase per card set and size, in one thread. Positions are the valid',
    'entries (both masters on the board, the player to move seen as blue, every way the five',
    'cards lie); W / L / D is the share won, lost and drawn for the player to move; the longest',
    'win or loss is in plies. The bytes are all it keeps (one byte an entry, a loose index that',
    'also counts impossible entries) and all the build needs.',
    '',
    markdownTable(
      [
        'cards',
        'pieces',
        'CPU time',
        'wall time',
        'size',
        'positions',
        'W / L / D',
        'longest',
        'load',
        'commit',
      ],
      tableRows,
    ),
    '',
    '## Checking it',
    '',
    '`--check N`: random positions of up to 4 pieces whose entry is compared with the one its',
    "moves by the rules (rules.ts, not the engine's board) imply: a win one ply longer than the",
    'quickest loss among its children, else a loss one ply longer than the slowest win, else a draw.',
    '',
    markdownTable(['cards', 'pieces', 'positions', 'wrong', 'load', 'commit'], checkRows),
    '',
    '## What it costs and saves in a search',
    '',
    '`--speed N`: N random positions of 5 and 6 pieces (one or two captures from the tablebase)',
    'searched to a fixed depth without the probe, then with it (tablebase of 4 pieces), one',
    'table cleared before each search. CPU time; "decided" counts root scores that are a win or',
    'a loss.',
    '',
    markdownTable(
      [
        'cards',
        'tablebase',
        'positions',
        'depth',
        'nodes without / with',
        'CPU time',
        'nodes a second',
        'decided',
        'load',
        'commit',
      ],
      speedRows,
    ),
    '',
    '## What it adds in play',
    '',
    '`--match`: paired games (each random card set twice, colours swapped) between the engine',
    'that probes the tablebase (`+tb<k>`: up to k pieces) and the same engine without it, both',
    'with their tables kept from move to move, a draw after 200 plies, one worker thread. The',
    'tablebase is built off the clock when a game first comes down to k + 2 pieces, and kept for',
    'the second game of the same cards. "Reached" counts the games whose board came down to that',
    'many pieces or fewer (of 10).',
    '',
    markdownTable(
      [
        'a',
        'b',
        'games',
        'seed',
        'W / D / L for a',
        'Elo a − b (95%)',
        'reached',
        'plies',
        'builds',
        'time',
        'load',
        'commit',
      ],
      matchRows,
    ),
    '',
  ].join('\n');
}

if (process.argv.includes('--tables')) tables();
if (process.argv.includes('--check')) check(wholeArg('check', arg('check'), 2000));
if (process.argv.includes('--speed')) speed(wholeArg('speed', arg('speed'), 100), 9);
if (process.argv.includes('--match')) await match();
const runs = readRuns();
runs.tables.push(...fresh.tables);
runs.checks.push(...fresh.checks);
runs.speeds = [...(runs.speeds ?? []), ...fresh.speeds];
runs.matches.push(...fresh.matches);
writeFileSync(JSON_FILE, `${JSON.stringify(runs, null, 2)}\n`);
writeFileSync(MD_FILE, report(runs));
