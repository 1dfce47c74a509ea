import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { createRng } from '../../core/rng.ts';
import { blobAt, bonus, type Cell } from './board.ts';
import { boardToString, type SameState, same, totalScore } from './rules.ts';

const read = (text: string): SameState => {
  const parsed = same.parseState(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
/** Removes the blob holding the cell `text` names (PLT's click: any cell of the blob). */
const move = (state: SameState, text: string) => {
  const cell = { col: text.charCodeAt(0) - 97, row: Number(text.slice(1)) - 1 };
  return same.play(state, blobAt(state.columns, cell).cells[0] as Cell);
};

describe('Same rules', () => {
  // PLT's own walk-through (scribblings/same.scrbl), its boards printed by running same-lib.rkt's
  // make-a-move in Racket: rows from the top, colours 1-5.
  const board1 = read('plt 6x6 5 0 0 121212/212151/121252/212141/121242/212343');

  it("removes blobs, drops what is above and closes empty columns as PLT's help shows", () => {
    const board2 = move(board1, 'e3'); // the green blob, PLT's (4, 3)
    expect(boardToString(board2)).toBe('1212.2/2121.1/1212.2/212111/121252/212353');
    expect(board2.points).toBe(9);
    const board3 = move(board2, 'e1'); // the purple blob, PLT's (4, 5)
    expect(boardToString(board3)).toBe('1212.2/2121.1/1212.2/2121.1/1212.2/212313');
    const board4 = move(board2, 'e3'); // the new blue blob first
    expect(boardToString(board4)).toBe('121.../2122.2/1211.1/2122.2/121252/212353');
    const board5 = move(board4, 'e1');
    expect(boardToString(board5)).toBe('121.../21222./12111./21222./12122./21233.');
    expect(board5.points).toBe(9 + 9 + 4);
    expect(board5.moves).toBe(3);
  });

  it('names a blob by its first cell, refuses its other cells with that name, and single cells', () => {
    const moves = same.legalMoves(board1).map(same.moveToString);
    // Green e1-e3 (rows from the bottom) and purple e4-e5.
    expect(moves).toEqual(['e1', 'e4']);
    const read = same.parseMove('E1', board1);
    expect(read.ok && same.moveToString(read.value)).toBe('e1');
    const other = same.parseMove('e3', board1);
    expect(other.ok || other.error).toContain('named by its first cell, e1');
    expect(() => same.play(board1, { col: 4, row: 2 })).toThrow(/named by its first cell, e1/);
    expect(() => same.play(board1, { col: 4, row: 2 })).toThrow(IllegalMoveError);
    const single = same.parseMove('a1', board1);
    expect(single.ok || single.error).toContain('a single cell');
    const empty = same.parseMove('e6', move(board1, 'e3'));
    expect(empty.ok || empty.error).toContain('empty');
  });

  it("scores PLT's n² with a live bonus under 50 cells, 5000 for a clear", () => {
    expect([bonus('plt', 51), bonus('plt', 50), bonus('plt', 49), bonus('plt', 0)]).toEqual([
      0, 0, 100, 5000,
    ]);
    const small = read('plt 3x2 5 0 0 1.2/112');
    // Five cells left: the bonus is live from the start.
    expect(totalScore(small)).toBe(4500);
    const after = move(small, 'a1');
    expect(after.points).toBe(9);
    expect(same.result(after)).toBeNull();
    const done = move(after, 'a1');
    expect(same.result(done)).toEqual({
      kind: 'scores',
      scores: [9 + 4 + 5000],
      detail: 'Board cleared in 2 moves: 5013 points',
    });
  });

  it('scores the standard rules (n − 2)², 1000 for a clear only', () => {
    const small = read('standard 3x2 5 0 0 1.2/112');
    expect(totalScore(small)).toBe(0);
    const done = move(move(small, 'a1'), 'a1');
    expect(done.points).toBe(1 + 0);
    expect(same.result(done)).toMatchObject({ scores: [1001] });
    const stuck = read('standard 3x1 5 0 0 121');
    expect(same.result(stuck)).toMatchObject({
      scores: [0],
      detail: 'Game over: 0 points, 3 cells left',
    });
  });

  it('deals 20×16 with 5 colours by default, 15×15 for the standard rules, the same for a seed', () => {
    const plt = same.setup({ rules: 'plt', width: 0, height: 0, colours: 5 }, createRng(7));
    expect([plt.width, plt.height, plt.columns.length]).toEqual([20, 16, 20]);
    expect(plt.columns.every((c) => /^[1-5]{16}$/.test(c))).toBe(true);
    const again = same.setup({ rules: 'plt', width: 0, height: 0, colours: 5 }, createRng(7));
    expect(again).toEqual(plt);
    const std = same.setup({ rules: 'standard', width: 0, height: 0, colours: 3 }, createRng(7));
    expect([std.width, std.height]).toEqual([15, 15]);
    expect(new Set(std.columns.join(''))).toEqual(new Set(['1', '2', '3']));
  });

  it("clumps like PLT's generator: a cell matches its left neighbour more often than chance", () => {
    // Uniform colours match a neighbour 1/5 of the time. PLT's copies (odds 1/5, half of them
    // from the left, chaining) raise that to about 0.2 + 0.8·0.1 = 0.28 along rows.
    const rate = (rules: 'plt' | 'standard') => {
      let same = 0;
      let pairs = 0;
      for (let seed = 0; seed < 40; seed++) {
        const s = setupOf(rules, seed);
        for (let col = 1; col < s.width; col++) {
          for (let row = 0; row < s.height - 1; row++) {
            pairs++;
            if (s.columns[col]?.[row] === s.columns[col - 1]?.[row]) same++;
          }
        }
      }
      return same / pairs;
    };
    expect(rate('plt')).toBeGreaterThan(0.25);
    expect(rate('plt')).toBeLessThan(0.31);
    expect(rate('standard')).toBeGreaterThan(0.17);
    expect(rate('standard')).toBeLessThan(0.23);
  });

  it('refuses states that gravity could not leave, naming the fault', () => {
    const gap = same.parseState('plt 2x2 5 0 0 1./.1');
    expect(gap.ok || gap.error).toContain('column a has a gap');
    const hole = same.parseState('plt 3x1 5 0 0 1.1');
    expect(hole.ok || hole.error).toContain('column c stands past an empty one');
    const colour = same.parseState('plt 2x1 3 0 0 14');
    expect(colour.ok || colour.error).toContain('a colour 1-3');
  });
});

const setupOf = (rules: 'plt' | 'standard', seed: number) =>
  same.setup({ rules, width: 20, height: 16, colours: 5 }, createRng(seed));
