import { CELLS, type Position, WIDTH } from './bitboard.ts';
import { Book, bookKey } from './book.ts';
import { bookPlies, needsEntry } from './book-job.ts';

/**
 * The book's last step (npm run book:connect4): from the scores of one ply, those of every ply
 * above it, each parent's read off its children.
 */

/**
 * The score of a position no move has won: from `scores` (by book key) when the book keeps it,
 * else from the number of discs (a full board, or a win at once for the player to move).
 */
export function entryScore(
  position: Position,
  scores: ReadonlyMap<number, number>,
): number | undefined {
  if (needsEntry(position)) return scores.get(bookKey(position));
  return position.moves === CELLS ? 0 : (CELLS + 1 - position.moves) >> 1;
}

/** The score of `position` when every position after it is known (or won at once), else undefined. */
export function derived(
  position: Position,
  scores: ReadonlyMap<number, number>,
): number | undefined {
  let best = -CELLS;
  for (let column = 0; column < WIDTH; column++) {
    if (!position.canPlay(column)) continue;
    if (position.isWinningMove(column)) return (CELLS + 1 - position.moves) >> 1;
    const score = entryScore(position.play(column), scores);
    if (score === undefined) return undefined;
    best = Math.max(best, -score);
  }
  return best;
}

/**
 * `old` with more entries beside its complete plies (kept as they are): an entry both hold must
 * have one score, else this throws naming the key.
 */
export function withEntries(old: Book, scores: ReadonlyMap<number, number>): Book {
  const all = new Map(scores);
  const add = (key: number, score: number) => {
    const before = all.get(key);
    if (before !== undefined && before !== score) {
      throw new Error(`book key ${key}: the book holds ${score}, the new entries ${before}`);
    }
    all.set(key, score);
  };
  for (const [key, score] of old.others()) add(key, score);
  if (old.completePly >= 0) {
    for (const ply of bookPlies(old.completePly)) {
      for (const p of ply) add(bookKey(p), old.get(p) as number);
    }
  }
  return Book.of(all, old.completePly);
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
