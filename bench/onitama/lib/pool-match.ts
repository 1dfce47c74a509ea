import type { GameJob } from '../../../src/games/onitama/match/play.ts';
import { BLUE, type Player, RED } from '../../../src/games/onitama/rules.ts';
import { createPool, type ThreadTask } from '../../../src/search/pool.ts';

export interface PooledMatch<O> {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Each game's outcome, in the order of the jobs. */
  readonly outcomes: O[];
}

/**
 * The games of an Onitama match (`matchJobs`: player a blue in even games, red in odd ones) on
 * worker threads, with the running score on standard error; the score is player a's.
 */
export async function playPooled<O extends { readonly winner: Player | null }>(
  task: ThreadTask<GameJob, O>,
  jobs: readonly GameJob[],
  workers: number,
): Promise<PooledMatch<O>> {
  const tally = { wins: 0, draws: 0, losses: 0 };
  let done = 0;
  const pool = createPool<GameJob, O>(task, workers, (i, outcome) => {
    const aColour = i % 2 === 0 ? BLUE : RED;
    const key = outcome.winner === null ? 'draws' : outcome.winner === aColour ? 'wins' : 'losses';
    tally[key]++;
    done++;
    process.stderr.write(
      `\rgame ${done}/${jobs.length}: +${tally.wins} =${tally.draws} -${tally.losses}`,
    );
  });
  try {
    const outcomes = await pool.run([...jobs]);
    process.stderr.write('\n');
    return { ...tally, outcomes };
  } finally {
    await pool.close();
  }
}
