import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { perfectMove } from '../analysis.ts';
import {
  initialState,
  isOver,
  legalMoves,
  moveToString,
  parseState,
  play,
  result,
  stateToString,
} from '../rules.ts';
import { DRAW, Exact3, type MoveValue, rank } from './exact.ts';
import { Forced } from './forced.ts';
import { flip, Solver3, WIN } from './solve3.ts';

const pos = (text: string) => unwrap(parseState(text));

function values(text: string, horizon: number) {
  const state = pos(text);
  const study = new Exact3().moveValues(state, horizon, 'horizon');
  return new Map(study.moves.map((m, i) => [moveToString({ n: 3, ...m }), study.values[i]]));
}

describe('the 3×3 solver', () => {
  it('sees a win in one, for Yellow too (boards are read from the mover’s side)', () => {
    const v = values('3x3 yellow think=3 y3.y3.-/r1.r1.-/-.-.-', 3);
    expect(v.get('1@c3')).toBe(1);
    // Lifting a3 uncovers nothing of Red's but breaks Yellow's own pair: no win in one.
    expect(v.get('a3-c3')).not.toBe(1);
  });

  it('counts a move that shows the opponent’s line as a loss in one (the both-lines rule)', () => {
    // Red's 3 on b3 covers Yellow's 2 in Yellow's row 3; lifting it loses at once, even when
    // it completes Red's row 2.
    const v = values('3x3 red think=3 y1.y2r3.y1/r2.-.r2/-.-.-', 2);
    expect(v.get('b3-b2')).toBe(-1);
    expect(v.get('b3-a1')).toBe(-1);
  });

  it('finds a loss in two when Yellow has two threats Red cannot both meet', () => {
    // Yellow threatens c3 (row 3) and a1 (column a) with pieces Red cannot gobble at once.
    const text = '3x3 red think=3 y3.y3.-/y2.-.r1/-.r1.-';
    const v = values(text, 4);
    expect(v.size).toBeGreaterThan(10);
    expect([...v.values()].every((x) => x === -2)).toBe(true);
    const state = pos(text);
    const move = perfectMove(state, new Exact3(), 4);
    const after = play(state, move);
    expect(result(after)).toBeNull();
  });

  it('ranks the fastest win first, then a draw, then nothing proven, then the slowest loss', () => {
    const values: MoveValue[] = [-2, 3, 0, DRAW, -6, 1];
    const sorted = values.sort((a, b) => rank(b) - rank(a));
    expect(sorted).toEqual([1, 3, DRAW, 0, -6, -2]);
  });
});

describe('the solver’s distances', () => {
  it('are a plain AND-OR search’s: the line within N plies and not within N - 2', () => {
    const rng = createRng(23);
    const solver = new Solver3();
    const forced = new Forced();
    const seen = { win: 0, loss: 0 };
    for (let t = 0; t < 400 && seen.win + seen.loss < 60; t++) {
      let state = initialState(3);
      const plies = rng.int(2, 10);
      for (let p = 0; p < plies && !isOver(state); p++)
        state = play(state, rng.pick(legalMoves(state)));
      if (isOver(state)) continue;
      const board = state.toMove === 0 ? state.board.slice() : flip(state.board);
      // Deepening with one table for every position, as the analysis runs it; a distance
      // past the depth (from a deeper entry) counts once the depth reaches it (exact.ts).
      let v = 0;
      for (let depth = 1; depth <= 9; depth++) {
        v = solver.search(board, depth, -WIN, WIN);
        if (v !== 0 && WIN - Math.abs(v) <= depth) break;
      }
      if (v === 0 || WIN - Math.abs(v) > 9 || Math.abs(v) === WIN - 1) continue;
      const n = WIN - Math.abs(v);
      const where = `${stateToString(state)}: ${v > 0 ? 'win' : 'loss'} in ${n}`;
      const check = (k: number) => (v > 0 ? forced.win(board, k) : forced.lose(board, k));
      expect(check(n), where).toBe(true);
      expect(check(n - 2), where).toBe(false);
      seen[v > 0 ? 'win' : 'loss']++;
    }
    expect(Math.min(seen.win, seen.loss)).toBeGreaterThan(10);
  });
});
