import { type TaskContext, throwIfStopped } from '../../../core/task.ts';
import type { SolveProgress } from './search.ts';

/**
 * Follows a solve for someone waiting on it: how far the score window has narrowed from the
 * first one seen (a solve ends when it is closed), and a stop when the task is given up.
 */
export function solveProgress(task: TaskContext): (progress: SolveProgress) => void {
  const stop = throwIfStopped(task);
  let first = 0;
  return ({ min, max }) => {
    stop();
    const width = max - min;
    first ||= width;
    if (first > 0) task.progress(1 - width / first);
  };
}
