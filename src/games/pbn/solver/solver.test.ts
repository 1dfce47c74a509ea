import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUZZLE_DATA } from '../data/index.ts';
import { nDom } from '../dom.ts';
import { cluesOf } from '../puzzle.ts';
import { nextStep } from './explain.ts';
import { E, F, solveLine, U } from './line.ts';
import { Solver, solvePuzzle } from './solve.ts';

/** Every filling of a line of n cells whose runs are `clue`, by brute force. */
function placements(clue: number[], n: number): string[] {
  const out: string[] = [];
  for (let bits = 0; bits < 1 << n; bits++) {
    const line = Array.from({ length: n }, (_, i) => ((bits >> i) & 1 ? '#' : '.')).join('');
    const runs = cluesOf(line);
    if (runs.length === clue.length && runs.every((r, i) => r === clue[i])) out.push(line);
  }
  return out;
}

describe('the line solver', () => {
  it('agrees with intersecting every placement, on random lines and known cells', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.boolean(), { minLength: n, maxLength: n }),
              fc.array(fc.constantFrom(U, F, E), { minLength: n, maxLength: n }),
            ),
          ),
        ([n, picture, known]) => {
          const clue = cluesOf(picture.map((b) => (b ? '#' : '.')).join(''));
          const fits = placements(clue, n).filter((p) =>
            known.every((k, i) => k === U || (k === F) === (p[i] === '#')),
          );
          const out = solveLine(clue, known, n);
          if (fits.length === 0) return out === null;
          if (!out) return false;
          return Array.from(out).every((v, i) => {
            const all = fits.every((p) => p[i] === '#');
            const none = fits.every((p) => p[i] === '.');
            return v === (all ? F : none ? E : U);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the whole solver', () => {
  it('finds that "Solver Breaker" has exactly the solutions a brute force over its rows finds', () => {
    const p = PUZZLE_DATA.misc?.puzzles[1];
    if (!p) throw new Error('no Solver Breaker');
    expect(p.name).toBe('Solver Breaker');
    const w = p.cols.length;
    // Every choice of one placement per row, kept when the columns show their clues.
    let grids: string[][] = [[]];
    for (const clue of p.rows) {
      grids = grids.flatMap((g) => placements([...clue], w).map((row) => [...g, row]));
    }
    const brute = grids.filter((g) =>
      p.cols.every((clue, c) => {
        const runs = cluesOf(g.map((row) => row[c]).join(''));
        return runs.length === clue.length && runs.every((r, i) => r === clue[i]);
      }),
    );
    const report = solvePuzzle(p, { limit: 10 });
    expect(report.solutions.map((s) => s.join('/')).sort()).toEqual(
      brute.map((g) => g.join('/')).sort(),
    );
    expect(report.lineSolvable).toBe(false);
  });

  it('says when clues have no solution and when they have several', () => {
    expect(solvePuzzle({ rows: [[1], [1]], cols: [[2], []] }).status).toBe('unique');
    expect(solvePuzzle({ rows: [[1], [1]], cols: [[1], [1]] }).status).toBe('multiple');
    expect(solvePuzzle({ rows: [[2], [2]], cols: [[1], [1]] }).status).toBe('none');
  });
});

describe('the boards of the search', () => {
  it("keep every line's packed key equal to its cells, on lines of one, two and three words", () => {
    // 40-wide rows need three words a line; 30-high columns two; a 9-line puzzle one.
    const big = PUZZLE_DATA.k40x30?.puzzles[0];
    if (!big) throw new Error('no k40x30 puzzle');
    for (const p of [big, nDom(9), nDom(4)]) {
      const s = new Solver(p);
      const board = s.board();
      expect(s.settle(board)).toBe(true);
      // A guess and its consequences too, as the search makes them.
      const cell = Array.from(board.subarray(0, s.size)).indexOf(U);
      if (cell >= 0) {
        s.set(board, cell, F);
        s.settle(board, cell);
      }
      for (let line = 0; line < s.w + s.h; line++) {
        for (let i = 0; i < s.lineLength(line); i++) {
          const word = board[s.size + line * s.words + (i >> 4)] as number;
          expect((word >>> (2 * (i & 15))) & 3).toBe(board[s.cellOf(line, i)]);
        }
      }
    }
  });
});

describe('n-Dom', () => {
  it('has exactly one solution, the picture it was built from', () => {
    for (const n of [4, 5, 6]) {
      const p = nDom(n);
      const report = solvePuzzle(p, { limit: 2 });
      expect(report.status).toBe('unique');
      expect(report.lineSolvable).toBe(false);
      expect(report.solutions[0]).toEqual(p.solution);
    }
  });
});

describe('the hint', () => {
  const p = { rows: [[3], [1], [1, 1]], cols: [[1, 1], [2], [1, 1]] };

  it('names the line, its clue and the reason for the cell it gives', () => {
    const step = nextStep(p, '?????????');
    expect(step).toEqual({
      cell: 0,
      kind: 'fill',
      why: 'row 1, clue 3: every placement fills this cell',
    });
  });

  it('points out a mark that no solution has before anything else', () => {
    // A right mark is left alone: the first deduction comes next.
    expect(nextStep(p, '????#????')).toMatchObject({ cell: 0, kind: 'fill' });
    const wrong = nextStep(p, '???#?????');
    expect(wrong).toMatchObject({ cell: 3, kind: 'clear' });
  });

  it('says when no single line decides a cell', () => {
    const breaker = PUZZLE_DATA.misc?.puzzles[1];
    if (!breaker) throw new Error('no Solver Breaker');
    // Line solving to its fixed point first: from there no line decides anything.
    const solver = new Solver(breaker);
    const grid = new Uint8Array(36);
    expect(solver.propagate(grid)).toBe(true);
    expect(grid.includes(U)).toBe(true);
    const marks = Array.from(grid, (v) => (v === F ? '#' : v === E ? '.' : '?')).join('');
    const step = nextStep(breaker, marks);
    expect(step?.why).toContain('no cell follows from one line: the next step needs a guess');
  });
});
