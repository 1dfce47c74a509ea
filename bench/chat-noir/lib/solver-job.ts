import { createRng } from '../../../src/core/rng.ts';
import { setupState } from '../../../src/games/chat-noir/rules.ts';
import { solve } from '../../../src/games/chat-noir/solver.ts';
import { threadCpuClock } from '../../lib/cpu-clock.ts';

export interface StartJob {
  readonly seed: number;
  readonly size: number;
  readonly budget: number;
}

export interface StartResult {
  readonly seed: number;
  /** 1 a sure trap, 0 the cat escapes whatever you do, -1 undecided within the budget. */
  readonly win: 1 | 0 | -1;
  /** For a trap: the blocks the strategy found takes at most. */
  readonly blocks: number;
  readonly nodes: number;
  /** The solving thread's CPU time (wall time where Linux's per-thread clock is missing). */
  readonly ms: number;
}

/** This thread's CPU time (read at every call), so other work on the machine does not count. */
const cpu = threadCpuClock(0) ?? (() => performance.now());

/** Solves the start that `seed` deals (as the game does: the same rng, the same setup). */
export function solveStart(job: StartJob): StartResult {
  const state = setupState(job.size, createRng(job.seed));
  const start = cpu();
  const verdict = solve(state, { budget: job.budget });
  const ms = cpu() - start;
  const win = verdict.win === null ? -1 : verdict.win ? 1 : 0;
  return { seed: job.seed, win, blocks: verdict.trap?.blocks ?? 0, nodes: verdict.nodes, ms };
}
