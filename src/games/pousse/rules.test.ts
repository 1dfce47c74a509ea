import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { allMoves, moveText, O, push, straights, X } from './board.ts';
import {
  isOver,
  outcomeOf,
  parseMove,
  parseMoves,
  parseState,
  playMove,
  pousse,
  replay,
  startState,
  stateToString,
} from './rules.ts';

const play = (n: number, moves: string) => unwrap(parseState(`${n}:${moves}`));
const rows = (board: string, n: number) =>
  Array.from({ length: n }, (_, r) => board.slice(r * n, r * n + n));

describe('Pousse: the board and the moves', () => {
  it('starts empty on N×N from 3 to 20, X first, with the 4N pushes in a fixed order', () => {
    for (const n of [3, 4, 20]) {
      const s = pousse.setup({ size: n }, createRng(1));
      expect(s.board).toBe('.'.repeat(n * n));
      expect(pousse.toMove(s)).toBe(0);
      expect(pousse.legalMoves(s)).toHaveLength(4 * n);
    }
    expect(pousse.legalMoves(startState(3)).map(moveText)).toEqual(
      'T1 T2 T3 B1 B2 B3 L1 L2 L3 R1 R2 R3'.split(' '),
    );
    expect(pousse.params.size).toMatchObject({ min: 3, max: 20, default: 4 });
  });

  it('puts a marker on the edge cell of an empty line, from each side', () => {
    expect(rows(play(4, 'T2').board, 4)).toEqual(['.x..', '....', '....', '....']);
    expect(rows(play(4, 'B2').board, 4)).toEqual(['....', '....', '....', '.x..']);
    expect(rows(play(4, 'L3').board, 4)).toEqual(['....', '....', 'x...', '....']);
    expect(rows(play(4, 'R3').board, 4)).toEqual(['....', '....', '...x', '....']);
  });

  it('pushes the markers up to the first empty cell one step along', () => {
    // X at L1, O at L1 again pushes X right; X at L1 pushes both.
    expect(rows(play(4, 'L1L1L1').board, 4)[0]).toBe('xox.');
    // A gap stops the push: the markers beyond it stay.
    expect(rows(play(4, 'L1R1L1').board, 4)[0]).toBe('xx.o');
    expect(
      rows(play(4, 'T1T1').board, 4)
        .map((r) => r[0])
        .join(''),
    ).toBe('ox..');
    expect(
      rows(play(4, 'B4B4B4').board, 4)
        .map((r) => r[3])
        .join(''),
    ).toBe('.xox');
  });

  it('drops the far marker off the board when the line is full', () => {
    const full = play(3, 'L1L1L1');
    expect(rows(full.board, 3)[0]).toBe('xox');
    const pushed = playMove(full, unwrap(parseMove('L1', 3)));
    expect(rows(pushed.board, 3)[0]).toBe('oxo');
    const cells = new Uint8Array([X, O, X]);
    expect(push(cells, 3, { side: 'R', line: 1 }, O)).toBe(false);
    expect([...cells]).toEqual([O, X, O]);
  });
});

describe('Pousse: the end, checked in PLT order', () => {
  it('1. repeating an earlier board (left by the same player) loses', () => {
    const s = play(3, 'T1T3B3T2B1T3T2T1L2R2');
    expect(s.repeated).toBe(true);
    expect(s.winner).toBeNull();
    expect(outcomeOf(s)).toMatchObject({ kind: 'win', winner: 0 });
    expect(outcomeOf(s)?.detail).toContain('O loses');
    // One move earlier the game was on.
    expect(isOver(play(3, 'T1T3B3T2B1T3T2T1L2'))).toBe(false);
  });

  it('1. the same board left by the other player is no repeat', () => {
    const s = play(3, 'L1R2R3R3L1L3B3R2T2T2T1R2B1L2');
    expect(s.seen.slice(0, -1).map((k) => k.slice(0, -1))).toContain(s.board);
    expect(isOver(s)).toBe(false);
  });

  it('2. more straights wins', () => {
    const s = play(3, 'L2B2R1L2L3B3L3T3L3');
    expect(
      straights(
        Uint8Array.from(s.board, (c) => '.xo'.indexOf(c)),
        3,
      ),
    ).toEqual([1, 0]);
    expect(outcomeOf(s)).toMatchObject({ kind: 'win', winner: 0 });
    expect(pousse.legalMoves(s)).toEqual([]);
  });

  it("2. a push that makes the opponent's straight makes the opponent win", () => {
    const s = play(3, 'B1L3T1R1L2L1B3T1');
    // The 8th move is O's, and X wins.
    expect(s.moves).toHaveLength(8);
    expect(outcomeOf(s)).toMatchObject({ kind: 'win', winner: 0 });
  });

  it('a repeated board never has a straights winner: it was on the board before, and the game went on', () => {
    const rng = createRng(9);
    let repeats = 0;
    for (let g = 0; g < 300; g++) {
      let s = startState(3);
      while (!isOver(s)) s = playMove(s, rng.pick(allMoves(3)));
      if (s.repeated) {
        repeats++;
        expect(s.winner).toBeNull();
      }
    }
    expect(repeats).toBeGreaterThan(10);
  });

  it('refuses moves once the game is over', () => {
    expect(() => playMove(play(3, 'L2B2R1L2L3B3L3T3L3'), { side: 'T', line: 1 })).toThrow(/over/);
  });
});

describe('Pousse: text forms', () => {
  it('reads T1/B2/L3/R4 in either case and says what is wrong with a bad move', () => {
    expect(unwrap(parseMove('t1', 4))).toEqual({ side: 'T', line: 1 });
    expect(parseMove('X1', 4)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/T, B, L or R/),
    });
    expect(parseMove('T5', 4)).toMatchObject({ ok: false, error: expect.stringMatching(/1 to 4/) });
    expect(parseMove('T0', 4).ok).toBe(false);
  });

  it('writes the move list for the URL and reads it back, with or without separators', () => {
    const moves = unwrap(parseMoves(startState(4), 'T1B2L3R4'));
    expect(pousse.moveList?.format(moves)).toBe('T1B2L3R4');
    expect(unwrap(parseMoves(startState(4), 'T1 b2,L3.r4'))).toEqual(moves);
    expect(parseMoves(startState(3), 'L2B2R1L2L3B3L3T3L3T1')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/move 10.*already over/),
    });
    expect(parseMoves(startState(4), 'T1Q2').ok).toBe(false);
  });

  it('round-trips positions as size:moves', () => {
    const s = replay(5, unwrap(parseMoves(startState(5), 'T1B2L3R4T5')));
    expect(stateToString(s)).toBe('5:T1B2L3R4T5');
    expect(unwrap(parseState(stateToString(s)))).toEqual(s);
    expect(parseState('21:').ok).toBe(false);
    expect(parseState('T1B2')).toMatchObject({ ok: false, error: expect.stringMatching(/colon/) });
  });
});
