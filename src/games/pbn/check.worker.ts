/// <reference lib="webworker" />
import { solvePuzzle } from './solver/solve.ts';

/**
 * The designer's verdict, away from the page: whether the clues of the design have one
 * solution. A design that forces deep search can take seconds; the page ends this worker when
 * the design changes or the player stops the check.
 */
export interface CheckRequest {
  readonly id: number;
  readonly rows: readonly (readonly number[])[];
  readonly cols: readonly (readonly number[])[];
}
export interface CheckReply {
  readonly id: number;
  readonly status: 'none' | 'unique' | 'multiple' | 'found';
  readonly lineSolvable: boolean;
  readonly nodes: number;
  /** The solutions found (up to two), rows of # and . */
  readonly solutions: string[][];
  /** Search nodes so far, while running. */
  readonly progress?: number;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<CheckRequest>) => {
  const { id, rows, cols } = e.data;
  const poll = (nodes: number) =>
    scope.postMessage({
      id,
      status: 'found',
      lineSolvable: false,
      nodes,
      solutions: [],
      progress: nodes,
    } satisfies CheckReply);
  const r = solvePuzzle({ rows, cols }, { limit: 2, poll });
  scope.postMessage({
    id,
    status: r.status,
    lineSolvable: r.lineSolvable,
    nodes: r.nodes,
    solutions: r.solutions,
  } satisfies CheckReply);
};
