import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mirrorHi, mirrorLo, Position, WIDTH } from './bitboard.ts';
import { Book, bookKey, positionOfKey } from './book.ts';
import { BOOK_PATH, readBook } from './book-file.ts';
import { bookPlies } from './book-job.ts';
import { positionOf as position, stateOf as state } from './from-moves.ts';
import { Solver } from './search.ts';
import { analyze, bestMove } from './solve.ts';

const mirrorPosition = (p: Position) => {
  const kl = p.curLo + p.maskLo;
  const kh = p.curHi + p.maskHi;
  return positionOfKey(mirrorHi(kl) * 2 ** 28 + mirrorLo(kl, kh));
};

const mirror = (moves: string) => [...moves].map((d) => 8 - Number(d)).join('');

const solver = new Solver(20);

/** A book of the exact scores of the positions one move after `moves` (none of its ply complete). */
function childrenBook(moves: string): Book {
  const scores = new Map<number, number>();
  const p = position(moves);
  for (let column = 0; column < WIDTH; column++) {
    if (!p.canPlay(column) || p.isWinningMove(column)) continue;
    const child = p.play(column);
    if (!child.canWinNext()) scores.set(bookKey(child), solver.solve(child));
  }
  return Book.of(scores, -1);
}

// Middle-Easy positions of Pons' sample, quick to solve.
const MIDDLE = [
  '5554224333234511764415115',
  '52753311433677442422121',
  '1233722555341451114725221333',
  '271713432331713132',
];

describe('opening book', () => {
  it('survives encoding, and finds a position and its mirror image', () => {
    const book = childrenBook(MIDDLE[2] as string);
    const again = Book.decode(book.encode());
    expect([...again.others()]).toEqual([...book.others()]);
    expect(again.completePly).toBe(book.completePly);
    const child = `${MIDDLE[2]}4`;
    const score = solver.solve(position(child));
    expect(again.get(position(child))).toBe(score);
    expect(again.get(position(mirror(child)))).toBe(score);
    expect(again.get(position(MIDDLE[2] as string))).toBeUndefined();
  });

  it('gives a key back its position', () => {
    // The key is the smaller of the position's and its mirror image's: here the mirror's.
    expect(positionOfKey(bookKey(position('4453')))).toEqual(position(mirror('4453')));
    expect(positionOfKey(bookKey(position('3'))).moves).toBe(1);
    expect(positionOfKey(bookKey(Position.EMPTY))).toEqual(Position.EMPTY);
  });

  it('rejects bytes that are not a book', () => {
    expect(() => Book.decode(new Uint8Array([1, 2, 3]))).toThrow(/header/);
    const bytes = childrenBook(MIDDLE[0] as string).encode();
    expect(() => Book.decode(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
  });

  it('changes no answer of analyze and bestMove, from its children or from the position', () => {
    for (const moves of MIDDLE) {
      const s = state(moves);
      const book = childrenBook(moves);
      expect(analyze(s, { book })).toEqual(analyze(s));
      expect(bestMove(s, { book })).toBe(bestMove(s));
      // Held itself but not its children: the score is read, the columns tested.
      const own = Book.of(new Map([[bookKey(position(moves)), solver.solve(position(moves))]]), -1);
      expect(bestMove(s, { book: own })).toBe(bestMove(s));
      // And with some of its children: a book stopped inside a ply.
      const some = new Map([...own.others(), ...[...book.others()].filter((_, i) => i % 2)]);
      expect(bestMove(s, { book: Book.of(some, -1) })).toBe(bestMove(s));
    }
  });

  it('finds every position of its complete plies by their perfect hash, in under 9 bits each', () => {
    // Made-up scores: the format is under test here, not the solver.
    const plies = bookPlies(6);
    const made = (key: number) => (key % 37) - 18;
    const entries = new Map(
      plies
        .slice(0, 6)
        .flat()
        .map((p) => [bookKey(p), made(bookKey(p))]),
    );
    const deeper = plies[6]?.[0] ?? Position.EMPTY;
    entries.set(bookKey(deeper), 5);
    const bytes = Book.of(entries, 5).encode();
    const book = Book.decode(bytes);
    expect(book.size).toBe(entries.size);
    expect(book.completePly).toBe(5);
    for (const p of plies.slice(0, 6).flat()) {
      expect(book.get(p)).toBe(made(bookKey(p)));
      expect(book.get(mirrorPosition(p))).toBe(made(bookKey(p)));
    }
    // Past the complete ply, only the positions held by key.
    expect(book.get(deeper)).toBe(5);
    expect(book.get(plies[6]?.[1] ?? Position.EMPTY)).toBeUndefined();
    const hashed = plies.slice(0, 6).flat().length;
    expect((bytes.length * 8) / hashed).toBeLessThan(9 + (8 * 64) / hashed);
  });
});

describe.runIf(existsSync(BOOK_PATH))('the committed book', () => {
  const book = readBook();

  // Early plies take minutes a position: then the check runs on request (CONNECT4_BOOK_CHECK=1),
  // after the book grows and before it is committed; from ply 10 on, a position takes well
  // under a second, and it runs always.
  it.runIf(book.completePly >= 10 || process.env.CONNECT4_BOOK_CHECK === '1')(
    'holds the scores the solver finds, for a sample of its deepest complete ply and beyond',
    () => {
      const deepest = bookPlies(book.completePly)[book.completePly] ?? [];
      const sample = deepest.filter((_, i) => i % Math.ceil(deepest.length / 12) === 0);
      const others = [...book.others()].map(([key, score]) => ({ p: positionOfKey(key), score }));
      for (const { p, score } of others.filter((_, i) => i % Math.ceil(others.length / 4) === 0)) {
        expect(solver.solve(p)).toBe(score);
      }
      expect(sample.length).toBeGreaterThan(0);
      for (const p of sample) expect(book.get(p)).toBe(solver.solve(p));
    },
    600_000,
  );

  it('scores the empty board 1 when it holds it (the first player wins with its last disc)', () => {
    const score = book.get(Position.EMPTY);
    if (book.completePly >= 0) expect(score).toBe(1);
  });

  it('holds every position up to its complete ply', () => {
    let ply = [Position.EMPTY];
    for (let moves = 0; moves <= book.completePly; moves++) {
      for (const p of ply) if (!p.canWinNext()) expect(book.get(p)).toBeDefined();
      const seen = new Map<number, Position>();
      for (const p of ply) {
        for (let c = 0; c < WIDTH; c++) {
          if (p.canPlay(c) && !p.isWinningMove(c)) seen.set(bookKey(p.play(c)), p.play(c));
        }
      }
      ply = [...seen.values()];
    }
  });
});
