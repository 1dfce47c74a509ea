import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { perfectMove } from '../analysis.ts';
import { moveToString, parseState, play, result } from '../rules.ts';
import { DRAW, Exact3, type MoveValue, rank } from './exact.ts';

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
