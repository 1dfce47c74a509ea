import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { type ColumnValue, columnValues, type ExactValue, valueText } from './analysis.ts';
import { columnList, columnScore } from './hint.ts';
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

  it('shows each column as soon as it is solved, centre first, with bounds while it is searched', () => {
    const partials: ColumnValue[][] = [];
    const dones: number[] = [];
    const values = columnValues(position('4453112266'), (done, partial) => {
      dones.push(done);
      partials.push(partial);
    });
    const open = (v: ColumnValue | undefined) => v?.kind === 'pending' || v?.kind === 'searching';
    // The order in which the columns settle, and a settled column keeps its value from then on.
    const order: number[] = [];
    for (const partial of partials) {
      partial.forEach((v, c) => {
        if (open(v)) expect(order).not.toContain(c);
        else {
          expect(v).toEqual(values[c]);
          if (!order.includes(c)) order.push(c);
        }
      });
      expect(partial.filter((v) => v.kind === 'searching').length).toBeLessThanOrEqual(1);
    }
    expect(order).toEqual([3, 2, 4, 1, 5, 0, 6]);
    // Every bound shown holds the value the column ends with.
    let bounds = 0;
    for (const partial of partials) {
      partial.forEach((v, c) => {
        if (v.kind !== 'searching') return;
        const final = columnScore(values[c] as ColumnValue);
        if (v.atLeast) expect(columnScore(v.atLeast)).toBeLessThanOrEqual(final);
        if (v.atMost) expect(columnScore(v.atMost)).toBeGreaterThanOrEqual(final);
        bounds += (v.atLeast ? 1 : 0) + (v.atMost ? 1 : 0);
      });
    }
    expect(bounds).toBeGreaterThan(4);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(dones.at(-1)).toBe(1);
  });

  it('words the bounds of a column being searched', () => {
    const searching = (atLeast?: ExactValue, atMost?: ExactValue): ColumnValue => ({
      kind: 'searching',
      ...(atLeast && { atLeast }),
      ...(atMost && { atMost }),
    });
    expect(valueText(searching())).toBe('…');
    expect(valueText(searching({ kind: 'draw' }))).toBe('≥ draw');
    expect(valueText(searching({ kind: 'win', moves: 9 }))).toBe('win in ≤ 9');
    expect(valueText(searching({ kind: 'loss', moves: 9 }, { kind: 'loss', moves: 16 }))).toBe(
      'loss in 9–16',
    );
    expect(valueText(searching({ kind: 'win', moves: 14 }, { kind: 'win', moves: 10 }))).toBe(
      'win in 10–14',
    );
    expect(valueText(searching({ kind: 'loss', moves: 9 }, { kind: 'draw' }))).toBe(
      '≥ loss in 9, ≤ draw',
    );
    expect(valueText(searching(undefined, { kind: 'draw' }))).toBe('≤ draw');
    expect(valueText(searching(undefined, { kind: 'loss', moves: 5 }))).toBe('loss in ≤ 5');
    // Under the board, within a column's width: a range, else the bound to count on.
    const short = (v: ColumnValue) => valueText(v, true);
    expect(short(searching({ kind: 'win', moves: 14 }, { kind: 'win', moves: 10 }))).toBe(
      'win 10–14',
    );
    expect(short(searching({ kind: 'draw' }, { kind: 'win', moves: 11 }))).toBe('≥ draw');
    expect(short(searching({ kind: 'win', moves: 13 }))).toBe('win ≤ 13');
    expect(short(searching({ kind: 'loss', moves: 9 }, { kind: 'draw' }))).toBe('loss ≥ 9');
    expect(short(searching(undefined, { kind: 'win', moves: 11 }))).toBe('≤ win 11');
    expect(short(searching())).toBe('…');
  });

  it('lists the settled columns and says what is settled, the best so far and the search', () => {
    const list = columnList([
      { kind: 'pending' },
      { kind: 'full' },
      { kind: 'searching', atLeast: { kind: 'draw' } },
      { kind: 'loss', moves: 4 },
      { kind: 'win', moves: 7 },
      { kind: 'pending' },
      { kind: 'pending' },
    ]);
    expect(list.rows.map((r) => `${r.text}: ${r.value}`)).toEqual([
      'Column 5: win in 7',
      'Column 4: loss in 4',
    ]);
    expect(list.summary).toBe(
      'Solving column 3: ≥ draw. 2 of 6 columns settled; best so far: column 5, win in 7.',
    );
    expect(columnList([{ kind: 'draw' }, { kind: 'full' }]).summary).toBeUndefined();
  });

  it('marks full columns and words each value', () => {
    const values = columnValues(position(cases[0]?.moves ?? ''), () => {});
    expect(values.slice(0, 5)).toEqual(Array(5).fill({ kind: 'full' }));
    expect(valueText({ kind: 'win', moves: 3 })).toBe('win in 3');
    expect(valueText({ kind: 'loss', moves: 2 })).toBe('loss in 2');
    expect(valueText({ kind: 'draw' })).toBe('draw');
  });
});
