import type { CheckReply, CheckRequest } from './check.worker.ts';
import type { Puzzle } from './puzzle.ts';

/**
 * Runs the designer's uniqueness checks in their worker, one at a time: a new check or stop()
 * ends the one running (its worker is terminated, the next starts afresh).
 */
export class Checker {
  private worker: Worker | null = null;
  private next = 0;
  private running = false;

  run(
    p: Pick<Puzzle, 'rows' | 'cols'>,
    progress: (nodes: number) => void,
    done: (r: CheckReply) => void,
  ): void {
    this.stop();
    if (!this.worker) {
      this.worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    }
    const id = ++this.next;
    this.running = true;
    this.worker.onmessage = (e: MessageEvent<CheckReply>) => {
      const r = e.data;
      if (r.id !== id) return;
      if (r.progress !== undefined) return progress(r.progress);
      this.running = false;
      done(r);
    };
    this.worker.postMessage({ id, rows: p.rows, cols: p.cols } satisfies CheckRequest);
  }

  /** Ends the check running, if any. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.worker?.terminate();
    this.worker = null;
  }
}
