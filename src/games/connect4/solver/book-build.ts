import { CELLS, type Position, WIDTH } from './bitboard.ts';
import { Book, bookKey } from './book.ts';
import { needsEntry } from './book-job.ts';

/**
 * The book's last step (npm run book:connect4): from the scores of one ply, those of every ply
 * above it, each parent's read off its children.
 */

/** The score of `position` when every position after it is known (or won at once), else undefined. */
function derived(position: Position, scores: ReadonlyMap<number, number>): number | undefined {
  let best = -CELLS;
  for (let column = 0; column < WIDTH; column++) {
    if (!position.canPlay(column)) continue;
    if (position.isWinningMove(column)) return (CELLS + 1 - position.moves) >> 1;
    const child = position.play(column);
    const score = needsEntry(child)
      ? scores.get(bookKey(child))
      : child.moves === CELLS
        ? 0
        : (CELLS + 1 - child.moves) >> 1;
    if (score === undefined) return undefined;
    best = Math.max(best, -score);
  }
  return best;
}

/** The book complete to `ply`, from that ply's scores and the old book's further entries. */
export function completeBook(held: Position[][], ply: number, journal: Int8Array, old: Book): Book {
  const scores = new Map<number, number>();
  for (const [i, p] of (held[ply] ?? []).entries()) scores.set(bookKey(p), journal[i] as number);
  for (let p = ply - 1; p >= 0; p--) {
    for (const position of held[p] ?? []) {
      const score = derived(position, scores);
      if (score === undefined) throw new Error(`ply ${p}: a position's children are not all known`);
      // A score the old book held and its children's must agree: a check of the solver for free.
      const before = old.get(position);
      if (before !== undefined && before !== score) {
        throw new Error(`ply ${p}: the book held ${before}, children give ${score}`);
      }
      scores.set(bookKey(position), score);
    }
  }
  for (const [key, score] of old.others()) if (!scores.has(key)) scores.set(key, score);
  return Book.of(scores, ply);
}
