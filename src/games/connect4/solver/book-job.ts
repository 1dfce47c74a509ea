import type { ThreadTask } from '../../../search/pool.ts';
import { CELLS, Position, WIDTH } from './bitboard.ts';
import { bookKey } from './book.ts';
import { Solver } from './search.ts';

/**
 * The book generator's work: enumerating the positions of a ply and solving them on worker
 * threads (npm run book:connect4, scripts/connect4-book.ts).
 */

/** A position as the four words and the disc count, which a thread message can carry. */
export type Words = readonly [curLo: number, curHi: number, maskLo: number, maskHi: number];

export const toWords = (p: Position): Words => [p.curLo, p.curHi, p.maskLo, p.maskHi];

export const fromWords = ([cl, ch, ml, mh]: Words, moves: number): Position =>
  new Position(cl, ch, ml, mh, moves);

/**
 * The positions of the next ply, one per mirror pair, in the order their parents come (so a
 * thread's consecutive jobs share subtrees in its table). Won games end there: a move that
 * connects four has no position after it.
 */
export function nextPly(positions: readonly Position[]): Position[] {
  const seen = new Set<number>();
  const next: Position[] = [];
  for (const position of positions) {
    for (let column = 0; column < WIDTH; column++) {
      if (!position.canPlay(column) || position.isWinningMove(column)) continue;
      const child = position.play(column);
      const key = bookKey(child);
      if (seen.has(key)) continue;
      seen.add(key);
      next.push(child);
    }
  }
  return next;
}

/** What the book keeps: positions whose player to move cannot win at once, nor is the board full. */
export const needsEntry = (p: Position): boolean => p.moves < CELLS && !p.canWinNext();

/** Per ply from 0 to `depth`, the positions the book holds there, in the generator's order. */
export function bookPlies(depth: number): Position[][] {
  let ply = [Position.EMPTY];
  const held = [ply.filter(needsEntry)];
  for (let moves = 1; moves <= depth; moves++) {
    ply = nextPly(ply);
    held.push(ply.filter(needsEntry));
  }
  return held;
}

export interface BookJob {
  readonly moves: number;
  readonly positions: readonly Words[];
}

/**
 * A thread's table outlives its jobs: its bounds hold for any root, and neighbours share them.
 * On ply 10, that saves 29% of the nodes against an empty table for each position; a first
 * probe at the previous position's score saved nothing more (bench/connect4/book-depth.md).
 * The large table's size does not matter here (2^23, 2^25 and 2^27 gave the same nodes on 300
 * ply-10 positions): most nodes have 22 discs or more and live in the small table, and a
 * larger small table (2^22, 2^24 entries) saved 14% and 17% of the nodes there, but no CPU time.
 */
let solver: Solver | undefined;
const BOOK_TT_LOG2 = 25;

export function solveBookJob(job: BookJob): number[] {
  solver ??= new Solver(BOOK_TT_LOG2);
  const s = solver;
  return job.positions.map((words) => s.solve(fromWords(words, job.moves), { keepTable: true }));
}

export const BOOK_TASK: ThreadTask<BookJob, number[]> = {
  module: new URL('./book-job.ts', import.meta.url),
  name: 'solveBookJob',
  run: solveBookJob,
};
