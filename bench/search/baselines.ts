import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type PlayedMatch, playMatch } from '../../src/cli/match-run.ts';
import { markedSection, withSection } from '../../src/cli/report-file.ts';
import { unwrap } from '../../src/core/result.ts';
import { loadGame } from '../../src/games/load-game.ts';
import { listed } from '../../src/games/registry.ts';
import { PLAYOUT_PLIES } from '../../src/search/generic-players.ts';
import {
  freeSeats,
  type PairedRecord,
  type PlayerRecord,
  type ScoreRecord,
} from '../../src/search/match.ts';
import { markdownTable } from '../lib/markdown-table.ts';
import { stamp, stampLine } from '../lib/stamp.ts';

/**
 * Baselines of every turn game for its generic players, by the match runner of `games match`
 * (paired seats, seeded deals, seed 1), each row one match:
 * - the reference: `random` against `random:1`, random moves of another stream, so what two
 *   equal players score, with the noise of the count;
 * - the generic tree search its flags allow, 200 iterations (`mcts:200` where nothing is hidden,
 *   `ismcts:200` where cards are hidden, both for games with dice and nothing hidden), against
 *   random moves and against the game's default computer seat.
 * Games of two seats or more seat the search once and the other player at every other seat;
 * games of one free seat (puzzles, and Blackjack and Tally Maze against their fixed seats) have
 * every player play every deal alone, the game's own player beside them where it has one.
 * Writes bench/search/baselines.md, and a "Baselines" section at the end of each game's own report.
 *
 *   npm run bench -- search baselines [--workers 2] [--only go-fish,rummy --scale 0.5]
 *
 * `--only` and `--scale` (deals times this, at least one) print the tables and write nothing.
 */

const { values: args } = parseArgs({
  options: {
    workers: { type: 'string', default: '2' },
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
  },
});
const WORKERS = args.workers as string;
const ONLY = args.only?.split(',');
const SCALE = Number(args.scale);
if (!(SCALE > 0)) throw new RangeError(`--scale ${args.scale}: must be a number above 0`);
const dryRun = ONLY !== undefined || SCALE !== 1;
const COMMAND = 'npm run bench -- search baselines';
const SEED = '1';
const SEARCH_ITERATIONS = 200;

interface Plan {
  /** Deals of the reference and of each search row: each deal is played once per rotation. */
  readonly randomDeals: number;
  readonly searchDeals: number;
  /** The game string, when not the default parameters. */
  readonly game?: string;
  /** The game's report in bench/ (`<game>/<name>.md`) that gets the section. */
  readonly report?: string;
  /** Plies after which a game stops, for the reference and for the search rows. */
  readonly randomPlies?: number;
  readonly searchPlies?: number;
  /** The searches, when not all its flags allow. */
  readonly searches?: readonly string[];
  /** Why a count or a cap is small. */
  readonly why?: string;
}

/**
 * The deals, sized to keep the whole run near 20 minutes of two cores: a move of the search
 * costs from a few milliseconds (Pousse) to seconds (Parcheesi, whose random games run past 300
 * plies with a full turn's enumeration each ply), so the long games get few deals.
 */
const PLANS: Readonly<Record<string, Plan>> = {
  aces: { report: 'aces/deals.md', randomDeals: 200, searchDeals: 20 },
  'go-fish': { report: 'go-fish/players.md', randomDeals: 50, searchDeals: 4 },
  'crazy-8s': { report: 'crazy-8s/players.md', randomDeals: 100, searchDeals: 10 },
  blackjack: { report: 'blackjack/strategy.md', randomDeals: 100, searchDeals: 10 },
  rummy: {
    report: 'rummy/match.md',
    randomDeals: 10,
    searchDeals: 2,
    randomPlies: 200,
    searchPlies: 200,
    why: 'random discards never make gin, so games stop at 200 plies',
  },
  spider: { report: 'spider/deals.md', randomDeals: 50, searchDeals: 3 },
  memory: { randomDeals: 100, searchDeals: 5 },
  slidey: {
    report: 'slidey/solvers.md',
    randomDeals: 20,
    searchDeals: 3,
    randomPlies: 200,
    searchPlies: 100,
    why: 'random slides seldom finish the picture, so games stop at 100 or 200 plies',
  },
  same: { report: 'same/solver.md', randomDeals: 50, searchDeals: 2 },
  mines: { report: 'mines/player.md', randomDeals: 100, searchDeals: 10 },
  pbn: {
    report: 'pbn/solver.md',
    randomDeals: 10,
    searchDeals: 2,
    randomPlies: 200,
    searchPlies: 60,
    why: 'random painting never solves a puzzle; a move of the search costs seconds',
  },
  'lights-out': {
    randomDeals: 20,
    searchDeals: 3,
    randomPlies: 200,
    searchPlies: 100,
    why: 'random presses seldom turn every light out, so games stop at 100 or 200 plies',
  },
  pousse: { report: 'pousse/match.md', randomDeals: 100, searchDeals: 10 },
  gobblet: { report: 'gobblet/solver.md', randomDeals: 100, searchDeals: 10 },
  jewel: { report: 'jewel/player.md', randomDeals: 50, searchDeals: 3 },
  parcheesi: {
    report: 'parcheesi/players.md',
    randomDeals: 10,
    searchDeals: 1,
    searches: [`mcts:${SEARCH_ITERATIONS}`],
    why: 'a game is some 300 plies and a move of the search seconds: one deal, and MCTS only (IS-MCTS over dice costs the same)',
  },
  checkers: { report: 'checkers/engine.md', randomDeals: 100, searchDeals: 10 },
  'chat-noir': { report: 'chat-noir/solver.md', randomDeals: 100, searchDeals: 10 },
  'tally-maze': {
    report: 'tally-maze/solver.md',
    randomDeals: 100,
    searchDeals: 4,
    searchPlies: 300,
  },
  connect4: { report: 'connect4/strategies.md', randomDeals: 100, searchDeals: 10 },
  'mini-card': { randomDeals: 100, searchDeals: 20 },
  onitama: { report: 'onitama/engine.md', randomDeals: 100, searchDeals: 10 },
};

const DEFAULT_PLIES = 1000;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(1));
const range = ([lo, hi]: readonly [number, number], f: (x: number) => string) =>
  Number.isFinite(lo) && Number.isFinite(hi) ? `${f(lo)}–${f(hi)}` : 'one game';

interface Row {
  readonly players: readonly string[];
  readonly deals: number;
  readonly maxPlies: number;
  readonly played: PlayedMatch;
  readonly cpuSeconds: number;
}

/** The command line that plays the same match. */
function commandOf(game: string, row: Omit<Row, 'played' | 'cpuSeconds'>, games: number): string {
  const plies = row.maxPlies === DEFAULT_PLIES ? '' : ` --max-plies ${row.maxPlies}`;
  return `games match '${game}' --players ${row.players.join(',')} --games ${games} --seed ${SEED}${plies}`;
}

async function play(
  game: string,
  players: string[],
  deals: number,
  maxPlies: number,
  rotations: number,
): Promise<Row> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const played = await playMatch(game, {
    players: players.join(','),
    games: String(deals * rotations),
    seed: SEED,
    maxPlies: String(maxPlies),
    workers: WORKERS,
  });
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.error(
    `${game} ${players.join(',')}: ${played.result.games.length} games, ${cpuSeconds.toFixed(0)} s CPU, ${((performance.now() - wall) / 1000).toFixed(0)} s`,
  );
  return { players, deals, maxPlies, played, cpuSeconds };
}

const stoppedOf = (row: Row) => row.played.result.games.filter((g) => g.outcome === null).length;

/** Rows of a game rotated round its seats: the first player's record against the others. */
function rotationTable(rows: readonly Row[]): string {
  const lines = rows.map((row) => {
    const record = row.played.result.players[0] as PlayerRecord;
    const free = freeSeats(row.played.seats, row.played.match.fixed).length;
    return [
      `\`${row.players.join(',')}\``,
      record.games,
      `${record.wins}–${record.draws}–${record.losses}`,
      `${pct(record.score)} (${range(record.interval, pct)})`,
      pct(1 / free),
      stoppedOf(row),
      row.cpuSeconds.toFixed(0),
    ];
  });
  const header = [
    'players (seats in turn)',
    'first: games',
    'first: W–D–L',
    'first: score (95%)',
    'as equal',
    'stopped',
    'CPU s',
  ];
  return markdownTable(header, lines);
}

/** Deal by deal against the player `b`, from `a`'s side. */
function pairedText(paired: readonly PairedRecord[], a: number, b: number): string {
  const found = paired.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
  if (!found || a === b) return '';
  const [better, worse] = found.a === a ? [found.better, found.worse] : [found.worse, found.better];
  return `${better} / ${worse} / ${found.equal}`;
}

/** Rows of a game its players play alone: each player's rate or mean, and deal by deal. */
function aloneTable(rows: readonly Row[]): string {
  const lines: (string | number)[][] = [];
  let scored = false;
  for (const row of rows) {
    const { result } = row.played;
    const against = row.players.indexOf('random') >= 0 ? row.players.indexOf('random') : 0;
    for (const [i, record] of result.players.entries()) {
      const first = i === 0;
      const value =
        record.kind === 'scores'
          ? `${num(record.mean)} (${range(record.interval, num)})`
          : `${pct(record.score)} (${range(record.interval, pct)})`;
      scored ||= record.kind === 'scores';
      lines.push([
        first ? `\`${row.players.join(',')}\`` : '',
        row.players[i] as string,
        record.games,
        value,
        pairedText(result.paired ?? [], i, against),
        record.kind === 'scores' ? (record as ScoreRecord).stopped : first ? stoppedOf(row) : '',
        first ? row.cpuSeconds.toFixed(0) : '',
      ]);
    }
  }
  const lower = rows.some((row) =>
    row.played.result.players.some((r) => r.kind === 'scores' && r.lowerWins),
  );
  const value = scored ? `mean score${lower ? ', lowest wins' : ''} (95%)` : 'won or solved (95%)';
  const header = [
    'players (each alone)',
    'player',
    'games',
    value,
    'vs random: better / worse / equal deals',
    'stopped',
    'CPU s',
  ];
  return markdownTable(header, lines);
}

/** The searches a game's flags allow. */
function searchesOf(hidden: boolean, chance: boolean): string[] {
  return [
    ...(hidden ? [] : [`mcts:${SEARCH_ITERATIONS}`]),
    ...(hidden || chance ? [`ismcts:${SEARCH_ITERATIONS}`] : []),
  ];
}

const deals = (n: number) => Math.max(1, Math.round(n * SCALE));

/** Every row of one game, and its section of the report. */
async function baselines(
  id: string,
  plan: Plan,
): Promise<{ title: string; text: string; cpu: number }> {
  const text = plan.game ?? id;
  const game = unwrap(await loadGame(text));
  const fixed = Array.from(
    { length: game.players },
    (_, s) => game.descriptor.seats?.[s]?.fixed === true,
  );
  const free = fixed.filter((f) => !f).length;
  const alone = free === 1;
  const searches = plan.searches ?? searchesOf(game.rules.hiddenInformation, game.rules.chance);
  const randomPlies = plan.randomPlies ?? DEFAULT_PLIES;
  const searchPlies = plan.searchPlies ?? DEFAULT_PLIES;
  const rows: Row[] = [];
  const notes: string[] = [];
  if (alone) {
    rows.push(
      await play(game.gameString, ['random', 'random:1'], deals(plan.randomDeals), randomPlies, 2),
    );
    const own = game.players === 1 ? game.descriptor.ais?.[0]?.id : undefined;
    const players = [...searches, 'random', ...(own ? [own] : [])];
    rows.push(
      await play(game.gameString, players, deals(plan.searchDeals), searchPlies, players.length),
    );
    const fixedAis = game.descriptor.seats?.filter((s) => s.fixed).map((s) => s.ai) ?? [];
    if (fixedAis.length > 0)
      notes.push(
        `The fixed seats play their own AI in every game (${fixedAis.join(', ')}): that is the default computer seat here.`,
      );
    if (own) notes.push(`\`${own}\` is the game's own player, beside the generic ones.`);
    if (!own && fixedAis.length === 0)
      notes.push('The game has no computer seat of its own to play against.');
  } else {
    const others = (name: string) => Array.from({ length: free - 1 }, () => name);
    rows.push(
      await play(
        game.gameString,
        ['random', 'random:1'],
        deals(plan.randomDeals),
        randomPlies,
        free,
      ),
    );
    const freeSeat = Array.from({ length: game.players }, (_, s) => s).find(
      (s) => !fixed[s] && game.descriptor.seats?.[s]?.ai,
    );
    const byDefault = freeSeat === undefined ? undefined : game.descriptor.seats?.[freeSeat]?.ai;
    for (const search of searches) {
      rows.push(
        await play(
          game.gameString,
          [search, ...others('random')],
          deals(plan.searchDeals),
          searchPlies,
          free,
        ),
      );
      if (byDefault)
        rows.push(
          await play(
            game.gameString,
            [search, ...others(byDefault)],
            deals(plan.searchDeals),
            searchPlies,
            free,
          ),
        );
    }
    if (!byDefault)
      notes.push('The game seats no computer player by default, so there is no row against one.');
    if (free > 2) {
      notes.push(
        `\`random,random:1\` fills the ${free} seats by cycling (\`random\` holds ${Math.ceil(free / 2)} of them); each seat counts as a game.`,
      );
    }
  }
  if (plan.why) notes.push(`Few deals or a ply cap: ${plan.why}.`);
  const stopped = rows.reduce((n, row) => n + stoppedOf(row), 0);
  if (stopped > 0) {
    notes.push(
      alone
        ? 'A game stopped at the ply cap counts as not solved, or has no score (left out of the means).'
        : 'A game stopped at the ply cap counts as a draw.',
    );
  }
  const table = alone ? aloneTable(rows) : rotationTable(rows);
  const commands = rows.map((row) =>
    commandOf(game.gameString, row, row.played.result.games.length),
  );
  const body = [
    table,
    '',
    ...notes.map((n) => `- ${n}`),
    ...(notes.length > 0 ? [''] : []),
    'Each row is one match:',
    '',
    '```',
    ...commands,
    '```',
  ].join('\n');
  return {
    title: `${game.descriptor.info.title} (\`${id}\`)`,
    text: body,
    cpu: rows.reduce((n, r) => n + r.cpuSeconds, 0),
  };
}

const started = performance.now();
const load = loadavg()
  .map((x) => x.toFixed(1))
  .join(' ');
const { commit } = stamp();
const date = new Date().toISOString().slice(0, 16);
const sections: string[] = [];
let cpu = 0;
for (const d of listed()) {
  if (d.kind !== 'game') continue;
  const id = d.info.id;
  if (ONLY && !ONLY.includes(id)) continue;
  const plan = PLANS[id];
  if (!plan) throw new Error(`bench/search/baselines.ts has no plan for ${id}`);
  const done = await baselines(id, plan);
  cpu += done.cpu;
  sections.push(`## ${done.title}\n\n${done.text}\n`);
  if (dryRun) {
    console.log(sections.at(-1));
    continue;
  }
  if (plan.report) {
    const path = new URL(`../${plan.report}`, import.meta.url);
    const section = markedSection(
      'baselines',
      COMMAND,
      `## Baselines\n\nThe generic players on this game, by \`${COMMAND}\` (commit ${commit}, ${date} UTC; every game in bench/search/baselines.md, which says how to read the table).\n\n${done.text}`,
    );
    const old = existsSync(path) ? readFileSync(path, 'utf8') : '';
    writeFileSync(path, withSection(old, 'baselines', section));
  }
}
const minutes = (performance.now() - started) / 60_000;
const report = `# Baselines: the generic players on every game

${stampLine(COMMAND)} Finished ${date} UTC: ${minutes.toFixed(0)} minutes, ${(cpu / 60).toFixed(0)} CPU minutes on ${WORKERS} worker threads, load average ${load} at the start (a shared two-core machine).

Every row is one match of \`games match\`, seed ${SEED}: each deal is played once per rotation of the players round the free seats, or, where a game has one free seat (puzzles, and Blackjack and Tally Maze against their fixed seats), once by every player alone. The players:

- \`random\`: uniformly random legal moves; \`random:1\` the same from another stream of random numbers, so that \`random,random:1\` is the reference of two equal players and shows the noise of the count;
- \`mcts:${SEARCH_ITERATIONS}\` (games where nothing is hidden) and \`ismcts:${SEARCH_ITERATIONS}\` (hidden cards, or dice), the generic tree searches of src/search at ${SEARCH_ITERATIONS} iterations a move, each random playout cut after ${PLAYOUT_PLIES} plies and then worth a draw;
- the game's default computer seat (the AI its seat picker seats), or the game's own player for a puzzle.

Games of two free seats or more: the search sits at one seat and the other player at every other, so a player as good as the others scores the "as equal" share; the first player's games count one per seat it held, and its score a win 1 and a draw ½, with its 95% Wilson interval. Games of one free seat: each player's share of games won or puzzles solved (Wilson), or its mean score (normal 95% interval), and deal by deal how often it did better than, worse than or as well as \`random\` on the same deal. "stopped": games that reached the ply cap. CPU seconds are the whole process's, worker threads included.

${sections.join('\n')}`;
if (!dryRun) {
  writeFileSync(new URL('./baselines.md', import.meta.url), report);
  console.error('wrote bench/search/baselines.md');
}
