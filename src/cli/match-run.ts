import { excerpt } from '../core/excerpt.ts';
import { loadGame } from '../games/load-game.ts';
import {
  freeSeats,
  isAlone,
  type MatchGame,
  type MatchResult,
  matchJobs,
  matchProblem,
  type PlayerRecord,
  rotationsOf,
  type ScoreRecord,
  seatsHeld,
  tallyMatch,
} from '../search/match.ts';
import { createPool } from '../search/pool.ts';
import { eloText } from './elo-text.ts';
import { jobKey, openJournal } from './match-journal.ts';
import { NAMED_MATCH_TASK, type NamedMatch } from './match-thread.ts';
import { bar, progressLine, seedOption, valid, wholeNumber } from './options.ts';
import { matchSeats } from './seat-list.ts';
import { formatTable } from './table.ts';
import { UsageError } from './usage-error.ts';

const MAX_GAMES = 1_000_000;

/** What a deal is played once per: by each player alone, or in each rotation of the free seats. */
function dealWord(match: Pick<NamedMatch, 'fixed'>, seats: number): string {
  if (isAlone(seats, match.fixed)) return 'played by every player alone';
  const fixed = match.fixed.some((ai) => ai !== null);
  return `played with every player in every ${fixed ? 'free seat' : 'seat'}`;
}

function dealsOf(match: Omit<NamedMatch, 'deals'>, seats: number, text: string): number {
  const rotations = rotationsOf(seats, match.players.length, match.fixed);
  const games = wholeNumber('games', text, 1, MAX_GAMES);
  if (games % rotations !== 0) {
    throw new UsageError(
      `games ${excerpt(text)}: must be a multiple of ${rotations}, since each deal is ${dealWord(match, seats)}`,
    );
  }
  return games / rotations;
}

/** A match's report: the same whatever the number of threads, so no timing in it. */
function matchJson(match: NamedMatch, seats: number, result: MatchResult) {
  return {
    game: match.game,
    seed: match.seed,
    games: result.games.length,
    deals: match.deals,
    maxPlies: match.maxPlies,
    alone: isAlone(seats, match.fixed),
    stopped: result.games.filter((g) => g.outcome === null).length,
    players: result.players.map((record, i) => ({
      id: match.players[i],
      seats: seatsHeld(seats, match.players.length, match.fixed)[i],
      ...record,
    })),
    ...(result.elo ? { elo: result.elo } : {}),
    ...(result.paired ? { paired: result.paired } : {}),
  };
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const number = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

function pointsTable(match: NamedMatch, records: readonly PlayerRecord[]): string {
  const header = ['#', 'player', 'games', 'wins', 'draws', 'losses', 'points', 'score'];
  const rows = records.map((r, i) => [
    String(i + 1),
    match.players[i] as string,
    String(r.games),
    String(r.wins),
    String(r.draws),
    String(r.losses),
    String(r.points),
    percent(r.score),
    `${percent(r.interval[0])} to ${percent(r.interval[1])}`,
  ]);
  return formatTable([...header, '95% interval'], rows);
}

function scoresTable(match: NamedMatch, records: readonly ScoreRecord[]): string {
  const lower = records.some((r) => r.lowerWins);
  const mean = lower ? 'mean score (lowest wins)' : 'mean score';
  const header = ['#', 'player', 'games', 'stopped', mean, '95% interval'];
  const rows = records.map((r, i) => [
    String(i + 1),
    match.players[i] as string,
    String(r.games),
    String(r.stopped),
    number(r.mean),
    `${number(r.interval[0])} to ${number(r.interval[1])}`,
  ]);
  return formatTable(header, rows);
}

/** What the rows count, and how games stopped at the ply cap were counted. */
function notes(match: NamedMatch, seats: number, result: MatchResult): string[] {
  const lines: string[] = [];
  const stopped = result.games.filter((g) => g.outcome === null).length;
  const alone = isAlone(seats, match.fixed);
  const scored = result.players.some((r) => r.kind === 'scores');
  if (alone && !scored) lines.push('A win is a game won or a puzzle solved.');
  const held = seatsHeld(seats, match.players.length, match.fixed);
  if (!alone && held.some((n) => n > 1)) {
    const free = freeSeats(seats, match.fixed).length;
    const who = held.map((n, i) => `${i + 1} holds ${n}`).join(', ');
    lines.push(
      `The ${free} seats are filled by cycling the players (${who} in every game); each seat held counts as one game.`,
    );
  }
  if (stopped > 0) {
    const counted = scored
      ? 'have no score: they are left out of the means and count below any score deal by deal'
      : seats === 1
        ? 'count as not solved'
        : 'count as draws';
    lines.push(`${stopped} games reached ${match.maxPlies} plies and ${counted}.`);
  }
  return lines;
}

function matchText(match: NamedMatch, seats: number, result: MatchResult): string {
  const lines = [
    `${match.game}: ${result.games.length} games, ${match.deals} deal${match.deals === 1 ? '' : 's'} each ${dealWord(match, seats)}; seed ${match.seed}`,
  ];
  const scores = result.players.filter((r): r is ScoreRecord => r.kind === 'scores');
  const points = result.players.filter((r): r is PlayerRecord => r.kind === 'points');
  lines.push(scores.length > 0 ? scoresTable(match, scores) : pointsTable(match, points));
  if (result.elo) {
    const [a, b] = match.players as [string, string];
    lines.push(`Elo of 1 (${a}) over 2 (${b}): ${eloText(result.elo, a)}`);
  }
  const who = (i: number) => `${i + 1} (${match.players[i]})`;
  for (const { a, b, better, worse, equal } of result.paired ?? []) {
    lines.push(
      `Deal by deal, ${who(a)} against ${who(b)}: better on ${better}, worse on ${worse}, equal on ${equal}`,
    );
  }
  lines.push(...notes(match, seats, result));
  return lines.join('\n');
}

export interface MatchOptions {
  readonly players: string;
  readonly games: string;
  readonly seed: string;
  readonly maxPlies: string;
  readonly workers: string;
  readonly journal?: string;
  readonly json?: boolean;
}

/** A match played: what it was, the seats of its game, and its results. */
export interface PlayedMatch {
  readonly match: NamedMatch;
  /** The seats of the game with its params. */
  readonly seats: number;
  readonly result: MatchResult;
}

/**
 * Checks a match given as on the command line (a bad value is a UsageError) and plays it, on
 * `--workers` threads, keeping to `--journal` if given. The benches play their matches here too.
 */
export async function playMatch(
  text: string,
  opts: Omit<MatchOptions, 'json'>,
): Promise<PlayedMatch> {
  const game = valid(await loadGame(text));
  const { players, fixed } = matchSeats(game, '--players', opts.players);
  const problem = matchProblem(game.gameString, game.players, players.length, fixed);
  if (problem) throw new UsageError(problem);
  const named = {
    game: game.gameString,
    players: players.map((p) => p.id),
    fixed,
    seed: seedOption(opts.seed),
    maxPlies: wholeNumber('max-plies', opts.maxPlies, 1, 10_000_000),
  };
  const match: NamedMatch = { ...named, deals: dealsOf(named, game.players, opts.games) };
  const workers = wholeNumber('workers', opts.workers, 0, 64);
  const jobs = matchJobs(match.deals, rotationsOf(game.players, players.length, fixed));
  const journal = opts.journal ? openJournal(opts.journal, match) : undefined;
  const played = new Map<string, MatchGame>(journal?.played);
  const toPlay = jobs.filter((job) => !played.has(jobKey(job)));
  const progress = progressLine();
  let done = jobs.length - toPlay.length;
  const pool = createPool(NAMED_MATCH_TASK, workers, (_, finished) => {
    journal?.record(finished);
    done++;
    progress.show(`game ${done}/${jobs.length} ${bar(done, jobs.length)}`);
  });
  let fresh: MatchGame[];
  try {
    fresh = await pool.run(toPlay.map((job) => ({ match, job })));
  } finally {
    progress.clear();
    await pool.close();
  }
  for (const g of fresh) played.set(jobKey(g), g);
  const games = jobs.map((job) => played.get(jobKey(job)) as MatchGame);
  const tally = tallyMatch(games, game.players, players.length, fixed, game.rules.lowerScoreWins);
  const result = { games, ...tally };
  return { match, seats: game.players, result };
}

/** `games match <game>`: checks the command line, plays the match, prints the scores. */
export async function runMatchCommand(text: string, opts: MatchOptions): Promise<void> {
  const { match, seats, result } = await playMatch(text, opts);
  console.log(
    opts.json ? JSON.stringify(matchJson(match, seats, result)) : matchText(match, seats, result),
  );
}
