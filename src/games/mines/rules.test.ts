import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { type MinesParams, MODES } from './info.ts';
import { solvableFrom } from './nog.ts';
import { LAYOUTS, type MinesMove, type MinesState, mines } from './rules.ts';

const params = (over: Partial<MinesParams> = {}): MinesParams => ({
  mode: 'plt',
  width: 16,
  height: 16,
  mines: 30,
  safe: true,
  noguess: false,
  ...over,
});

const state = (text: string) => unwrap(mines.parseState(text));
const move = (s: MinesState, text: string) => unwrap(mines.parseMove(text, s));
const play = (s: MinesState, ...texts: string[]) =>
  texts.reduce((st, t) => mines.play(st, move(st, t)), s);

// A 4×4 board with mines at 0 (top left) and 15 (bottom right), nothing open.
const SMALL = `4x4 2 - 0,f ..../..../..../.... -`;

describe('mines rules', () => {
  it('lays PLT mode mines at setup, uniformly from the seed, without protection', () => {
    const s = mines.setup(params(), createRng(3));
    expect(s.layout).toHaveLength(30);
    expect(s.protect).toBe(false);
    expect(mines.toMove(s)).toBe(0);
    expect(mines.setup(params(), createRng(3))).toEqual(s);
    expect(mines.setup(params(), createRng(4)).layout).not.toEqual(s.layout);
  });

  it('protects the first click by a chance move that never lays a mine under it', () => {
    const s0 = mines.setup(params({ mode: 'expert' }), createRng(1));
    expect(s0.layout).toBeNull();
    const s1 = play(s0, 'o7.7');
    expect(mines.toMove(s1)).toBe(CHANCE);
    const outcomes = mines.chanceOutcomes?.(s1) ?? [];
    expect(outcomes).toHaveLength(LAYOUTS);
    expect(outcomes.reduce((t, o) => t + o.probability, 0)).toBeCloseTo(1, 9);
    for (const n of [0, 1, 777, LAYOUTS - 1]) {
      const s2 = mines.play(s1, { kind: 'lay', layout: n });
      expect(s2.layout).toHaveLength(99);
      expect(s2.layout).not.toContain(6 * 30 + 6);
      expect(s2.cells[6 * 30 + 6]).toMatch(/[0-8]/);
    }
  });

  it('floods from a 0, opening flagged neighbours as PLT does, and wins with mines unflagged', () => {
    let s = play(state(SMALL), 'm2.2'); // a wrong flag next to the zero area
    expect(s.cells[5]).toBe('F');
    s = play(s, 'o4.1');
    expect(s.cells).toBe('.10011000011001.');
    expect(mines.result(s)).toEqual({ kind: 'solved', detail: 'All 14 safe cells opened' });
  });

  it('cycles flag, ? and covered; a flag does not open, a ? does', () => {
    let s = play(state(SMALL), 'm1.1');
    expect(s.cells[0]).toBe('F');
    expect(mines.parseMove('o1.1', s).ok).toBe(false);
    s = play(s, 'm1.1');
    expect(s.cells[0]).toBe('?');
    expect(mines.parseMove('o1.1', s).ok).toBe(true);
    s = play(s, 'm1.1');
    expect(s.cells[0]).toBe('.');
  });

  it('loses on a mine, showing the mines to the player', () => {
    const s = play(state(SMALL), 'o1.1');
    expect(s.cells[0]).toBe('*');
    expect(mines.result(s)?.kind).toBe('failed');
    expect(mines.observe?.(s, 0).shown).toEqual([0, 15]);
    expect(mines.legalMoves(s)).toEqual([]);
  });

  it('chords a satisfied number, and a wrong flag makes the chord explode', () => {
    // Open 2.2 (a 1 next to the mine at 1.1).
    let s = play(state(SMALL), 'o2.2');
    expect(s.cells[5]).toBe('1');
    expect(mines.parseMove('c2.2', s).ok).toBe(false); // no flag yet
    const right = play(s, 'm1.1', 'c2.2');
    expect(right.cells).toBe('F10011000011001.');
    expect(mines.result(right)?.kind).toBe('solved');
    s = play(s, 'm2.1', 'c2.2');
    expect(s.cells[0]).toBe('*');
    expect(mines.result(s)?.kind).toBe('failed');
  });

  it('hides the mines from the player and redeals them consistently', () => {
    const s = play(state(SMALL), 'o2.2');
    const seen = mines.observe?.(s, 0);
    expect(seen?.shown).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('layout');
    const other = mines.determinize?.(seen as never, 0, createRng(2)) as MinesState;
    expect(mines.observe?.(other, 0)).toEqual(seen);
    expect(other.layout).toHaveLength(2);
  });

  it('names what is wrong with a bad state or move', () => {
    expect(mines.parseState('4x4 2 - 0,f ..../..../..../.3.. -')).toMatchObject({
      ok: false,
      error: expect.stringContaining('shows 3, not 0'),
    });
    expect(mines.parseState('4x4 3 - 0,f ..../..../..../.... -')).toMatchObject({
      ok: false,
      error: expect.stringContaining('2 mines laid, not 3'),
    });
    expect(mines.parseMove('o9.9', state(SMALL))).toMatchObject({
      ok: false,
      error: expect.stringContaining('no such cell'),
    });
    expect(mines.parseMove('x1', state(SMALL)).ok).toBe(false);
    expect(() => mines.play(state(SMALL), { kind: 'lay', layout: 3 } as MinesMove)).toThrow(
      /chance/,
    );
  });

  it('rejects parameters that clash', () => {
    expect(mines.checkParams?.(params({ noguess: true }))).toMatch(/PLT mode/);
    expect(mines.checkParams?.(params({ mode: 'custom', width: 4, height: 4, mines: 16 }))).toMatch(
      /fit/,
    );
    expect(
      mines.checkParams?.(
        params({ mode: 'custom', noguess: true, width: 10, height: 10, mines: 30 }),
      ),
    ).toMatch(/no-guess/);
    expect(mines.checkParams?.(params({ mode: 'expert', noguess: true }))).toBeUndefined();
  });

  it('says the size a fixed board deals, which is the board the rules lay out', () => {
    for (const mode of ['beginner', 'intermediate', 'expert'] as const) {
      const given = params({ mode, width: 10, height: 12, mines: 5 });
      const dealt = mines.dealtParams?.(given);
      const { width, height, mines: count } = MODES[mode];
      expect(dealt?.params).toEqual({ ...given, width, height, mines: count });
      expect(dealt?.reason).toBe(`mode=${mode} deals ${width}×${height} with ${count} mines`);
      const setup = (p: MinesParams) => mines.setup(p, createRng(9));
      expect(setup(given)).toEqual(setup(dealt?.params ?? given));
      expect(mines.dealtParams?.(dealt?.params ?? given)).toBeUndefined();
    }
    expect(mines.dealtParams?.(params())).toBeUndefined();
    expect(mines.dealtParams?.(params({ mode: 'custom', width: 10 }))).toBeUndefined();
  });
});

describe('mines no-guess boards', () => {
  it('deals a board with its opening open that the solver clears without guessing', () => {
    for (const seed of [1, 2, 3]) {
      const s = mines.setup(params({ mode: 'intermediate', noguess: true }), createRng(seed));
      expect(s.layout).toHaveLength(40);
      expect(s.cells).toMatch(/0/);
      expect(mines.toMove(s)).toBe(0);
      const start = s.cells.indexOf('0');
      expect(solvableFrom({ width: 16, height: 16, mines: 40 }, s.layout as number[], start)).toBe(
        true,
      );
    }
  });

  it('tells a board that needs a guess', () => {
    // 5×5, mines at 1.1, 3.1 and 4.1. From the bottom right everything but the top row opens;
    // the second row reads 1 2 2 2 1, which mines at 1.1 3.1 4.1 and at 2.1 3.1 5.1 both fit.
    const size = { width: 5, height: 5, mines: 3 };
    expect(solvableFrom(size, [0, 2, 3], 24)).toBe(false);
    // With the mines at 1.1 and 2.1 and 3.1 instead, the 1 at 5.2 settles it.
    expect(solvableFrom(size, [0, 1, 2], 24)).toBe(true);
  });
});
