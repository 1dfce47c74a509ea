import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { type ColumnValue, columnValues, valueText } from './analysis.ts';
import { applyActions, initState, parseMoveString, RED } from './rules.ts';

const position = (moves: string) => {
  const start = initState(7, 6, RED);
  return applyActions(start, unwrap(parseMoveString(start, moves)));
};

/** Pons' score of the whole position from the best column's value (22 − the winner's disc). */
function scoreOf(values: ColumnValue[], mine: number, theirs: number): number {
  const best = values.find((v) => v.kind === 'win') ?? values.find((v) => v.kind === 'draw');
  if (best?.kind === 'win') return 22 - (best.moves + mine);
  if (best?.kind === 'draw') return 0;
  const longest = Math.max(...values.map((v) => (v.kind === 'loss' ? v.moves : 0)));
  return -(22 - (longest + theirs));
}

describe('Connect 4 analysis', () => {
  // End-Easy positions of Pons' set, with his exact scores.
  const cases = [
    { moves: '2252576253462244111563365343671351441', score: -1 },
    { moves: '7422341735647741166133573473242566', score: 1 },
    { moves: '23163416124767223154467471272416755633', score: 0 },
  ];

  it("agrees with Pons' score, column by column, and reports progress", () => {
    for (const { moves, score } of cases) {
      const seen: number[] = [];
      const values = columnValues(position(moves), (done) => seen.push(done));
      const mine = Math.floor(moves.length / 2);
      expect(scoreOf(values, mine, moves.length - mine)).toBe(score);
      expect(seen.at(-1)).toBe(1);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
  });

  it('shows each column as soon as it is solved, the rest pending', () => {
    const moves = cases[1]?.moves ?? '';
    const partials: ColumnValue[][] = [];
    const values = columnValues(position(moves), (_, partial) => partials.push(partial));
    expect(partials).toHaveLength(7);
    partials.forEach((partial, i) => {
      expect(partial.slice(0, i + 1)).toEqual(values.slice(0, i + 1));
      expect(partial.slice(i + 1).every((v) => v.kind === 'pending')).toBe(true);
    });
    expect(valueText({ kind: 'pending' })).toBe('…');
  });

  it('marks full columns and words each value', () => {
    const values = columnValues(position(cases[0]?.moves ?? ''), () => {});
    expect(values.slice(0, 5)).toEqual(Array(5).fill({ kind: 'full' }));
    expect(valueText({ kind: 'win', moves: 3 })).toBe('win in 3');
    expect(valueText({ kind: 'loss', moves: 2 })).toBe('loss in 2');
    expect(valueText({ kind: 'draw' })).toBe('draw');
  });
});
