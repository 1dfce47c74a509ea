import { describe, expect, it } from 'vitest';
import { quietTask, StoppedError } from '../../core/task.ts';
import { runComparison } from './lab-tasks.ts';

const input = { depths: [2, 3], plays: 4, cards: 'seed', seed: 1, aiDepth: 2 };

describe("the Lab's comparison", () => {
  it('reports each play as it is compared, and stops after the play under way when asked', () => {
    const done: number[] = [];
    expect(() =>
      runComparison(input, { progress: (d) => done.push(d), stopped: () => done.length >= 2 }),
    ).toThrow(StoppedError);
    expect(done).toEqual([0.25, 0.5]);
    expect(runComparison(input, quietTask).moves).toHaveLength(4);
  });
});
