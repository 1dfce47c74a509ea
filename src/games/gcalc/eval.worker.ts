/// <reference lib="webworker" />
import { Budget, EvalTooLarge, type Settings } from './eval.ts';
import type { Expr } from './expr.ts';
import { evaluate } from './visible.ts';

/**
 * GCalc's evaluations, away from the page: a deep one (no depth limit, a tiny cutoff) can take
 * seconds. The page shows the steps counted so far and stops a run by ending this worker.
 */
export interface EvalRequest {
  readonly id: number;
  readonly expr: Expr;
  readonly settings: Settings;
  readonly size: number;
}
export type EvalReply =
  | {
      readonly id: number;
      readonly kind: 'progress';
      readonly steps: number;
      readonly limit: number;
    }
  | { readonly id: number; readonly kind: 'done'; readonly expr: Expr }
  | { readonly id: number; readonly kind: 'too-large'; readonly message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<EvalRequest>) => {
  const { id, expr, settings, size } = e.data;
  const budget = new Budget(undefined, (steps) =>
    scope.postMessage({ id, kind: 'progress', steps, limit: budget.limit } satisfies EvalReply),
  );
  try {
    scope.postMessage({
      id,
      kind: 'done',
      expr: evaluate(expr, settings, size, budget),
    } satisfies EvalReply);
  } catch (err) {
    if (!(err instanceof EvalTooLarge)) throw err;
    scope.postMessage({ id, kind: 'too-large', message: err.message } satisfies EvalReply);
  }
};
