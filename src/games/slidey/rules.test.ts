import { describe, expect, it } from 'vitest';
import { startGame } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { isSolvable, isSolved, parseBoard, solvedTiles } from './board.ts';
import { type SlideyState, slidey } from './rules.ts';
import { pltScramble } from './scramble.ts';

const state = (text: string): SlideyState => unwrap(slidey.parseState(text));

describe('Slidey rules', () => {
  it('scrambles as PLT: three directions a draw, never straight back, lost steps counted', () => {
    const calls: [number, number][] = [];
    const draws = [0, 0, 0, 1, 2, 2, 1, ...new Array(83).fill(2)];
    const rng = {
      ...createRng(0),
      int: (a: number, b: number) => {
        calls.push([a, b]);
        return draws.shift() as number;
      },
    };
    // By hand, hole from the corner (2,2): left, left, lost (off the board), up (1 skips the
    // forbidden right), up, lost, right, down, down, then 81 draws lost below the board; it
    // ends at (1,2) and walks home to the right.
    expect(pltScramble(3, 3, rng)).toEqual([2, 5, 3, 1, 7, 6, 4, 8, 0]);
    // 10·W·H draws, each from three directions (the first too: PLT's first move is never down).
    expect(calls).toHaveLength(90);
    expect(calls.every(([a, b]) => a === 0 && b === 2)).toBe(true);
  });

  it('walks the hole home and always deals a solvable, unsolved board', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const w = 2 + (seed % 5);
      const h = 2 + ((seed * 7) % 4);
      const s = unwrap(
        startGame<SlideyState>(slidey, { width: String(w), height: String(h) }, seed),
      ).state;
      expect(s.tiles[w * h - 1]).toBe(0);
      expect(isSolvable(w, s.tiles)).toBe(true);
      expect(isSolved(s.tiles)).toBe(false);
    }
  });

  it('deals the same board from the same seed, 6×6 by default', () => {
    const a = unwrap(startGame<SlideyState>(slidey, {}, 42)).state;
    const b = unwrap(startGame<SlideyState>(slidey, {}, 42)).state;
    expect(a).toEqual(b);
    expect([a.width, a.height, a.tiles.length]).toEqual([6, 6, 36]);
  });

  it('slides a whole segment toward the hole', () => {
    const s = state('3x3 1,2,3,4,5,6,7,8,0');
    expect(slidey.legalMoves(s)).toEqual([]); // solved: nothing to do
    const t = state('3x3 1,2,3,4,5,6,0,7,8');
    expect(slidey.legalMoves(t)).toEqual([7, 8, 1, 4]);
    const after = slidey.play(t, 8);
    expect(after.tiles).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    expect(slidey.result(after)).toMatchObject({ kind: 'solved' });
    const up = slidey.play(t, 1);
    expect(up.tiles).toEqual([0, 2, 3, 1, 5, 6, 4, 7, 8]);
  });

  it('refuses a tile off the hole lines, and names the problem', () => {
    const t = state('3x3 1,2,3,4,5,6,0,7,8');
    expect(() => slidey.play(t, 5)).toThrow(/tile 5 is not in the hole's row or column/);
    expect(slidey.parseMove('9', t)).toMatchObject({ ok: false });
    expect(slidey.parseMove('x', t)).toMatchObject({
      ok: false,
      error: expect.stringContaining('tile number'),
    });
    expect(slidey.parseMove('8', t)).toEqual({ ok: true, value: 8 });
  });

  it('reads and writes states as the CLI tile lists, refusing bad ones', () => {
    const t = state('2x3 1,2,3,0,5,4');
    expect(slidey.stateToString(t)).toBe('2x3 1,2,3,0,5,4');
    expect(slidey.parseState('3x3 1,2,3,4,5,6,8,7,0')).toMatchObject({
      ok: false,
      error: expect.stringContaining('cannot be solved'),
    });
    expect(slidey.parseState('3x3 1,2,3')).toMatchObject({
      ok: false,
      error: expect.stringContaining('needs 9 numbers'),
    });
    expect(slidey.parseState('3x3 1,1,3,4,5,6,7,8,0')).toMatchObject({
      ok: false,
      error: expect.stringContaining('twice'),
    });
    expect(slidey.parseState('1x3 1,2,0')).toMatchObject({
      ok: false,
      error: expect.stringContaining('2 to 30'),
    });
  });

  it('knows solvability by parity', () => {
    expect(isSolvable(4, solvedTiles(4, 4))).toBe(true);
    const swapped = solvedTiles(4, 4);
    [swapped[0], swapped[1]] = [2, 1];
    expect(isSolvable(4, swapped)).toBe(false);
    expect(parseBoard(4, 4, swapped.join(','))).toMatchObject({ ok: false });
  });
});
