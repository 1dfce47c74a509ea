import { parentPort } from 'node:worker_threads';
import { bestMoveLine, infoLine } from '../../../cli/engine-search.ts';
import { BucketTable } from '../../../search/bucket-table.ts';
import type { SearchLimits } from '../../../search/deepening.ts';
import { endgameClock, PLAY_PIECES } from '../engine/endgame.ts';
import { scoreText, search } from '../engine/search.ts';
import { moveToString, type OnitamaState } from '../rules.ts';

/**
 * The search thread of `games onitama serve`: it keeps one table for as long as the server
 * runs, so a position searched before (the last move's reply, say) starts from what is known.
 */
export interface ServeJob {
  readonly state: OnitamaState;
  readonly limits: SearchLimits;
  /** Set to 1 by the server to stop the search; 0 while it may run. */
  readonly stop: Int32Array;
  readonly tableMb: number;
  /** Clear the table first: a new game. */
  readonly clear: boolean;
}

let table: BucketTable | undefined;
/** As the `engine:<ms>` player: a 3-piece tablebase, its build paid from the clock. */
const tablebase = endgameClock(PLAY_PIECES);
const text = { move: moveToString, score: scoreText };

/** Searches, posting each completed depth's `info` line, and returns the `bestmove` line. */
export function serveSearch(job: ServeJob): string {
  table ??= new BucketTable(job.tableMb);
  if (job.clear) table.clear();
  const { limits, probe } = tablebase(job.state, job.limits);
  const result = search(job.state, limits, {
    table,
    probe,
    stopped: () => Atomics.load(job.stop, 0) === 1,
    onDepth: (i) => parentPort?.postMessage({ info: infoLine(i, text) }),
  });
  return bestMoveLine(result, text);
}
