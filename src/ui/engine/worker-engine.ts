import { type Remote, wrap } from 'comlink';
import type { EngineApi } from '../../workers/engine-api.ts';
import { CancelledError, type Engine } from './engine.ts';

/**
 * Runs the engine in a Web Worker so that search never blocks the page. Cancelling terminates
 * the worker, the only way to stop a search that does not poll for a flag, and the next call
 * starts a fresh one.
 */
export class WorkerEngine implements Engine {
  private worker: Worker | null = null;
  private remote: Remote<EngineApi> | null = null;
  private readonly pending = new Set<(e: Error) => void>();

  private api(): Remote<EngineApi> {
    if (!this.remote) {
      this.worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
        type: 'module',
        name: 'engine',
      });
      this.remote = wrap<EngineApi>(this.worker);
    }
    return this.remote;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.add(reject);
      work.then(resolve, reject).finally(() => this.pending.delete(reject));
    });
  }

  hint(gameId: string, state: unknown) {
    return this.track(this.api().hint(gameId, state));
  }

  chooseMove(gameId: string, aiId: string, state: unknown, seed: number) {
    return this.track(this.api().chooseMove(gameId, aiId, state, seed));
  }

  cancel(): void {
    if (this.pending.size === 0) return;
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
    for (const reject of this.pending) reject(new CancelledError('cancelled'));
    this.pending.clear();
  }
}
