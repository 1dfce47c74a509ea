import { type TaskContext, throwIfStopped } from '../../core/task.ts';
import { type ExactValue, valueOfScore } from './analysis.ts';
import { boundsText, valueText } from './column-value.ts';
import type { Connect4State } from './rules.ts';
import type { PerfectOptions } from './solver/solve.ts';

/**
 * Follows perfectMove for someone waiting on it (the Perfect seat, the hint): first the window
 * on the position's value as it narrows, then, the value known, the columns found below it. The
 * fraction done counts the first half by how far the window has closed, the second by columns;
 * the note says what is settled. Throws StoppedError once the task is given up.
 */
export function perfectProgress(
  state: Connect4State,
  task: TaskContext,
): Pick<PerfectOptions, 'onProgress' | 'onSettled'> {
  const stop = throwIfStopped(task);
  const value = (score: number) => valueOfScore(state)(score) as ExactValue;
  let widest: { min: number; max: number } | undefined;
  let settled: { done: number; note: string } | undefined;
  return {
    onProgress: ({ min, max }) => {
      stop();
      if (settled !== undefined) {
        // The columns' tests report too: the note stands, and is sent again.
        task.progress(settled.done, undefined, settled.note);
        return;
      }
      widest ??= { min, max };
      const atLeast = min > widest.min ? value(min) : undefined;
      const atMost = max < widest.max ? value(max) : undefined;
      const closed = widest.max > widest.min ? 1 - (max - min) / (widest.max - widest.min) : 1;
      task.progress(
        closed / 2,
        undefined,
        atLeast || atMost ? `value ${boundsText(atLeast, atMost)}` : 'value not bounded yet',
      );
    },
    onSettled: ({ score, ruledOut, playable }) => {
      stop();
      settled = {
        done: 0.5 + ruledOut / playable / 2,
        note: `value ${valueText(value(score))}; ${ruledOut} of ${playable} columns ruled out`,
      };
      task.progress(settled.done, undefined, settled.note);
    },
  };
}
