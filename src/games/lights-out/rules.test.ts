import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { PREBUILT_BOARDS } from './boards.ts';
import { boardToString, type LightsOutState, lightsOut, parseBoard } from './rules.ts';
import { solve } from './solver.ts';

const state = (text: string) => unwrap(lightsOut.parseState(text));
const press = (s: LightsOutState, cell: string) =>
  lightsOut.play(s, unwrap(lightsOut.parseMove(cell, s)));

describe('Lights Out rules', () => {
  it('toggles the pressed light and its four neighbours', () => {
    expect(lightsOut.stateToString(press(state('...../...../...../...../..... 0'), 'c3'))).toBe(
      '...../..x../.xxx./..x../..... 1',
    );
  });

  it('does not wrap around the edges', () => {
    expect(lightsOut.stateToString(press(state('.../.../... 0'), 'a1'))).toBe('xx./x../... 1');
    expect(lightsOut.stateToString(press(state('.../.../... 0'), 'c3'))).toBe('.../..x/.xx 1');
  });

  it('announces a solved board with the press count, and only after a press', () => {
    expect(lightsOut.result(state('.../.../... 0'))).toBeNull();
    const solved = press(state('xx./x../... 4'), 'a1');
    expect(lightsOut.result(solved)).toEqual({
      kind: 'solved',
      detail: 'All lights out in 5 presses',
    });
    expect(lightsOut.legalMoves(solved)).toEqual([]);
    expect(() => lightsOut.play(solved, { row: 1, col: 1 })).toThrow(IllegalMoveError);
    expect(lightsOut.parseMove('b2', solved)).toEqual({
      ok: false,
      error: 'move "b2": the board is solved; start a new one',
    });
  });

  it('lists every cell row by row from the top left', () => {
    const moves = lightsOut.legalMoves(state('.../.x./... 0')).map(lightsOut.moveToString);
    expect(moves).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
  });

  it('rejects cells off the board', () => {
    const s = state('.../.../... 0');
    expect(() => lightsOut.play(s, { row: 3, col: 0 })).toThrow(
      'press {"row":3,"col":0}: no such cell on a 3×3 board',
    );
    expect(() => lightsOut.play(s, { row: 0.5, col: 0 })).toThrow(IllegalMoveError);
    expect(lightsOut.parseMove('d1', s)).toEqual({
      ok: false,
      error: 'move "d1": no such cell on a 3×3 board',
    });
  });

  it('deals the eight PLT boards exactly', () => {
    for (const board of PREBUILT_BOARDS) {
      const s = lightsOut.setup({ size: 5, board: board.id }, createRng(0));
      expect(boardToString(s.size, s.lights)).toBe(board.rows.replaceAll(' ', '/'));
      expect(solve(5, s.lights), `board ${board.name} is solvable`).not.toBeNull();
    }
  });

  it('deals random boards that are solvable, never solved, and the same for the same seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const size = 3 + (seed % 8);
      const s = lightsOut.setup({ size, board: 'random' }, createRng(seed));
      expect(s.lights.some(Boolean)).toBe(true);
      expect(solve(size, s.lights)).not.toBeNull();
      expect(lightsOut.setup({ size, board: 'random' }, createRng(seed))).toEqual(s);
    }
  });

  it('deals a dark board for Empty', () => {
    const s = lightsOut.setup({ size: 7, board: 'empty' }, createRng(1));
    expect(s.lights).toEqual(new Array(49).fill(false));
  });

  it('requires size 5 for the prebuilt boards', () => {
    expect(lightsOut.checkParams?.({ size: 6, board: '3' })).toBe(
      'prebuilt boards are 5×5; use size=5',
    );
    expect(lightsOut.checkParams?.({ size: 6, board: 'random' })).toBeUndefined();
  });

  it('explains malformed boards', () => {
    expect(parseBoard('x.x/.x')).toEqual({
      ok: false,
      error: 'row 1 "x.x" has 3 cells; a 2-row board needs 2',
    });
    expect(parseBoard('xo/..')).toEqual({
      ok: false,
      error: 'row 1 has "o"; use x for lit and . for off',
    });
    expect(parseBoard('').ok).toBe(false);
    expect(lightsOut.parseState('x./.. 0')).toEqual({
      ok: false,
      error: 'state "x./.. 0": boards start at 3×3',
    });
  });

  it('refuses a press count past the safe whole numbers instead of rounding it', () => {
    expect(lightsOut.parseState('x.x/.x./..x 14999999999999999999999')).toEqual({
      ok: false,
      error:
        'state "x.x/.x./..x 14999999999999999999999": the press count is too large: whole numbers go up to ±9007199254740991',
    });
    const largest = state('x.x/.x./..x 9007199254740991');
    expect(lightsOut.stateToString(largest)).toBe('x.x/.x./..x 9007199254740991');
  });
});
