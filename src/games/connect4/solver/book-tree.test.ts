import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Position, WIDTH } from './bitboard.ts';
import { Book, bookKey, positionOfKey } from './book.ts';
import { entryScore, withEntries } from './book-build.ts';
import { readBook } from './book-file.ts';
import { needsEntry } from './book-job.ts';
import { firstLevel, nextLevel, type TreeLevel, unknownChildren } from './book-tree.ts';
import { positionOf as position, stateOf as state } from './from-moves.ts';
import { Solver } from './search.ts';
import { analyze, perfectMove } from './solve.ts';

const solver = new Solver(20);

// A Middle-Easy position of Pons' sample (18 discs): its subtree solves in milliseconds.
const ROOT = '271713432331713132';

/** The tree from ROOT to `plies` more discs, generated as the script does, and its book. */
function grow(plies: number): { levels: TreeLevel[]; book: Book; solved: number } {
  const scores = new Map<number, number>();
  const scoreOf = (p: Position) => entryScore(p, scores);
  const levels = [firstLevel(position(ROOT))];
  let solved = 0;
  for (let ply = 0; ply < plies; ply++) {
    const level = levels[ply] as TreeLevel;
    for (const { position: p } of unknownChildren(level, (p) => scoreOf(p) !== undefined)) {
      scores.set(bookKey(p), solver.solve(p));
      solved++;
    }
    const { next, scored } = nextLevel(level, scoreOf);
    for (const [key, score] of scored) scores.set(key, score);
    levels.push(next);
  }
  return { levels, book: withEntries(Book.EMPTY, scores), solved };
}

/** Whether the book answers every column of `p` without a search. */
const childrenHeld = (book: Book, p: Position) =>
  Array.from({ length: WIDTH }, (_, c) => c).every((c) => {
    if (!p.canPlay(c) || p.isWinningMove(c)) return true;
    const child = p.play(c);
    return !needsEntry(child) || book.get(child) !== undefined;
  });

describe("the Perfect seat's book", () => {
  const PLIES = 4;
  const { levels, book, solved } = grow(PLIES);

  it('holds every child of the seat positions, and of its opponent positions a ply above', () => {
    for (const level of levels.slice(0, PLIES)) {
      expect(level.perfect.length).toBeGreaterThan(0);
      for (const { position: p } of level.perfect) expect(childrenHeld(book, p)).toBe(true);
      if (level.ply < PLIES - 1) {
        for (const { position: p } of level.opponent) expect(childrenHeld(book, p)).toBe(true);
      }
    }
    // Each mirror pair is solved once: the book holds no more entries than solves and seats.
    const seats = levels.slice(0, PLIES).flatMap((l) => l.perfect);
    expect(book.size).toBeLessThanOrEqual(solved + seats.length);
  });

  it('answers as the solver does: the seat follows its own choice, hint and analysis agree', () => {
    for (const level of levels.slice(0, PLIES)) {
      for (const node of level.perfect) {
        const s = state(ROOT + node.moves);
        const fromBook = perfectMove(s, { book });
        expect(fromBook).toEqual(perfectMove(s));
        expect(analyze(s, { book })).toEqual(analyze(s));
        // The seat's choice is a position of the next level, with its opponent to move.
        const after = position(ROOT + node.moves).play(fromBook.column);
        if (!position(ROOT + node.moves).isWinningMove(fromBook.column)) {
          const next = levels[level.ply + 1]?.opponent ?? [];
          expect(next.map((n) => n.position)).toContainEqual(after);
        }
      }
      if (level.ply >= PLIES - 1) continue;
      for (const node of level.opponent) {
        const s = state(ROOT + node.moves);
        expect(perfectMove(s, { book })).toEqual(perfectMove(s));
        expect(analyze(s, { book })).toEqual(analyze(s));
      }
    }
  });

  it('keeps the old book beside the new entries, and refuses one that contradicts it', () => {
    const [key, score] = [...book.others()][0] as [number, number];
    const merged = withEntries(book, new Map([[bookKey(position('44')), 3]]));
    expect(merged.get(positionOfKey(key))).toBe(score);
    expect(merged.get(position('44'))).toBe(3);
    expect(() => withEntries(book, new Map([[key, score + 1]]))).toThrow(/holds/);
  });
});

describe('the committed book', () => {
  const book = readBook();
  const scoreOf = (p: Position) => entryScore(p, new Map()) ?? book.get(p);

  it("answers every position of the seat's games as far as its generator says it reached", () => {
    // The generator's figures: a ply is done when all its children are solved.
    const stats: Record<string, { children: number; solved: number }> = JSON.parse(
      readFileSync(
        new URL('../../../../bench/connect4/perfect-book.json', import.meta.url),
        'utf8',
      ),
    );
    let said = -1;
    while (stats[said + 1] !== undefined && stats[said + 1]?.solved === stats[said + 1]?.children) {
      said++;
    }
    let level = firstLevel(Position.EMPTY);
    let previous: TreeLevel | undefined;
    for (; level.ply <= said; level = nextLevel(level, scoreOf).next) {
      for (const { position: p } of level.perfect) expect(childrenHeld(book, p)).toBe(true);
      for (const { position: p } of previous?.opponent ?? []) {
        expect(childrenHeld(book, p)).toBe(true);
      }
      previous = level;
    }
  });

  // The book's positions are early ones, whose solves take seconds to minutes: the check runs
  // on request (CONNECT4_BOOK_CHECK=1) after the book grows and before it is committed, and
  // always once its deepest entries are quick to solve (10 discs or more).
  const deepest = [...book.others()]
    .map(([key, score]) => ({ p: positionOfKey(key), score }))
    .sort((a, b) => b.p.moves - a.p.moves)
    .slice(0, 4);
  it.runIf((deepest[0]?.p.moves ?? 0) >= 10 || process.env.CONNECT4_BOOK_CHECK === '1')(
    'holds the scores the solver finds, for its four deepest entries past the complete ply',
    () => {
      expect(deepest).toHaveLength(4);
      for (const { p, score } of deepest) expect(solver.solve(p)).toBe(score);
    },
    600_000,
  );
});
