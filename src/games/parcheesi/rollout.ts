import type { AiContext } from '../../core/ai.ts';
import { createRng, deriveSeed, type Rng } from '../../core/rng.ts';
import { type Board, doublesPenalty, HOME } from './board.ts';
import type { Candidate } from './enumerate.ts';
import { graceFast } from './grace-fast.ts';
import { evaluate } from './lookahead.ts';
import { bestCandidate, candidatesOf, labelOf, type ParcheesiAi, turnMove } from './players.ts';
import type { ParcheesiState } from './rules.ts';
import { diceOf } from './rules.ts';

/**
 * Our Monte Carlo player: it keeps the few turns the Lookahead evaluation likes best and plays
 * each out over the same sampled dice (common random numbers) until its seat is to roll
 * again, the other seats playing as Amazing Grace plays (PLT's best, and what a table most
 * likely holds); it then scores the board reached with the Lookahead evaluation and plays the
 * turn with the best mean. The dice of the rollouts come from the player's own seeded rng, not
 * from the game's, so it knows nothing a person at the table does not.
 */

export interface RolloutBudget {
  /** How many of the evaluation's best turns are played out. */
  readonly candidates: number;
  /** Rollouts per candidate. */
  readonly samples: number;
}

/** The level offered in the seat picker and measured in bench/parcheesi/players.md. */
export const ROLLOUT_BUDGET: RolloutBudget = { candidates: 3, samples: 12 };

/** What one choice cost: rollouts and the full turns simulated in them. */
export interface RolloutStats {
  rollouts: number;
  turns: number;
}

/** A rollout's dice, and its own draws for Grace's ties, so that ties do not shift the dice. */
interface Chance {
  readonly dice: Rng;
  readonly ties: Rng;
}

/** A win or loss inside a rollout counts more than any board's value. */
const DECIDED = 10_000;

const won = (board: Board, seat: number) =>
  board[seat * 4] === HOME &&
  board[seat * 4 + 1] === HOME &&
  board[seat * 4 + 2] === HOME &&
  board[seat * 4 + 3] === HOME;

/** The board a seat's greedy player leaves for `dice`, `score` judging the end boards. */
function greedyTurn(
  board: Board,
  seat: number,
  dice: readonly number[],
  score: (b: Board, seat: number) => number,
  rng: Rng,
): Board {
  const candidates = candidatesOf({ board, turn: seat, dice } as ParcheesiState);
  if (candidates.length === 1) return (candidates[0] as Candidate).board;
  return bestCandidate(candidates, (b) => score(b, seat), rng).board;
}

/**
 * One seat's whole turn from the roll: doubles roll again, the third doubles sends the front
 * pawn back. Returns the board; `stats.turns` counts the turns chosen.
 */
function playTurn(
  board: Board,
  seat: number,
  doublesSoFar: number,
  chance: Chance,
  stats: RolloutStats,
): Board {
  let doubles = doublesSoFar;
  for (;;) {
    const a = chance.dice.int(1, 6);
    const b = chance.dice.int(1, 6);
    if (a === b && ++doubles === 3) return doublesPenalty(board, seat);
    stats.turns++;
    board = greedyTurn(board, seat, diceOf(board, seat, [a, b]), graceFast, chance.ties);
    if (a !== b || won(board, seat)) return board;
  }
}

/**
 * The value for `seat` of the board its turn left, after the rest of its turn (when it rolled
 * doubles) and the other seats' next turns are played out with `rng`'s dice.
 */
function rollout(
  board: Board,
  seat: number,
  state: ParcheesiState,
  chance: Chance,
  stats: RolloutStats,
): number {
  stats.rollouts++;
  if (won(board, seat)) return DECIDED;
  const roll = state.roll;
  if (roll !== null && roll[0] === roll[1])
    board = playTurn(board, seat, state.doubles, chance, stats);
  if (won(board, seat)) return DECIDED;
  for (let k = 1; k < 4; k++) {
    const other = (seat + k) % 4;
    if (state.cheaters[other]) continue;
    board = playTurn(board, other, 0, chance, stats);
    if (won(board, other)) return -DECIDED;
  }
  return evaluate(board, seat);
}

/** The candidates to play out: the evaluation's best `n`, best first. */
function shortlist(candidates: readonly Candidate[], seat: number, n: number): Candidate[] {
  return candidates
    .map((c) => ({ c, v: evaluate(c.board, seat) }))
    .sort((x, y) => y.v - x.v)
    .slice(0, n)
    .map((x) => x.c);
}

/**
 * The turn with the best mean over the rollouts. Every candidate meets the same dice: rollout j
 * of each draws from the seed `deriveSeed(seed, j)`, so their difference is the turn's.
 */
export function rolloutChoice(
  s: ParcheesiState,
  budget: RolloutBudget,
  context: Pick<AiContext, 'rng' | 'progress' | 'stopped'>,
  stats: RolloutStats = { rollouts: 0, turns: 0 },
): Candidate {
  const all = candidatesOf(s);
  if (all.length === 1) return all[0] as Candidate;
  const list = shortlist(all, s.turn, budget.candidates);
  if (list.length === 1) return list[0] as Candidate;
  const seed = context.rng.int(0, 0x7fff_ffff);
  const sums = list.map(() => 0);
  let done = 0;
  for (let j = 0; j < budget.samples && !context.stopped(); j++) {
    list.forEach((c, i) => {
      const chance = {
        dice: createRng(deriveSeed(seed, j)),
        ties: createRng(deriveSeed(seed, j, i)),
      };
      const value = rollout(c.board, s.turn, s, chance, stats);
      sums[i] = (sums[i] as number) + value;
    });
    done = j + 1;
    context.progress(done / budget.samples);
  }
  let best = 0;
  for (let i = 1; i < list.length; i++) if ((sums[i] as number) > (sums[best] as number)) best = i;
  return list[best] as Candidate;
}

/** The Monte Carlo player at a budget. */
export function rolloutPlayer(id: string, budget: RolloutBudget): ParcheesiAi {
  return {
    id,
    label: labelOf(id),
    choose: (s, context) => turnMove(rolloutChoice(s, budget, context)),
  };
}
