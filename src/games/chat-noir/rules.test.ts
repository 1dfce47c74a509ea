import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import {
  type ChatNoirState,
  catSteps,
  cellOf,
  cells,
  chatNoir,
  edgeDistances,
  neighbours,
  shortestPathCells,
} from './rules.ts';

const at = (size: number, name: string) => {
  const col = name.charCodeAt(0) - 97;
  const row = Number(name.slice(1)) - 1;
  return row * size + col;
};
const names = (size: number, list: readonly number[]) =>
  list.map((i) => chatNoir.moveToString(cellOf(size, i))).sort();
/** The cat at d4 walled in but for one way out, through c4 then b4. */
const ROOM = '-....../......./..xxx../...Cx../..xxx../......./-...... p 8';
const parse = (text: string): ChatNoirState => unwrap(chatNoir.parseState(text));
const empty7 = (cat = 'd4') => {
  const s = chatNoir.setup({ size: 7 }, createRng(1));
  return { ...s, blocked: s.blocked.map(() => false), cat: at(7, cat) };
};

describe('chat noir board', () => {
  it('has 119 circles on the 11×11 board, 7 on PLT 3×3 shape, missing the two left corners', () => {
    expect(cells(11)).toHaveLength(119);
    expect(cells(3)).toHaveLength(7);
    expect(cells(11)).not.toContain(0);
    expect(cells(11)).not.toContain(110);
  });

  it('gives even rows their neighbours up-left and down-left, odd rows up-right and down-right', () => {
    // (x, y) = (5, 4), an even row: (4,3) (5,3) (4,4) (6,4) (4,5) (5,5)
    expect(names(11, neighbours(11, at(11, 'f5')))).toEqual(['e4', 'e5', 'e6', 'f4', 'f6', 'g5']);
    // (5, 5), an odd row: (5,4) (6,4) (4,5) (6,5) (5,6) (6,6)
    expect(names(11, neighbours(11, at(11, 'f6')))).toEqual(['e6', 'f5', 'f7', 'g5', 'g6', 'g7']);
    // The corner cells are not neighbours: b1 (x=1, y=0) has no a1.
    expect(names(11, neighbours(11, at(11, 'b1')))).toEqual(['a2', 'b2', 'c1']);
  });

  it('counts steps to the edge over open circles, by BFS', () => {
    const s = empty7();
    const d = edgeDistances(7, s.blocked);
    expect(d[at(7, 'a2')]).toBe(0);
    expect(d[at(7, 'b2')]).toBe(1);
    expect(d[at(7, 'd4')]).toBe(3);
    const blocked = s.blocked.slice();
    for (const n of neighbours(7, at(7, 'd4'))) blocked[n] = true;
    expect(edgeDistances(7, blocked)[at(7, 'd4')]).toBe(Number.POSITIVE_INFINITY);
  });

  it('moves the cat only to the open neighbours closest to the edge', () => {
    const s = empty7('c3'); // row 3 (even index 2): neighbours b2 c2 b3 d3 b4 c4
    expect(names(7, catSteps(7, s.blocked, s.cat))).toEqual(['b2', 'b3', 'b4', 'c2']);
    const blocked = s.blocked.slice();
    for (const name of ['b2', 'b3', 'c2']) blocked[at(7, name)] = true;
    expect(names(7, catSteps(7, blocked, s.cat))).toEqual(['b4']);
    const state = { ...s, blocked, catToMove: true };
    expect(chatNoir.toMove(state)).toBe(CHANCE);
    expect(chatNoir.chanceOutcomes?.(state)).toEqual([
      { move: { row: 3, col: 1 }, probability: 1 },
    ]);
    expect(() => chatNoir.play(state, { row: 2, col: 3 })).toThrow(/closest to the edge/);
  });

  it('deals the cat in the middle and six blocked circles, from the seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom(7, 9, 11, 13, 15),
        (seed, size) => {
          const s = chatNoir.setup({ size }, createRng(seed));
          expect(s.cat).toBe(((size - 1) / 2) * (size + 1));
          expect(s.blocked.filter(Boolean)).toHaveLength(6);
          expect(s.blocked[s.cat]).toBe(false);
          expect(chatNoir.result(s)).toBeNull();
          expect(chatNoir.stateToString(chatNoir.setup({ size }, createRng(seed)))).toBe(
            chatNoir.stateToString(s),
          );
        },
      ),
      { seed: 7, numRuns: 50 },
    );
  });

  it('refuses blocking the cat, a blocked circle, a missing corner, or anything once over', () => {
    const s = chatNoir.setup({ size: 11 }, createRng(1));
    expect(chatNoir.parseMove('f6', s)).toEqual({
      ok: false,
      error: 'move "f6": the cat is there',
    });
    expect(() => chatNoir.play(s, { row: 5, col: 5 })).toThrow(/the cat is there/);
    expect(chatNoir.parseMove('c3', s).ok).toBe(false); // blocked in seed 1
    expect(chatNoir.parseMove('a1', s).ok).toBe(false);
    expect(chatNoir.parseMove('a11', s).ok).toBe(false);
    expect(chatNoir.parseMove('z9', s).ok).toBe(false);
    expect(unwrap(chatNoir.parseMove('b1', s))).toEqual({ row: 0, col: 1 });
    expect(chatNoir.legalMoves(s)).toHaveLength(119 - 1 - 6);
  });

  it('the player wins once the cat is walled in, even with room inside', () => {
    const s = parse(ROOM);
    expect(chatNoir.result(s)).toBeNull();
    const after = chatNoir.play(s, unwrap(chatNoir.parseMove('b4', s)));
    expect(chatNoir.result(after)).toEqual({ kind: 'solved', detail: 'Cat trapped in 9 blocks' });
    expect(chatNoir.legalMoves(after)).toEqual([]);
  });

  it('the cat wins on reaching an edge circle', () => {
    const s = parse('-....../......./......./..C..../......./......./-...... p 0');
    let state = chatNoir.play(s, unwrap(chatNoir.parseMove('g7', s)));
    while (!chatNoir.result(state)) {
      state = chatNoir.play(state, chatNoir.legalMoves(state)[0] as never);
      if (!chatNoir.result(state) && !state.catToMove)
        state = chatNoir.play(state, chatNoir.legalMoves(state).at(-1) as never);
    }
    expect(chatNoir.result(state)?.kind).toBe('failed');
  });

  it('marks every circle on a shortest path and nothing else', () => {
    const s = parse('-....../......./......./..C..../......./......./-...... p 0');
    expect(names(7, shortestPathCells(s))).toEqual(['a4', 'b4']);
  });

  it('round-trips positions and moves through text', () => {
    const s = chatNoir.setup({ size: 11 }, createRng(3));
    const text = chatNoir.stateToString(s);
    expect(chatNoir.stateToString(parse(text))).toBe(text);
    for (const m of chatNoir.legalMoves(s)) {
      expect(unwrap(chatNoir.parseMove(chatNoir.moveToString(m), s))).toEqual(m);
    }
    expect(chatNoir.parseState('-..../..... p 0').ok).toBe(false);
    expect(chatNoir.parseState(text.replace('C', '.')).ok).toBe(false);
    expect(chatNoir.parseState(text.replace('-', '.')).ok).toBe(false);
  });
});
