import type { AiContext } from '../core/ai.ts';
import { CHANCE, type Game, type Outcome, sampleChance } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import type { Rng } from '../core/rng.ts';
import { returns } from './returns.ts';

/**
 * Plays `state` on with uniformly random moves, chance by its probabilities, and returns how
 * the game ended, or null when it was still going after `maxPlies` plies (a game random play
 * seldom ends, such as Lights Out or Rummy). `count` hears of every position played.
 */
export function randomPlayout<S, M, P extends ParamValues, O>(
  game: Game<S, M, P, O>,
  state: S,
  rng: Rng,
  count: () => void,
  maxPlies = Infinity,
): Outcome | null {
  let s = state;
  let outcome = game.result(s);
  for (let plies = 0; !outcome; plies++) {
    if (plies >= maxPlies) return null;
    const move =
      game.toMove(s) === CHANCE ? sampleChance<S, M>(game, s, rng) : rng.pick(game.legalMoves(s));
    s = game.play(s, move);
    count();
    outcome = game.result(s);
  }
  return outcome;
}

/**
 * How a tree search turns the end of a playout into each player's reward, and a node's summed
 * rewards back into a mean from 0 to 1 for UCB1.
 */
export interface Rewards {
  /** Each player's reward for a playout that ended so, or was cut short (null). */
  of(outcome: Outcome | null): number[];
  /** The mean of `visits` rewards summing to `reward`, from 0 to 1. */
  mean(reward: number, visits: number): number;
}

/**
 * Rewards for `players` players, scores counted as `returns` does (`lowerScoreWins`: penalty
 * points, the lowest best). With two or more, a player's utility (`returns`, -1 to 1)
 * mapped to 0 to 1; a playout cut short is worth 0, neutral, to everyone (½ as a reward).
 *
 * With one player, the reward is the raw value: the score of a scored puzzle (Same), ±1 for
 * solved or failed, 0 for a playout cut short (neutral: halfway between solved and failed, no
 * points). A scored puzzle's scale is not known ahead, so the mean is normalised by the lowest
 * and highest values this search has seen so far (as single-player MCTS does); solved, failed
 * and cut short widen that range to -1..1, so a puzzle solved or failed is mapped as a game of
 * two players is.
 */
export function rewardsFor(players: number, lowerScoreWins = false): Rewards {
  if (players > 1) {
    const neutral = new Array<number>(players).fill(0.5);
    return {
      of: (outcome) =>
        outcome ? returns(outcome, players, lowerScoreWins).map((u) => (u + 1) / 2) : neutral,
      mean: (reward, visits) => reward / visits,
    };
  }
  let low = Infinity;
  let high = -Infinity;
  const widen = (value: number) => {
    low = Math.min(low, value);
    high = Math.max(high, value);
  };
  return {
    of(outcome) {
      if (outcome?.kind === 'scores') {
        const score = (lowerScoreWins ? -1 : 1) * (outcome.scores[0] ?? 0);
        widen(score);
        return [score];
      }
      // Solved, failed and cut short are on the scale of `returns`, -1 to 1.
      widen(-1);
      widen(1);
      return [outcome ? (returns(outcome, 1)[0] as number) : 0];
    },
    mean: (reward, visits) => (high > low ? (reward / visits - low) / (high - low) : 0.5),
  };
}

/** What a Monte Carlo tree keeps per node: its visits and the rewards of its mover. */
export interface Tally {
  visits: number;
  reward: number;
}

/**
 * Credits one playout's rewards (`Rewards.of`) to the nodes it went through, each node to the
 * player who moved into it; chance's nodes only count the visit.
 */
export function backUp(path: readonly [Tally, number | typeof CHANCE][], rewards: number[]) {
  for (const [node, mover] of path) {
    node.visits++;
    if (mover !== CHANCE) node.reward += rewards[mover] as number;
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

/** The budget of a tree search with random playouts (MCTS, IS-MCTS). */
export interface TreeSearchBudget extends MonteCarloBudget {
  /**
   * Plies a playout may run before it is cut short, worth a neutral value (see `rewardsFor`):
   * with `iterations`, it bounds the work of a move in games random play seldom ends. None if
   * not given.
   */
  readonly playoutPlies?: number;
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

const plainMean = (reward: number, visits: number) => reward / visits;

/**
 * UCB1: the mean reward plus an exploration bonus that shrinks as the move is tried. `mean`
 * turns the summed reward into a mean from 0 to 1 (`Rewards.mean`).
 */
export const ucb = (
  reward: number,
  visits: number,
  parentVisits: number,
  c: number,
  mean: (reward: number, visits: number) => number = plainMean,
) => mean(reward, visits) + c * Math.sqrt(Math.log(parentVisits) / visits);

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
