import { createRng } from '../../core/rng.ts';
import type { ThreadTask } from '../../search/pool.ts';
import type { SuitCount } from './info.ts';
import { deal, spider } from './rules.ts';
import { solve } from './solver.ts';

/** Seeds `from`..`from + count - 1` of `suits` suits, for the bench's worker threads. */
export interface SolveJob {
  readonly suits: SuitCount;
  readonly from: number;
  readonly count: number;
  readonly nodeLimit: number;
}

export interface SolveChunk {
  /** The seeds won, each line replayed through the rules. */
  readonly won: readonly number[];
  readonly nodes: number;
}

export function solveChunk(job: SolveJob): SolveChunk {
  const won: number[] = [];
  let nodes = 0;
  for (let seed = job.from; seed < job.from + job.count; seed++) {
    const state = deal(job.suits, createRng(seed));
    const answer = solve(state, job.nodeLimit);
    nodes += answer.nodes;
    if (answer.verdict !== 'won') continue;
    let end = state;
    for (const move of answer.line) end = spider.play(end, move);
    if (spider.result(end)?.kind !== 'solved')
      throw new Error(`seed ${seed}: the line does not win`);
    won.push(seed);
  }
  return { won, nodes };
}

export const SOLVE_TASK: ThreadTask<SolveJob, SolveChunk> = {
  module: new URL('./solve-task.ts', import.meta.url),
  name: 'solveChunk',
  run: solveChunk,
};
