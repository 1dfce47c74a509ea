import type { Settings } from './eval.ts';
import type { EvalReply, EvalRequest } from './eval.worker.ts';
import type { Expr } from './expr.ts';

export class EvalStopped extends Error {
  constructor() {
    super('evaluation stopped');
    this.name = 'EvalStopped';
  }
}
export class EvalFailed extends Error {}

/** Runs evaluations in GCalc's worker, one at a time; stop() ends the worker and the run. */
export class EvalRunner {
  private worker: Worker | null = null;
  private next = 0;
  private pending: { id: number; reject(e: Error): void } | null = null;

  run(
    expr: Expr,
    settings: Settings,
    size: number,
    progress: (done: number) => void,
  ): Promise<Expr> {
    this.stop();
    if (!this.worker) {
      this.worker = new Worker(new URL('./eval.worker.ts', import.meta.url), { type: 'module' });
    }
    const worker = this.worker;
    const id = ++this.next;
    return new Promise<Expr>((resolve, reject) => {
      this.pending = { id, reject };
      worker.onmessage = (e: MessageEvent<EvalReply>) => {
        const r = e.data;
        if (r.id !== id) return;
        if (r.kind === 'progress') return progress(r.steps / r.limit);
        this.pending = null;
        if (r.kind === 'done') resolve(r.expr);
        else reject(new EvalFailed(r.message));
      };
      worker.onerror = (e) => {
        this.pending = null;
        reject(new EvalFailed(e.message || 'the evaluation failed'));
      };
      worker.postMessage({ id, expr, settings, size } satisfies EvalRequest);
    });
  }

  /** Ends the running evaluation, if any; the next run starts a fresh worker. */
  stop(): void {
    if (!this.pending) return;
    this.worker?.terminate();
    this.worker = null;
    const { reject } = this.pending;
    this.pending = null;
    reject(new EvalStopped());
  }
}
