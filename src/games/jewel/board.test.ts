import { describe, expect, it } from 'vitest';
import {
  CELLS,
  collapse,
  dropTicks,
  EMPTY,
  findRuns,
  legalSwaps,
  pltMoveCount,
  SIDE,
  swapMakesRun,
} from './board.ts';

/** A board from 8 rows of digits, `.` empty; rows from the top. */
const read = (rows: string) =>
  rows
    .trim()
    .split(/\s+/)
    .join('')
    .split('')
    .map((ch) => (ch === '.' ? EMPTY : Number(ch)));

/** A board with no run and no move: each diagonal one type. */
const dead = () => Array.from({ length: CELLS }, (_, i) => (Math.floor(i / SIDE) + (i % SIDE)) % 7);

const at = (row: number, col: number) => row * SIDE + col;

describe('runs', () => {
  it('finds row runs before column runs, each with its cells, of 3 to 8', () => {
    const board = dead();
    for (const c of [0, 1, 2, 3]) board[at(0, c)] = 6; // a row run of 4 at the top left
    for (const r of [5, 6, 7]) board[at(r, 7)] = 0; // a column run of 3 at the bottom right
    board[at(4, 7)] = 5;
    const runs = findRuns(board);
    expect(runs.map((r) => ({ cells: r.cells, horizontal: r.horizontal }))).toEqual([
      { cells: [0, 1, 2, 3], horizontal: true },
      { cells: [at(5, 7), at(6, 7), at(7, 7)], horizontal: false },
    ]);
  });

  it('counts a jewel in a row run and a column run in both', () => {
    const board = dead();
    for (const c of [2, 3, 4]) board[at(3, c)] = 6;
    for (const r of [1, 2]) board[at(r, 3)] = 6;
    const runs = findRuns(board);
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.cells.includes(at(3, 3)))).toBe(true);
  });

  it('finds none on a board where each diagonal is one type', () => {
    expect(findRuns(dead())).toEqual([]);
  });
});

describe('swaps', () => {
  const board = read(`
    01234560
    12345601
    23456012
    34560123
    45601234
    56012345
    60123456
    01234560`);

  it('accepts a swap only when it makes a run, and only between neighbours', () => {
    // On this board every type lies along a diagonal, so no swap makes a run...
    expect(legalSwaps(board)).toEqual([]);
    // ...until a 0 is put where a swap can line it up: row 1 becomes 1 0 0 ..., row 0 starts 0.
    const b = board.slice();
    b[at(1, 1)] = 0;
    b[at(1, 2)] = 0;
    expect(findRuns(b)).toEqual([]);
    expect(swapMakesRun(b, at(0, 0), at(1, 0))).toBe(true);
    expect(swapMakesRun(b, at(0, 0), at(0, 1))).toBe(false);
    expect(swapMakesRun(b, at(0, 0), at(2, 0))).toBe(false);
    expect(swapMakesRun(b, at(0, 7), at(1, 0))).toBe(false);
    expect(legalSwaps(b)).toContainEqual([at(0, 0), at(1, 0)]);
  });

  it("lists each swap once where PLT's MOVES counts one swap several times", () => {
    const b = dead();
    // A run of two 6s with a 6 both above and below the gap: one swap, several pattern hits.
    b[at(3, 0)] = 6;
    b[at(3, 1)] = 6;
    b[at(2, 2)] = 6;
    b[at(4, 2)] = 6;
    expect(findRuns(b)).toEqual([]);
    const swaps = legalSwaps(b);
    const plt = pltMoveCount(b);
    expect(new Set(swaps.map(String)).size).toBe(swaps.length);
    expect(plt).toBeGreaterThan(swaps.length);
  });
});

describe('collapse', () => {
  it('drops the jewels above a gap and draws new ones bottom row first, left to right', () => {
    const board = dead();
    board[at(7, 0)] = EMPTY;
    board[at(6, 0)] = EMPTY;
    board[at(7, 3)] = EMPTY;
    const looks = new Array<number>(CELLS).fill(0);
    let n = 0;
    const drawn: number[] = [];
    const out = collapse(board, looks, () => {
      drawn.push(n);
      return { type: 6, look: n++ };
    });
    // Column 0: everything moved down 2; column 3 down 1; new jewels fill the tops.
    expect(out.board[at(7, 0)]).toBe(dead()[at(5, 0)]);
    expect(out.board[at(7, 3)]).toBe(dead()[at(6, 3)]);
    expect(out.board.includes(EMPTY)).toBe(false);
    // Bottom row first: row 1 col 0, then row 0 col 0 and row 0 col 3.
    expect([out.looks[at(1, 0)], out.looks[at(0, 0)], out.looks[at(0, 3)]]).toEqual([0, 1, 2]);
    expect(out.fall).toBe(2);
  });

  it("times PLT's drop: longer for a longer fall", () => {
    expect(dropTicks(1)).toBeLessThan(dropTicks(8));
    expect(dropTicks(0)).toBe(1);
  });
});
