import {
  type SeededJob,
  type SeededResult,
  solveSeeded,
} from '../../../src/games/same/solver/seeded.ts';
import { processCpuClock, threadCpuClock } from '../../lib/cpu-clock.ts';

let clock: (() => number) | undefined;

/**
 * `solveSeeded` with its budget in this thread's CPU time (the process's where Linux's
 * per-thread file is missing: then run one worker a process). A worker-thread task of the bench.
 */
export function solveSeededCpu(job: SeededJob): SeededResult {
  clock ??= threadCpuClock() ?? processCpuClock;
  return solveSeeded(job, clock);
}
