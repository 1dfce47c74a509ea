import { createRng } from '../../../core/rng.ts';
import type { SameRules } from '../info.ts';
import { type SameState, same, totalScore } from '../rules.ts';
import { standardBoard } from '../standard-board.ts';
import { solveBoard } from './solve.ts';

export interface SeededJob {
  readonly rules: SameRules;
  readonly seed: number;
  readonly ms: number;
  /** A board of the standard test set (1-20) instead of a deal; `seed` then seeds the search. */
  readonly testBoard?: number;
  /**
   * Counts the budget in the solver's checks of its clock (about one a playout) instead of
   * milliseconds: the same work and the same line on any machine, however loaded.
   */
  readonly counted?: boolean;
}

export interface SeededResult {
  readonly score: number;
  readonly left: number;
  readonly moves: number;
  readonly playouts: number;
}

/**
 * Deals the rules' own board (PLT 20×16, standard 15×15, 5 colours) from `seed`, or takes the
 * standard test set's board, and solves it in `ms`; the score is the rules' own, from replaying
 * the line. A worker-thread task of the bench (pool.ts), so plain data in and out; `clock` (in
 * milliseconds) replaces the wall clock, as the bench's CPU-time clock does.
 */
export function solveSeeded(job: SeededJob, clock?: () => number): SeededResult {
  const state: SameState =
    job.testBoard !== undefined
      ? standardBoard(job.testBoard)
      : same.setup({ rules: job.rules, width: 0, height: 0, colours: 5 }, createRng(job.seed));
  let ticks = 0;
  const now = job.counted ? () => ticks++ : clock;
  const solution = solveBoard(state, { ms: job.ms, seed: job.seed, ...(now ? { now } : {}) });
  let end = state;
  for (const move of solution.moves) end = same.play(end, move);
  const score = totalScore(end);
  if (score !== solution.score)
    throw new Error(`seed ${job.seed}: solver ${solution.score}, rules ${score}`);
  const left = end.columns.reduce((n, c) => n + c.length, 0);
  return { score, left, moves: solution.moves.length, playouts: solution.playouts };
}
