import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { offBoard, RED, YELLOW } from './board.ts';
import {
  type GobbletState,
  initialState,
  legalMoves,
  moveToString,
  parseMove,
  parseState,
  play,
  result,
  stateToString,
  whyIllegal,
} from './rules.ts';

/** Plays moves given as text, checking each parses. */
function played(state: GobbletState, ...moves: string[]): GobbletState {
  for (const text of moves) state = play(state, unwrap(parseMove(text, state)));
  return state;
}

const pos = (text: string) => unwrap(parseState(text));

describe('setup and pieces', () => {
  it('3×3: Red first, six pieces each, two of each of three sizes, all playable', () => {
    const s = initialState(3);
    expect(s.toMove).toBe(RED);
    expect(offBoard(s.board, 3, RED)).toEqual([2, 2, 1, 1, 0, 0]);
    // Each size once onto each of 9 cells.
    expect(legalMoves(s)).toHaveLength(27);
  });

  it('4×4: three stacks, only the tops (the largest) playable', () => {
    const s = initialState(4);
    expect(offBoard(s.board, 4, RED)).toEqual([3, 3, 3]);
    expect(legalMoves(s)).toHaveLength(16);
    expect(parseMove('3@a1', s).ok).toBe(false);
  });

  it('4×4: playing a stack top reveals the next size of that stack (PLT test-model cases)', () => {
    let s = played(initialState(4), '4@a1', '4@d4');
    expect(offBoard(s.board, 4, RED)).toEqual([3, 3, 2]);
    s = played(s, '3@b1', '4@d3');
    expect(offBoard(s.board, 4, RED)).toEqual([3, 3, 1]);
    s = played(s, '4@c1', '4@d2');
    expect(offBoard(s.board, 4, RED)).toEqual([3, 2, 1]);
  });

  it('3×3: a size used twice is gone from beside the board', () => {
    const s = played(initialState(3), '3@a1', '1@b1', '3@c1');
    expect(offBoard(s.board, 3, RED)).toEqual([1, 1, 0, 0]);
    expect(parseMove('3@b2', s).ok).toBe(true); // yellow still has both large pieces
  });
});

describe('gobbling', () => {
  it('covers only strictly smaller pieces, of either colour', () => {
    const s = played(initialState(3), '2@b2');
    expect(whyIllegal(s, { n: 3, size: 1, from: null, to: 4 })).toMatch(/at least as large/);
    expect(whyIllegal(s, { n: 3, size: 0, from: null, to: 4 })).toMatch(/at least as large/);
    const t = played(s, '3@b2');
    expect(stateToString(t)).toContain('r2y3');
    // Red gobbles its own piece: allowed.
    const u = played(initialState(3), '1@a1', '1@c3', '2@a1');
    expect(stateToString(u)).toMatch(/^3x3 yellow think=3 -\.-\.y1\/.*\/r1r2\.-\.-$/);
  });

  it('moving a piece reveals what it covered', () => {
    const s = played(initialState(3), '1@a1', '3@a1', '2@c1', 'a1-b2');
    expect(stateToString(s)).toMatch(/^3x3 red think=3 -\.-\.-\/-\.y3\.-\/r1\.-\.r2 /);
  });

  it('a piece cannot move onto its own cell, and only the mover’s tops move', () => {
    const s = played(initialState(3), '3@b2');
    expect(parseMove('b2-b2', s).ok).toBe(false);
    expect(parseMove('b2-a1', s).ok).toBe(false); // Yellow to move: b2 is Red's
  });

  it('4×4: an off-board piece gobbles only an opponent piece in a line of three of theirs', () => {
    // Red shows a1 b1 c1 (row 1) with small pieces; Yellow's stacks show size 4.
    let s = pos('4x4 yellow think=3 -.-.-.-/-.-.-.-/-.-.-.-/r1.r1.r1.-');
    expect(whyIllegal(s, { n: 4, size: 3, from: null, to: 12 })).toBeNull();
    // Red's own move onto its piece from off the board: not allowed (not an opponent piece).
    s = pos('4x4 red think=3 -.-.-.-/-.-.-.-/-.-.-.-/r1.r1.y1.-');
    expect(whyIllegal(s, { n: 4, size: 3, from: null, to: 12 })).toMatch(/line of three/);
    // Two in a line is not enough; but pieces on the board may gobble anywhere.
    s = pos('4x4 yellow think=3 -.-.-.-/-.-.-.-/-.-.-.y4/r1.r1.-.-');
    expect(whyIllegal(s, { n: 4, size: 3, from: null, to: 12 })).toMatch(/line of three/);
    expect(whyIllegal(s, { n: 4, size: 3, from: 11, to: 12 })).toBeNull();
    // Three on a diagonal through the cell counts; a diagonal not through it does not.
    s = pos('4x4 yellow think=3 r1.-.-.-/-.r1.-.-/-.-.r1.-/-.-.-.-');
    expect(whyIllegal(s, { n: 4, size: 3, from: null, to: 0 })).toBeNull();
    expect(whyIllegal(s, { n: 4, size: 3, from: null, to: 5 })).toBeNull();
    // Exactly three: four would be a win already, and 3×3 has no such rule.
    const jr = pos('3x3 yellow think=3 r1.-.-/-.-.-/-.-.-');
    expect(whyIllegal(jr, { n: 3, size: 2, from: null, to: 0 })).toBeNull();
  });
});

describe('the end', () => {
  it('a line of visible tops wins', () => {
    const s = played(initialState(3), '1@a1', '1@a2', '2@b1', '2@b2', '3@c1');
    expect(result(s)).toEqual({ kind: 'win', winner: RED });
    expect(legalMoves(s)).toEqual([]);
  });

  it('a covered piece does not count for its line', () => {
    const s = played(initialState(3), '1@a1', '1@a2', '2@b1', '3@a1', '3@c1');
    expect(result(s)).toBeNull();
  });

  it('when both show a line the mover loses (lifting reveals the opponent’s line)', () => {
    // Yellow's row 3 is complete but for b3, where Red's 3 covers Yellow's 2. Red lifts the
    // 3 to complete its own row 2, uncovering Yellow's row: Yellow wins.
    const s = pos('3x3 red think=3 y1.y2r3.y1/r2.-.r2/-.-.-');
    expect(result(s)).toBeNull();
    const t = play(s, unwrap(parseMove('b3-b2', s)));
    expect(result(t)?.kind).toBe('win');
    expect(result(t)).toMatchObject({ winner: YELLOW });
  });

  it('a position seen the third time is a draw', () => {
    let s = played(initialState(3), '3@a1', '3@c3');
    const loop = ['a1-a2', 'c3-c2', 'a2-a1', 'c2-c3'];
    s = played(s, ...loop);
    expect(result(s)).toBeNull(); // second time
    s = played(s, ...loop);
    expect(result(s)).toEqual({ kind: 'draw', detail: 'the same position three times' });
  });

  it('placing a piece starts the repetition count again (pieces never leave)', () => {
    const s = played(initialState(3), '3@a1', '3@c3', 'a1-a2');
    expect(s.past).toHaveLength(1);
    expect(played(s, '1@b2').past).toHaveLength(0);
  });
});

describe('text forms', () => {
  it('round-trips states and moves', () => {
    const s = played(initialState(4), '4@a1', '4@b2', 'a1-a4');
    const text = stateToString(s);
    expect(stateToString(unwrap(parseState(text)))).toBe(text);
    for (const m of legalMoves(s)) expect(unwrap(parseMove(moveToString(m), s))).toEqual(m);
  });

  it('names what is wrong with bad input', () => {
    const s = initialState(3);
    expect(parseMove('9@a1', s)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected/),
    });
    expect(parseMove('1@d4', s)).toMatchObject({ ok: false });
    expect(parseState('3x3 red think=3 r1r1.-.-/-.-.-/-.-.-')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/bad stack/),
    });
    expect(parseState('3x3 red think=3 r1.r1.r1/-.-.-/-.-.-')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/more than 2/),
    });
    expect(parseState('5x5 red')).toMatchObject({ ok: false });
  });
});
