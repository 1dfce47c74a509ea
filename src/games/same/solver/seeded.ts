import { createRng } from '../../../core/rng.ts';
import type { SameRules } from '../info.ts';
import { same, totalScore } from '../rules.ts';
import { solveBoard } from './solve.ts';

export interface SeededJob {
  readonly rules: SameRules;
  readonly seed: number;
  readonly ms: number;
}

export interface SeededResult {
  readonly score: number;
  readonly left: number;
  readonly moves: number;
  readonly playouts: number;
}

/**
 * Deals the rules' own board (PLT 20×16, standard 15×15, 5 colours) from `seed` and solves it
 * in `ms`; the score is the rules' own, from replaying the line. A worker-thread task of the
 * bench (pool.ts), so plain data in and out.
 */
export function solveSeeded(job: SeededJob): SeededResult {
  const state = same.setup(
    { rules: job.rules, width: 0, height: 0, colours: 5 },
    createRng(job.seed),
  );
  const solution = solveBoard(state, { ms: job.ms, seed: job.seed });
  let end = state;
  for (const move of solution.moves) end = same.play(end, move);
  const score = totalScore(end);
  if (score !== solution.score)
    throw new Error(`seed ${job.seed}: solver ${solution.score}, rules ${score}`);
  const left = end.columns.reduce((n, c) => n + c.length, 0);
  return { score, left, moves: solution.moves.length, playouts: solution.playouts };
}
