import { describe, expect, it } from 'vitest';
import { StoppedError } from '../../../core/task.ts';
import { solveProgress } from './progress.ts';

describe('following a solve', () => {
  it('reports how far the window has closed, and stops when the task is given up', () => {
    const reports: number[] = [];
    let stopped = false;
    const follow = solveProgress({ progress: (d) => reports.push(d), stopped: () => stopped });
    follow({ min: -20, max: 20, nodes: 0 });
    follow({ min: 0, max: 20, nodes: 10 });
    follow({ min: 5, max: 5, nodes: 20 });
    expect(reports).toEqual([0, 0.5, 1]);
    stopped = true;
    expect(() => follow({ min: 5, max: 5, nodes: 30 })).toThrow(StoppedError);
  });
});
