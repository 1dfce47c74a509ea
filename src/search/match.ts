import { type AiPlayer, chooseMove } from '../core/ai.ts';
import { CHANCE, type Game, moveTextFor, type Outcome, observe } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import { aiSeed, chanceMove } from '../core/ply-seeds.ts';
import { createRng, seriesSeed } from '../core/rng.ts';
import { quietTask, type TaskContext } from '../core/task.ts';
import { type EloEstimate, estimateElo, type Tally } from './elo.ts';
import { returns } from './returns.ts';
import { wilsonInterval } from './wilson.ts';

/**
 * A match between computer players on any game, with paired seats: every deal is played once
 * per rotation of the players round the seats (for two, each side once with each colour), so
 * neither a seat nor the luck of a deal favours anyone. Each game is a pure function of the
 * match seed, its deal and its rotation, so games can run in any order, or on any thread.
 *
 * Seeds: deal `d` is set up from `seriesSeed(seed, d)`, the game's seed; from there chance and
 * the AIs draw from the seeds of core/ply-seeds.ts, as the session does, so a game of a match
 * replays on the page with that seed. Each AI sees only its seat's observation and the moves so
 * far as that seat reads them.
 */

export interface MatchOptions<S, M, P extends ParamValues, O> {
  readonly game: Game<S, M, P, O>;
  readonly params: P;
  /** One per seat the game has with these params: 2 to 4. */
  readonly players: readonly AiPlayer<O, M>[];
  /** Deals: each is played once per rotation, so the match has `deals × free seats` games. */
  readonly deals: number;
  readonly seed: number;
  /** A game this long is a draw, for games that can go on for ever; none if not given. */
  readonly maxPlies?: number;
  /**
   * Seats always played by the player given for them (Tally Maze's pumpkins): the rotation
   * passes them by, so a deal is played once per free seat.
   */
  readonly fixed?: readonly boolean[];
}

/** One game of a match: which deal, and how far the players are rotated round the seats. */
export interface MatchJob {
  readonly deal: number;
  readonly rotation: number;
}

export interface MatchGame extends MatchJob {
  /** `seats[s]` is the index of the player in seat `s`. */
  readonly seats: readonly number[];
  /** Null for a game stopped at `maxPlies`, counted as a draw. */
  readonly outcome: Outcome | null;
  readonly plies: number;
}

export interface PlayerRecord extends Tally {
  readonly games: number;
  /** A win 1, a draw ½. */
  readonly points: number;
  /** Points per game, 0 to 1. */
  readonly score: number;
  /** The Wilson 95% interval on the score. */
  readonly interval: readonly [number, number];
}

export interface MatchResult {
  readonly games: readonly MatchGame[];
  /** In the order of the players given. */
  readonly players: readonly PlayerRecord[];
  /** For two players: the first one's Elo difference over the second. */
  readonly elo?: EloEstimate;
}

/** The seats the rotation moves players round: all but the fixed ones. */
const freeSeats = (players: number, fixed: readonly boolean[] = []): number[] =>
  Array.from({ length: players }, (_, seat) => seat).filter((seat) => !fixed[seat]);

/** How many rotations a deal is played in: one per free seat. */
export const rotationsOf = (players: number, fixed?: readonly boolean[]): number =>
  freeSeats(players, fixed).length;

/** Who sits where in a rotation: the free seats' players turn round, a fixed seat keeps its own. */
export function seatsOf(rotation: number, players: number, fixed?: readonly boolean[]): number[] {
  const free = freeSeats(players, fixed);
  const seats = Array.from({ length: players }, (_, seat) => seat);
  for (const [k, seat] of free.entries()) {
    seats[seat] = free[(k + rotation) % free.length] as number;
  }
  return seats;
}

/** Every game of the match, deal by deal: each deal once per rotation. */
export function matchJobs(deals: number, rotations: number): MatchJob[] {
  return Array.from({ length: deals * rotations }, (_, i) => ({
    deal: Math.floor(i / rotations),
    rotation: i % rotations,
  }));
}

function checkMatch<S, M, P extends ParamValues, O>(options: MatchOptions<S, M, P, O>): void {
  const { game, params, players, deals } = options;
  const seats = game.players(params);
  if (seats < 2 || seats > 4) throw new RangeError(`a match is for 2 to 4 players, not ${seats}`);
  if (players.length !== seats) {
    throw new RangeError(
      `${game.id} seats ${seats} players here, but ${players.length} were given`,
    );
  }
  if (rotationsOf(seats, options.fixed) === 0) {
    throw new RangeError(`every seat of ${game.id} is fixed: there is no one to rotate`);
  }
  if (!Number.isInteger(deals) || deals < 1) {
    throw new RangeError(`deals must be a whole number from 1, not ${deals}`);
  }
}

export function playMatchGame<S, M, P extends ParamValues, O>(
  options: MatchOptions<S, M, P, O>,
  job: MatchJob,
): MatchGame {
  const { game, players } = options;
  const seats = seatsOf(job.rotation, players.length, options.fixed);
  const gameSeed = seriesSeed(options.seed, job.deal);
  const histories: string[][] = seats.map(() => []);
  let state = game.setup(options.params, createRng(gameSeed));
  let plies = 0;
  for (; !game.result(state); plies++) {
    if (plies === options.maxPlies) return { ...job, seats, outcome: null, plies };
    const mover = game.toMove(state);
    const move =
      mover === CHANCE
        ? chanceMove<S, M>(game, state, gameSeed, plies)
        : chooseMove(
            players[seats[mover] as number] as AiPlayer<O, M>,
            observe(game, state, mover),
            {
              seat: mover,
              players: players.length,
              history: (histories[mover] as string[]).slice(),
            },
            createRng(aiSeed(gameSeed, plies)),
          );
    for (const [seat, history] of histories.entries()) {
      history.push(moveTextFor(game, state, move, seat));
    }
    state = game.play(state, move);
  }
  return { ...job, seats, outcome: game.result(state), plies };
}

/** Wins, draws and losses per player. The best utility wins; if several share it, they draw. */
export function tallyMatch(
  games: readonly MatchGame[],
  players: number,
): Pick<MatchResult, 'players' | 'elo'> {
  const counts = Array.from({ length: players }, () => ({ wins: 0, draws: 0, losses: 0 }));
  for (const { seats, outcome } of games) {
    const utility = outcome ? returns(outcome, players) : new Array<number>(players).fill(0);
    const best = Math.max(...utility);
    const leaders = utility.filter((u) => u === best).length;
    for (const [seat, player] of seats.entries()) {
      const count = counts[player] as (typeof counts)[number];
      if (utility[seat] !== best) count.losses++;
      else if (leaders === 1) count.wins++;
      else count.draws++;
    }
  }
  const records = counts.map((tally): PlayerRecord => {
    const games = tally.wins + tally.draws + tally.losses;
    const points = tally.wins + tally.draws / 2;
    if (games === 0) return { ...tally, games, points, score: 0, interval: [0, 1] };
    const score = points / games;
    return { ...tally, games, points, score, interval: wilsonInterval(score, games) };
  });
  const first = records[0] as PlayerRecord;
  return players === 2 && first.games > 0
    ? { players: records, elo: estimateElo(first) }
    : { players: records };
}

/**
 * Plays the whole match in this thread. `task` hears of every game; once it is stopped, the
 * games played so far are counted.
 */
export function runMatch<S, M, P extends ParamValues, O>(
  options: MatchOptions<S, M, P, O>,
  task: TaskContext = quietTask,
): MatchResult {
  checkMatch(options);
  const jobs = matchJobs(options.deals, rotationsOf(options.players.length, options.fixed));
  const games: MatchGame[] = [];
  for (const job of jobs) {
    if (task.stopped()) break;
    games.push(playMatchGame(options, job));
    task.progress(games.length / jobs.length);
  }
  return { games, ...tallyMatch(games, options.players.length) };
}
