import { describe, expect, it } from 'vitest';
import { CELLS, Position, WIDTH } from './bitboard.ts';
import { Book, bookKey } from './book.ts';
import { completeBook } from './book-build.ts';
import { bookPlies } from './book-job.ts';

// Made-up scores for ply 3: the derivation is under test, not the solver.
const held = bookPlies(3);
const made = Int8Array.from(held[3] ?? [], (p) => (bookKey(p) % 11) - 5);

/** What a parent scores from the book's children: the best of minus theirs, or a win at once. */
function fromChildren(book: Book, p: Position): number {
  let best = -CELLS;
  for (let c = 0; c < WIDTH; c++) {
    if (!p.canPlay(c)) continue;
    if (p.isWinningMove(c)) return (CELLS + 1 - p.moves) >> 1;
    best = Math.max(best, 0 - (book.get(p.play(c)) ?? Number.NaN));
  }
  return best;
}

describe('completeBook', () => {
  it("holds the ply's scores and reads every parent's off its children", () => {
    const book = completeBook(held, 3, made, Book.EMPTY);
    expect(book.completePly).toBe(3);
    expect(book.size).toBe(held.flat().length);
    for (const [i, p] of (held[3] ?? []).entries()) expect(book.get(p)).toBe(made[i]);
    for (const p of held.slice(0, 3).flat()) expect(book.get(p)).toBe(fromChildren(book, p));
  });

  it('keeps the old entries past the ply, and refuses a ply that contradicts the old book', () => {
    const past = held[3]?.[0]?.play(3) ?? Position.EMPTY;
    const old = Book.of(new Map([[bookKey(past), 7]]), -1);
    expect(completeBook(held, 3, made, old).get(past)).toBe(7);
    const truth = completeBook(held, 3, made, Book.EMPTY);
    const wrong = (truth.get(Position.EMPTY) ?? 0) + 1;
    const contradicted = Book.of(new Map([[bookKey(Position.EMPTY), wrong]]), -1);
    expect(() => completeBook(held, 3, made, contradicted)).toThrow(/held/);
  });
});
