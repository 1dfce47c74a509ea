import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { pbn, puzzleOf } from './rules.ts';

/** A 3×2 puzzle of one's own: rows "2" and "1 1"... given as clue text. */
const OWN = { set: 'games', puzzle: 1, clues: '2-1.1/2-1-1' };
const own = () => pbn.setup(OWN, createRng(1));
const play = (s: ReturnType<typeof own>, text: string) =>
  pbn.play(s, unwrap(pbn.parseMove(text, s)));

describe('Paint By Numbers rules', () => {
  it("starts PLT's first puzzle all unknown, 10×10", () => {
    const s = pbn.setup({ set: 'games', puzzle: 1, clues: 'none' }, createRng(1));
    expect(puzzleOf(s).name).toBe('Izay (1)');
    expect(s.cells).toBe('?'.repeat(100));
    expect(pbn.result(s)).toBeNull();
  });

  it("paints a line by PLT's rule: the start cell decides for the whole stroke", () => {
    let s = own();
    s = play(s, 'fill:1,1-3,1');
    expect(s.cells).toBe('###???');
    // From a marked start the stroke clears, whatever the other cells hold.
    s = play(s, 'clear:2,1-2,2');
    expect(s.cells).toBe('#?#???');
    s = play(s, 'empty:2,2-2,1');
    expect(s.cells).toBe('#.#?.?');
    expect(() => pbn.play(s, { kind: 'fill', c1: 0, r1: 0, c2: 0, r2: 0 })).toThrow(
      IllegalMoveError,
    );
    expect(pbn.parseMove('fill:1,1', s).ok).toBe(false);
  });

  it('refuses diagonal strokes and cells off the board, saying why', () => {
    const s = own();
    const diagonal = pbn.parseMove('fill:1,1-2,2', s);
    expect(diagonal.ok || diagonal.error).toContain('one row or one column');
    const off = pbn.parseMove('fill:4,1', s);
    expect(off.ok || off.error).toContain('3×2');
    const bad = pbn.parseMove('paint 1 1', s);
    expect(bad.ok || bad.error).toContain('not a stroke');
  });

  it('is solved when every line shows its clue, unknown cells counting as empty', () => {
    let s = own();
    s = play(s, 'fill:1,1-2,1');
    expect(pbn.result(s)).toBeNull();
    s = play(s, 'fill:1,2');
    s = play(s, 'fill:3,2');
    expect(pbn.result(s)).toEqual({ kind: 'solved', detail: 'Custom puzzle solved' });
    expect(pbn.legalMoves(s)).toEqual([]);
  });

  it('writes and reads boards, and names the problem in a bad one', () => {
    const s = play(own(), 'fill:1,1-2,1');
    const text = pbn.stateToString(s);
    expect(text).toBe('clues:2-1.1/2-1-1 ##?/???');
    expect(unwrap(pbn.parseState(text))).toEqual(s);
    const short = pbn.parseState('games/1 ???');
    expect(short.ok || short.error).toContain('10 rows of 10');
    const none = pbn.parseState('games/99 ?');
    expect(none.ok || none.error).toContain('no puzzle');
    // A set named as one of Object's own members is no set, not a crash.
    for (const name of ['toString', 'constructor', '__proto__']) {
      const odd = pbn.parseState(`${name}/1 ?`);
      expect(odd.ok || odd.error).toContain('no puzzle');
    }
  });

  it('checks params: a board past the end of its set, or clues that cannot fit', () => {
    expect(pbn.checkParams?.({ set: 'misc', puzzle: 3, clues: 'none' })).toContain('has 2 puzzles');
    expect(pbn.checkParams?.({ set: 'games', puzzle: 1, clues: '4/1-1-1' })).toContain(
      'does not fit',
    );
    expect(pbn.checkParams?.({ set: 'games', puzzle: 1, clues: '2/1-0' })).toContain('rows fill 2');
  });
});
