import { type AiPlayer, chooseMove } from '../core/ai.ts';
import { CHANCE, type Game, moveTextFor, type Outcome, observe } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import { aiSeed, chanceMove } from '../core/ply-seeds.ts';
import { createRng, seriesSeed } from '../core/rng.ts';
import { quietTask, type TaskContext } from '../core/task.ts';
import { type EloEstimate, estimateElo, type Tally } from './elo.ts';
import { meanInterval } from './mean-interval.ts';
import { returns } from './returns.ts';
import { wilsonInterval } from './wilson.ts';

/**
 * A match between computer players on any game, with paired seats and deals. Each game is a
 * pure function of the match seed, its deal and its rotation, so games can run in any order, or
 * on any thread. Seats fixed to a player of their own (Chat Noir has none, Tally Maze's
 * pumpkins, Blackjack's dealer) keep it in every game; the players compared take the free seats:
 *
 * - **Rotation** (two free seats or more): the players fill the free seats, cycling through
 *   their list when there are fewer players than seats (two players at Parcheesi's four seats
 *   sit as 1 2 1 2), and every deal is played once per rotation of those seats, so neither a
 *   seat nor the luck of a deal favours anyone. Each seat a player held is one result for it:
 *   a win 1, a draw ½, the best utility wins.
 * - **Alone** (one free seat: puzzles, and games against fixed seats only): every player plays
 *   every deal in that seat, so deal by deal the players can be compared on the same cards.
 *   Each game is a result for its player: solved or won 1, a draw ½, or the score of a scored
 *   puzzle (Same, Jewel).
 *
 * Seeds: deal `d` is set up from `seriesSeed(seed, d)`, the game's seed; from there chance and
 * the AIs draw from the seeds of core/ply-seeds.ts, as the session does, so a game of a match
 * replays on the page with that seed. Each AI sees only its seat's observation and the moves so
 * far as that seat reads them, and is asked through `chooseMove`.
 */

export interface MatchOptions<S, M, P extends ParamValues, O> {
  readonly game: Game<S, M, P, O>;
  readonly params: P;
  /** The players compared: one at least, and no more than the free seats unless there is one. */
  readonly players: readonly AiPlayer<O, M>[];
  /** Deals: each is played once per rotation (see `rotationsOf`). */
  readonly deals: number;
  readonly seed: number;
  /** A game this long stops (`seatPoints` counts it), for games that can go on for ever. */
  readonly maxPlies?: number;
  /** By seat, the player always sitting there; the other seats are free. */
  readonly fixed?: readonly (AiPlayer<O, M> | undefined)[];
}

/** One game of a match: which deal, and which rotation of the players. */
export interface MatchJob {
  readonly deal: number;
  readonly rotation: number;
}

export interface MatchGame extends MatchJob {
  /** `seats[s]` is the index of the player in seat `s`, null for a fixed seat. */
  readonly seats: readonly (number | null)[];
  /** Null for a game stopped at `maxPlies`. */
  readonly outcome: Outcome | null;
  readonly plies: number;
}

/** Points for a player: a win (or a puzzle solved) 1, a draw ½. */
export interface PlayerRecord extends Tally {
  readonly kind: 'points';
  /** Results counted: one per game and seat held. */
  readonly games: number;
  readonly points: number;
  /** Points per game, 0 to 1. */
  readonly score: number;
  /** The Wilson 95% interval on the score. */
  readonly interval: readonly [number, number];
}

/** Scores for a player alone at a scored puzzle. */
export interface ScoreRecord {
  readonly kind: 'scores';
  readonly games: number;
  /** Games stopped at `maxPlies`: they have no score and are left out of the mean. */
  readonly stopped: number;
  /** The lower score is the better (the game's `lowerScoreWins`). */
  readonly lowerWins: boolean;
  readonly mean: number;
  /** The 95% interval on the mean (normal approximation). */
  readonly interval: readonly [number, number];
}

/** Two players alone at the same deals: on how many each did better. */
export interface PairedRecord {
  /** The players' indices, `a` before `b`. */
  readonly a: number;
  readonly b: number;
  /** Deals where `a` did better than `b`, worse, and as well. */
  readonly better: number;
  readonly worse: number;
  readonly equal: number;
}

export interface MatchResult {
  readonly games: readonly MatchGame[];
  /** In the order of the players given. */
  readonly players: readonly (PlayerRecord | ScoreRecord)[];
  /** Two players at a game of two seats: the first one's Elo difference over the second. */
  readonly elo?: EloEstimate;
  /** Players alone at the same deals: each pair compared deal by deal. */
  readonly paired?: readonly PairedRecord[];
}

/** The seats the players take: all but the fixed ones (entries neither null nor undefined). */
export const freeSeats = (seats: number, fixed: readonly unknown[] = []): number[] =>
  Array.from({ length: seats }, (_, seat) => seat).filter((seat) => (fixed[seat] ?? null) === null);

/** How the players sit: alone when one seat is free, else rotated round the free seats. */
export const isAlone = (seats: number, fixed?: readonly unknown[]): boolean =>
  freeSeats(seats, fixed).length === 1;

/**
 * How many games a deal is played in: once per player when they play it alone, else once per
 * free seat.
 */
export const rotationsOf = (seats: number, players: number, fixed?: readonly unknown[]): number =>
  isAlone(seats, fixed) ? players : freeSeats(seats, fixed).length;

/**
 * Who sits where in a rotation: alone, the free seat gets player `rotation`; else the free
 * seats' places (player `k` mod the number of players at place `k`) turn round by `rotation`.
 * Fixed seats are null.
 */
export function seatsOf(
  rotation: number,
  seats: number,
  players: number,
  fixed?: readonly unknown[],
): (number | null)[] {
  const free = freeSeats(seats, fixed);
  const sitting: (number | null)[] = new Array(seats).fill(null);
  for (const [k, seat] of free.entries()) {
    sitting[seat] = free.length === 1 ? rotation : ((k + rotation) % free.length) % players;
  }
  return sitting;
}

/** How many seats each player holds in every game: one alone; by cycling their list else. */
export function seatsHeld(seats: number, players: number, fixed?: readonly unknown[]): number[] {
  const free = freeSeats(seats, fixed).length;
  if (free === 1) return new Array(players).fill(1);
  return Array.from({ length: players }, (_, p) => Math.ceil((free - p) / players));
}

/** Every game of the match, deal by deal: each deal once per rotation. */
export function matchJobs(deals: number, rotations: number): MatchJob[] {
  return Array.from({ length: deals * rotations }, (_, i) => ({
    deal: Math.floor(i / rotations),
    rotation: i % rotations,
  }));
}

/** Why these players cannot make a match of this game, or undefined. */
export function matchProblem(
  gameId: string,
  seats: number,
  players: number,
  fixed?: readonly unknown[],
): string | undefined {
  const free = freeSeats(seats, fixed).length;
  if (free === 0) return `every seat of ${gameId} is fixed: there is no one to match`;
  if (players < 1) return 'a match needs one player at least';
  if (free > 1 && players > free) {
    return `${gameId} has ${free} free seats here, but ${players} players were given`;
  }
  return undefined;
}

function checkMatch<S, M, P extends ParamValues, O>(options: MatchOptions<S, M, P, O>): void {
  const { game, params, players, deals, fixed } = options;
  const problem = matchProblem(game.id, game.players(params), players.length, fixed);
  if (problem) throw new RangeError(problem);
  if (!Number.isInteger(deals) || deals < 1) {
    throw new RangeError(`deals must be a whole number from 1, not ${deals}`);
  }
}

export function playMatchGame<S, M, P extends ParamValues, O>(
  options: MatchOptions<S, M, P, O>,
  job: MatchJob,
): MatchGame {
  const { game, params, players, fixed } = options;
  const seatCount = game.players(params);
  const seats = seatsOf(job.rotation, seatCount, players.length, fixed);
  const playerAt = (seat: number) => {
    const index = seats[seat];
    return (index === null ? fixed?.[seat] : players[index as number]) as AiPlayer<O, M>;
  };
  const gameSeed = seriesSeed(options.seed, job.deal);
  const histories: string[][] = seats.map(() => []);
  let state = game.setup(params, createRng(gameSeed));
  let plies = 0;
  for (; !game.result(state); plies++) {
    if (plies === options.maxPlies) return { ...job, seats, outcome: null, plies };
    const mover = game.toMove(state);
    const move =
      mover === CHANCE
        ? chanceMove<S, M>(game, state, gameSeed, plies)
        : chooseMove(
            playerAt(mover),
            observe(game, state, mover),
            {
              seat: mover,
              players: seatCount,
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

/**
 * Points for `seat` in a game of `seats` seats. With others at the table the best utility wins
 * and a tie for it draws (scores by `lowerScoreWins` as `returns` counts them); a game stopped at
 * the ply cap is a draw. A puzzle alone is 1 solved, 0 failed or stopped (it was not solved), ½
 * for a draw.
 */
export function seatPoints(
  outcome: Outcome | null,
  seats: number,
  seat: number,
  lowerScoreWins = false,
): number {
  if (seats === 1) return outcome ? ((returns(outcome, 1)[0] as number) + 1) / 2 : 0;
  if (!outcome) return 0.5;
  const utility = returns(outcome, seats, lowerScoreWins);
  const best = Math.max(...utility);
  if (utility[seat] !== best) return 0;
  return utility.filter((u) => u === best).length === 1 ? 1 : 0.5;
}

function pointsRecord(points: readonly number[]): PlayerRecord {
  const wins = points.filter((p) => p === 1).length;
  const draws = points.filter((p) => p === 0.5).length;
  const games = points.length;
  const total = wins + draws / 2;
  const tally = { wins, draws, losses: games - wins - draws };
  if (games === 0)
    return { kind: 'points', ...tally, games, points: 0, score: 0, interval: [0, 1] };
  const score = total / games;
  return {
    kind: 'points',
    ...tally,
    games,
    points: total,
    score,
    interval: wilsonInterval(score, games),
  };
}

function scoreRecord(scores: readonly (number | null)[], lowerWins: boolean): ScoreRecord {
  const scored = scores.filter((s): s is number => s !== null);
  const games = scores.length;
  const stopped = games - scored.length;
  if (scored.length === 0) {
    return { kind: 'scores', games, stopped, lowerWins, mean: 0, interval: [0, 0] };
  }
  return { kind: 'scores', games, stopped, lowerWins, ...meanInterval(scored) };
}

/** The score of the seat alone at a scored game, null for a game stopped without one. */
const seatScore = (outcome: Outcome | null, seat: number): number | null =>
  outcome?.kind === 'scores' ? (outcome.scores[seat] ?? null) : null;

/**
 * Deal by deal, which of two players alone did better, by `values` where higher is better
 * (points, or scores turned round where the lower wins); none, a game with no score, is worst.
 */
function pairedOf(values: Map<number, (number | null)[]>, a: number, b: number): PairedRecord {
  const record = { a, b, better: 0, worse: 0, equal: 0 };
  for (const byPlayer of values.values()) {
    const x = byPlayer[a] ?? null;
    const y = byPlayer[b] ?? null;
    if (x === y) record.equal++;
    else if (y === null || (x !== null && x > y)) record.better++;
    else record.worse++;
  }
  return record;
}

/** The results of the players alone: points or scores each, and every pair deal by deal. */
function tallyAlone(
  games: readonly MatchGame[],
  seatCount: number,
  players: number,
  lowerScoreWins: boolean,
): Pick<MatchResult, 'players' | 'paired'> {
  const scored = games.some((g) => g.outcome?.kind === 'scores');
  const order = lowerScoreWins ? -1 : 1;
  const byDeal = new Map<number, (number | null)[]>();
  const values: (number | null)[][] = Array.from({ length: players }, () => []);
  for (const { deal, seats, outcome } of games) {
    const seat = seats.findIndex((p) => p !== null);
    const player = seats[seat] as number;
    const score = seatScore(outcome, seat);
    const value = scored ? score : seatPoints(outcome, seatCount, seat);
    values[player]?.push(value);
    const row = byDeal.get(deal) ?? [];
    row[player] = scored && score !== null ? order * score : value;
    byDeal.set(deal, row);
  }
  const paired: PairedRecord[] = [];
  for (let a = 0; a < players; a++) {
    for (let b = a + 1; b < players; b++) paired.push(pairedOf(byDeal, a, b));
  }
  return {
    players: values.map((v) =>
      scored ? scoreRecord(v, lowerScoreWins) : pointsRecord(v.map((x) => x as number)),
    ),
    paired,
  };
}

/**
 * Each player's results. Rotated round the seats: points per seat held. Alone: points or
 * scores per game, and each pair of players compared deal by deal.
 */
export function tallyMatch(
  games: readonly MatchGame[],
  seatCount: number,
  players: number,
  fixed?: readonly unknown[],
  lowerScoreWins = false,
): Omit<MatchResult, 'games'> {
  if (isAlone(seatCount, fixed)) return tallyAlone(games, seatCount, players, lowerScoreWins);
  const points: number[][] = Array.from({ length: players }, () => []);
  for (const { seats, outcome } of games) {
    for (const [seat, player] of seats.entries()) {
      if (player === null) continue;
      points[player]?.push(seatPoints(outcome, seatCount, seat, lowerScoreWins));
    }
  }
  const records = points.map(pointsRecord);
  const first = records[0] as PlayerRecord;
  return seatCount === 2 && players === 2 && first.games > 0
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
  const { game, params, players, fixed } = options;
  const seatCount = game.players(params);
  const jobs = matchJobs(options.deals, rotationsOf(seatCount, players.length, fixed));
  const games: MatchGame[] = [];
  for (const job of jobs) {
    if (task.stopped()) break;
    games.push(playMatchGame(options, job));
    task.progress(games.length / jobs.length);
  }
  return {
    games,
    ...tallyMatch(games, seatCount, players.length, fixed, game.lowerScoreWins),
  };
}
