import { excerpt } from '../core/excerpt.ts';
import { loadGame } from '../games/load-game.ts';
import {
  type MatchGame,
  type MatchResult,
  matchJobs,
  rotationsOf,
  tallyMatch,
} from '../search/match.ts';
import { createPool } from '../search/pool.ts';
import { eloText } from './elo-text.ts';
import { jobKey, openJournal } from './match-journal.ts';
import { NAMED_MATCH_TASK, type NamedMatch } from './match-thread.ts';
import { bar, progressLine, seedOption, valid, wholeNumber } from './options.ts';
import { aiList, fixedSeats } from './seat-list.ts';
import { formatTable } from './table.ts';
import { UsageError } from './usage-error.ts';

const MAX_GAMES = 1_000_000;

/** What the players rotate round: `seat`, or `free seat` when some are fixed. */
const seatWord = (fixed: readonly boolean[]) => (fixed.some(Boolean) ? 'free seat' : 'seat');

/** Every deal is played once per rotation of the players round the free seats. */
function dealsOf(fixed: readonly boolean[], text: string): number {
  const rotations = rotationsOf(fixed.length, fixed);
  const games = wholeNumber('games', text, 1, MAX_GAMES);
  if (games % rotations !== 0) {
    throw new UsageError(
      `games ${excerpt(text)}: must be a multiple of ${rotations}, since each deal is played once with every player in every ${seatWord(fixed)}`,
    );
  }
  return games / rotations;
}

/** A match's report: the same whatever the number of threads, so no timing in it. */
function matchJson(match: NamedMatch, result: MatchResult) {
  return {
    game: match.game,
    seed: match.seed,
    games: result.games.length,
    deals: match.deals,
    maxPlies: match.maxPlies,
    stopped: result.games.filter((g) => g.outcome === null).length,
    players: result.players.map((record, i) => ({ id: match.players[i], ...record })),
    ...(result.elo ? { elo: result.elo } : {}),
  };
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

function matchText(match: NamedMatch, result: MatchResult): string {
  const stopped = result.games.filter((g) => g.outcome === null).length;
  const rows = result.players.map((r, i) => [
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
  const header = [
    '#',
    'player',
    'games',
    'wins',
    'draws',
    'losses',
    'points',
    'score',
    '95% interval',
  ];
  const lines = [
    `${match.game}: ${result.games.length} games, ${match.deals} deal${match.deals === 1 ? '' : 's'} each played with every player in every ${seatWord(match.fixed)}; seed ${match.seed}`,
    formatTable(header, rows),
  ];
  if (result.elo) {
    const [a, b] = match.players as [string, string];
    lines.push(`Elo of 1 (${a}) over 2 (${b}): ${eloText(result.elo, a)}`);
  }
  if (stopped > 0)
    lines.push(`${stopped} games reached ${match.maxPlies} plies and count as draws`);
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

/** `games match <game>`: checks the command line, plays the match, prints the scores. */
export async function runMatchCommand(text: string, opts: MatchOptions): Promise<void> {
  const game = valid(await loadGame(text));
  if (game.players < 2 || game.players > 4) {
    throw new UsageError(`${game.gameString} seats ${game.players}: a match is for 2 to 4 players`);
  }
  const players = aiList(game, '--players', opts.players);
  const fixed = fixedSeats(game);
  if (rotationsOf(game.players, fixed) === 0) {
    throw new UsageError(`${game.gameString}: every seat is a fixed computer seat`);
  }
  const match: NamedMatch = {
    game: game.gameString,
    players: players.map((p) => p.id),
    fixed,
    deals: dealsOf(fixed, opts.games),
    seed: seedOption(opts.seed),
    maxPlies: wholeNumber('max-plies', opts.maxPlies, 1, 10_000_000),
  };
  const workers = wholeNumber('workers', opts.workers, 0, 64);
  const jobs = matchJobs(match.deals, rotationsOf(game.players, fixed));
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
  const result = { games, ...tallyMatch(games, game.players) };
  console.log(opts.json ? JSON.stringify(matchJson(match, result)) : matchText(match, result));
}
