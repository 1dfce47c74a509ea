import { BucketTable, type TableView } from '../../../search/bucket-table.ts';
import type { OnitamaState } from '../rules.ts';
import { endgameProbe, PLAY_PIECES } from './endgame.ts';
import { MAX_DEPTH, search } from './search.ts';

/**
 * Lazy SMP: while one thread searches a position, a helper thread searches the same position
 * with the same table (shared memory), a ply ahead of it. Neither waits for the other; what the
 * helper stores (deeper results, moves to try first) cuts the main search's tree, and the main
 * search alone reports and answers.
 */

/** What a helper thread is given. */
export interface HelperJob {
  readonly state: OnitamaState;
  /** The main search's table, its view taken before that search began (BucketTable `view`). */
  readonly table: TableView;
  /** Raised to 1 when the main search ends: the helper stops too. */
  readonly stop: Int32Array;
  /** Plies the helper's iterations search beyond their number (search's `ahead`). */
  readonly ahead: number;
}

/** The plies ahead that the page's helper searches (bench/onitama/smp.md). */
export const HELPER_AHEAD = 1;

/**
 * The helper's search: until the stop flag is raised, or `stopped` says so, or it has searched
 * as deep as a search goes. Its nodes.
 */
export function helpSearch(
  job: HelperJob,
  stopped = () => Atomics.load(job.stop, 0) !== 0,
): number {
  const probe = endgameProbe(job.state, PLAY_PIECES);
  const table = new BucketTable(job.table);
  const options = { table, stopped, ahead: job.ahead, ...(probe && { probe }) };
  return search(job.state, { depth: MAX_DEPTH }, options).nodes;
}
