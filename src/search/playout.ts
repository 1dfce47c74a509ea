import type { AiContext } from '../core/ai.ts';
import { CHANCE, type Game, sampleChance } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import type { Rng } from '../core/rng.ts';
import { returns } from './returns.ts';

/**
 * Plays `state` to the end with uniformly random moves, chance by its probabilities, and
 * returns each player's utility (`returns`). `count` hears of every position played.
 */
export function randomPlayout<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  state: S,
  rng: Rng,
  players: number,
  count: () => void,
): number[] {
  let s = state;
  let outcome = game.result(s);
  while (!outcome) {
    const move =
      game.toMove(s) === CHANCE ? sampleChance<S, M>(game, s, rng) : rng.pick(game.legalMoves(s));
    s = game.play(s, move);
    count();
    outcome = game.result(s);
  }
  return returns(outcome, players);
}

/** What a Monte Carlo tree keeps per node: its visits and the rewards of its mover. */
export interface Tally {
  visits: number;
  reward: number;
}

/**
 * Credits one playout's utilities to the nodes it went through, each node to the player who
 * moved into it (rewards from 0 to 1); chance's nodes only count the visit.
 */
export function backUp(path: readonly [Tally, number | typeof CHANCE][], utility: number[]) {
  for (const [node, mover] of path) {
    node.visits++;
    if (mover !== CHANCE) node.reward += ((utility[mover] as number) + 1) / 2;
  }
}

/** How long a Monte Carlo search runs, and how boldly it explores. */
export interface MonteCarloBudget {
  /** Iterations to run; 1000 if neither this nor `time` is given. */
  readonly iterations?: number;
  /** Milliseconds to run: with it the search is no longer reproducible from its seed. */
  readonly time?: number;
  /** UCB1's constant, on rewards from 0 to 1; √2 if not given. */
  readonly exploration?: number;
}

const PROGRESS_EVERY = 64;

/**
 * Calls `iterate` until the budget is spent or the caller stops (after at least one call, so
 * there is a move to play), reporting progress; returns how many iterations ran.
 */
export function runIterations(
  budget: MonteCarloBudget,
  context: Pick<AiContext, 'progress' | 'stopped'>,
  iterate: () => void,
): number {
  const limit = budget.iterations ?? (budget.time === undefined ? 1000 : Infinity);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  let done = 0;
  while (done < limit) {
    iterate();
    done++;
    if (context.stopped() || (budget.time !== undefined && elapsed() >= budget.time)) break;
    if (done % PROGRESS_EVERY === 0) {
      context.progress(budget.time === undefined ? done / limit : elapsed() / budget.time);
    }
  }
  context.progress(1);
  return done;
}

/** UCB1: the mean reward plus an exploration bonus that shrinks as the move is tried. */
export const ucb = (reward: number, visits: number, parentVisits: number, c: number) =>
  reward / visits + c * Math.sqrt(Math.log(parentVisits) / visits);

/** A flat bandit's arm: its visits and summed reward. */
export interface Arm {
  visits: number;
  reward: number;
}

/** The arm UCB1 tries next: an untried one first, else the highest bound. */
export function ucbPick(arms: readonly Arm[], total: number, c: number): number {
  let pick = arms.findIndex((t) => t.visits === 0);
  if (pick >= 0) return pick;
  let best = -Infinity;
  for (const [i, t] of arms.entries()) {
    const score = ucb(t.reward, t.visits, total, c);
    if (score > best) [best, pick] = [score, i];
  }
  return pick;
}
