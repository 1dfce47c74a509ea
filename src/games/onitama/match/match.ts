import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { type EloEstimate, estimateElo, type Tally } from '../../../search/elo.ts';
import { createPool, type ThreadTask } from '../../../search/pool.ts';
import { parsePlayer } from '../ais.ts';
import { dealCards, parseCardsParam } from '../cards.ts';
import { BLUE, type Player, RED } from '../rules.ts';
import { type GameJob, type GameOutcome, playGame } from './play.ts';

export interface MatchSettings {
  /** Players in `parsePlayer`'s forms; results are counted for `a`. */
  readonly a: string;
  readonly b: string;
  /** Even: each card set is played twice, `a` blue in the first game and red in the second. */
  readonly games: number;
  readonly seed: number;
  readonly maxPlies: number;
}

export interface MatchResult extends Tally {
  /** Canonical ids of the players, as `parsePlayer` names them. */
  readonly a: string;
  readonly b: string;
  readonly games: readonly GameOutcome[];
  readonly elo: EloEstimate;
  readonly averagePlies: number;
}

export const MAX_GAMES = 100_000;

/** What is wrong with the settings, or undefined. */
export function checkMatch(s: MatchSettings): string | undefined {
  for (const [side, text] of [
    ['a', s.a],
    ['b', s.b],
  ] as const) {
    const parsed = parsePlayer(text);
    if (!parsed.ok) return `${side}: ${parsed.error}`;
  }
  if (!Number.isInteger(s.games) || s.games < 2 || s.games > MAX_GAMES || s.games % 2 !== 0) {
    return `games ${s.games}: must be an even number from 2 to ${MAX_GAMES}, since each card set is played twice with colours swapped`;
  }
  if (!Number.isInteger(s.maxPlies) || s.maxPlies < 1) {
    return `max-plies ${s.maxPlies}: must be a whole number from 1`;
  }
  return undefined;
}

/** Even games have `a` as blue, odd ones the same cards with `a` as red. */
const colourOfA = (game: number): Player => (game % 2 === 0 ? BLUE : RED);

/** The games of a match: card sets drawn one after another from the seed, each played twice. */
export function matchJobs(s: MatchSettings): GameJob[] {
  const rng = createRng(s.seed);
  const random = unwrap(parseCardsParam('random'));
  const jobs: GameJob[] = [];
  for (let game = 0; game < s.games; game += 2) {
    const set = { seed: s.seed, cards: dealCards(random, rng), maxPlies: s.maxPlies };
    jobs.push(
      { ...set, game, blue: s.a, red: s.b },
      { ...set, game: game + 1, blue: s.b, red: s.a },
    );
  }
  return jobs;
}

const GAME_TASK: ThreadTask<GameJob, GameOutcome> = {
  module: new URL('./play.ts', import.meta.url),
  name: 'playGame',
  run: playGame,
};

const forA = (game: number, outcome: GameOutcome): keyof Tally =>
  outcome.winner === null ? 'draws' : outcome.winner === colourOfA(game) ? 'wins' : 'losses';

export interface MatchProgress extends Tally {
  readonly done: number;
  readonly total: number;
}

/**
 * Plays the match on `workers` threads (0: this one). The results do not depend on the number of
 * threads: a game's cards come from `matchJobs` and its moves' randomness from its number.
 */
export async function runMatch(
  s: MatchSettings,
  options: { readonly workers: number; readonly onGame?: (progress: MatchProgress) => void },
): Promise<MatchResult> {
  const problem = checkMatch(s);
  if (problem) throw new RangeError(problem);
  const jobs = matchJobs(s);
  const counts = { wins: 0, draws: 0, losses: 0 };
  let done = 0;
  const pool = createPool(GAME_TASK, options.workers, (game, outcome) => {
    counts[forA(game, outcome)]++;
    done++;
    options.onGame?.({ ...counts, done, total: jobs.length });
  });
  let games: GameOutcome[];
  try {
    games = await pool.run(jobs);
  } finally {
    await pool.close();
  }
  return {
    a: unwrap(parsePlayer(s.a)).id,
    b: unwrap(parsePlayer(s.b)).id,
    ...counts,
    games,
    elo: estimateElo(counts),
    averagePlies: games.reduce((sum, g) => sum + g.plies, 0) / games.length,
  };
}
