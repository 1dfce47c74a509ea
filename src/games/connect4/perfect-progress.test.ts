import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { StoppedError } from '../../core/task.ts';
import { valueOfScore, valueText } from './analysis.ts';
import { perfectProgress } from './perfect-progress.ts';
import { applyActions, initState, parseMoveString, RED } from './rules.ts';
import { perfectMove } from './solver/solve.ts';

const position = (moves: string) => {
  const start = initState(7, 6, RED);
  return applyActions(start, unwrap(parseMoveString(start, moves)));
};

describe('following the perfect move', () => {
  it('says the bounds on the value, then the value and the columns ruled out', () => {
    const state = position('74223417356477411661');
    const heard: { done: number; note: string }[] = [];
    const task = {
      progress: (done: number, _partial?: unknown, note?: string) =>
        heard.push({ done, note: note ?? '' }),
      stopped: () => false,
    };
    const found = perfectMove(state, perfectProgress(state, task));
    // The same move and score as without anyone following.
    expect(found).toEqual(perfectMove(state));
    expect(heard.map((h) => h.done)).toEqual([...heard.map((h) => h.done)].sort((a, b) => a - b));
    const notes = [...new Set(heard.map((h) => h.note))];
    expect(notes[0]).toBe('value not bounded yet');
    expect(notes.some((n) => /^value (≥|≤|win in ≤|loss in ≤)/.test(n))).toBe(true);
    // The value is a loss; the columns are tested centre first, and column 5, the third in
    // that order, is the first to reach it, after the two before it are ruled out.
    const value = valueText(valueOfScore(state)(found.score));
    expect(value).toMatch(/^loss in \d+$/);
    expect(found.column).toBe(4);
    expect(notes.filter((n) => n.includes('ruled out'))).toEqual(
      [0, 1, 2].map((n) => `value ${value}; ${n} of 7 columns ruled out`),
    );
  });

  it('stops when the task is given up', () => {
    const state = position('74223417356477411661');
    const task = { progress: () => {}, stopped: () => true };
    expect(() => perfectMove(state, perfectProgress(state, task))).toThrow(StoppedError);
  });
});
