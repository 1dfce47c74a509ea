import { proxy, type Remote, wrap } from 'comlink';
import type { AnalysisProgress } from '../../games/descriptor.ts';
import type { EngineApi } from '../../workers/engine-api.ts';
import { CancelledError, type Engine } from './engine.ts';

/**
 * One engine worker and the calls waiting on it. Cancelling terminates the worker, the only way
 * to stop a search that does not poll for a flag; the next call starts a fresh one.
 */
class Channel {
  private worker: Worker | null = null;
  private remote: Remote<EngineApi> | null = null;
  private readonly pending = new Set<(e: Error) => void>();

  constructor(private readonly name: string) {}

  call<T>(work: (api: Remote<EngineApi>) => Promise<T>): Promise<T> {
    if (!this.remote) {
      this.worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
        type: 'module',
        name: this.name,
      });
      this.remote = wrap<EngineApi>(this.worker);
    }
    const running = work(this.remote);
    return new Promise<T>((resolve, reject) => {
      this.pending.add(reject);
      running.then(resolve, reject).finally(() => this.pending.delete(reject));
    });
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

/** Runs the engine in Web Workers so that search never blocks the page. */
export class WorkerEngine implements Engine {
  private readonly play = new Channel('engine');
  private readonly study = new Channel('engine-analysis');

  hint(gameId: string, state: unknown) {
    return this.play.call((api) => api.hint(gameId, state));
  }

  chooseMove(gameId: string, aiId: string, state: unknown, seed: number) {
    return this.play.call((api) => api.chooseMove(gameId, aiId, state, seed));
  }

  analyze(gameId: string, state: unknown, progress: AnalysisProgress) {
    return this.study.call((api) => api.analyze(gameId, state, proxy(progress)));
  }

  runTask(gameId: string, name: string, input: unknown, progress: (done: number) => void) {
    return this.study.call((api) => api.runTask(gameId, name, input, proxy(progress)));
  }

  cancel(): void {
    this.play.cancel();
  }

  cancelAnalysis(): void {
    this.study.cancel();
  }
}
