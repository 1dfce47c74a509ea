/**
 * Today's Onitama engine against the engine before issue 14 (bench/onitama/lib/baseline.ts), at equal
 * time, in paired games on seeded random card sets, both in the same run on the same machine:
 *
 *   npx tsx bench/onitama/selfplay.ts [--a engine:100] [--b baseline:100] [--games 400]
 *     [--seed 1] [--workers 2] [--label text]
 *
 * Each run's result is appended to bench/onitama/selfplay.json with the load average and the
 * commit; bench/onitama/selfplay.md is written from all of them.
 */

import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { eloText } from '../../src/cli/elo-text.ts';
import { matchJobs } from '../../src/games/onitama/match/match.ts';
import type { GameJob } from '../../src/games/onitama/match/play.ts';
import { estimateElo } from '../../src/search/elo.ts';
import { wholeArg } from '../lib/args.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stampLine } from '../lib/stamp.ts';
import { playPooled } from './lib/pool-match.ts';
import { playSelfPlayGame } from './lib/selfplay-game.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const a = arg('a') ?? 'engine:100';
const b = arg('b') ?? 'baseline:100';
const games = wholeArg('games', arg('games'), 400);
const seed = wholeArg('seed', arg('seed'), 1);
const workers = wholeArg('workers', arg('workers'), availableParallelism());
const label = arg('label') ?? '';
const JSON_FILE = 'bench/onitama/selfplay.json';
const MD_FILE = 'bench/onitama/selfplay.md';

/** One row of bench/onitama/selfplay.json: a match and its result. */
export interface Run {
  label: string;
  commit: string;
  a: string;
  b: string;
  games: number;
  seed: number;
  wins: number;
  draws: number;
  losses: number;
  plies: number;
  seconds: number;
  load: string;
  machine: string;
}

/** The commit whose code the threads load: taken before the games, not after. */
const commit = execSync('git rev-parse --short HEAD').toString().trim();

async function play(): Promise<Run> {
  const jobs: GameJob[] = matchJobs({ a, b, games, seed, maxPlies: 200 });
  const load = loadavg()[0] ?? 0;
  const started = performance.now();
  const task = {
    module: new URL('./lib/selfplay-game.ts', import.meta.url),
    name: 'playSelfPlayGame',
    run: playSelfPlayGame,
  };
  const { outcomes, ...tally } = await playPooled(task, jobs, workers);
  const loads = [load, loadavg()[0] ?? 0].map((l) => l.toFixed(2)).join(' to ');
  return {
    label,
    commit,
    a,
    b,
    games,
    seed,
    ...tally,
    plies: outcomes.reduce((n, o) => n + o.plies, 0) / outcomes.length,
    seconds: Math.round((performance.now() - started) / 1000),
    load: loads,
    machine: `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
  };
}

function report(runs: Run[]): string {
  const rows = runs.map((r) => [
    r.label,
    r.commit,
    r.a,
    r.b,
    String(r.games),
    `${r.wins} / ${r.draws} / ${r.losses}`,
    `${((100 * (r.wins + r.draws / 2)) / r.games).toFixed(1)}%`,
    eloText(estimateElo(r)),
    r.plies.toFixed(1),
    `${r.seconds} s`,
    r.load,
  ]);
  const header = ['change', 'commit', 'a', 'b', 'games', 'W / D / L for a', 'score'];
  header.push('Elo a − b (95%)', 'plies', 'time', 'load average');
  return [
    '# Onitama: the engine against itself before issue 14',
    '',
    `${stampLine('npm run bench -- onitama selfplay')} Raw results in bench/onitama/selfplay.json.`,
    '`baseline:<ms>` is the engine before issue 14 (bench/onitama/lib/baseline.ts), its table cleared',
    'every move; `engine:<ms>` is the engine of the commit named, its table kept from move to',
    'move; `+name=value` sets a search option of engine/search.ts (a bare name turns it on) and',
    '`+onetable` plays with the one-slot table of before. Paired games (each card set twice,',
    'colours swapped), random card sets from the seed, a draw after 200 plies, both engines in',
    `the same run on the same machine (${runs[0]?.machine ?? ''}), seeds ${[...new Set(runs.map((r) => r.seed))].join(', ')},`,
    'one or two worker threads (the headline rows two). The machine was shared with other jobs (the load average is given): at',
    'such loads a move of 100 ms searches a tenth or less of what it would on an idle machine.',
    '',
    markdownTable(header, rows),
    '',
  ].join('\n');
}

const load = (): Run[] =>
  existsSync(JSON_FILE) ? JSON.parse(readFileSync(JSON_FILE, 'utf8')) : [];
if (!process.argv.includes('--report')) {
  const run = await play();
  // Read after the games, so that runs at the same time each add theirs.
  const runs = [...load(), run];
  writeFileSync(JSON_FILE, `${JSON.stringify(runs, null, 2)}\n`);
  console.log(
    `${run.a} against ${run.b}: +${run.wins} =${run.draws} -${run.losses}, ${eloText(estimateElo(run))}`,
  );
}
writeFileSync(MD_FILE, report(load()));
