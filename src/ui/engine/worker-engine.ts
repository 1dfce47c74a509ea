import { proxy, type Remote, wrap } from 'comlink';
import type { CallName, EngineApi, EngineCalls, Progress } from '../../workers/engine-api.ts';
import { CancelledError, type Engine, type Lane, laneOf } from './engine.ts';

/**
 * How long a stopped computation may take to notice its flag before its worker is killed: a
 * search polls every thousand positions or so, far more often than this.
 */
const GRACE_MS = 1000;

/** A flag the worker can read while it computes: shared memory when the page is isolated. */
function stopFlag(): Int32Array | undefined {
  return globalThis.crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
}

interface Pending {
  /** Sends the call to the current worker; again after a worker is replaced. */
  start(): void;
  reject(e: Error): void;
  stop: Int32Array | undefined;
}

/** One engine worker and the calls waiting on it. */
class Channel {
  private worker: Worker | null = null;
  private remote: Remote<EngineApi> | null = null;
  private readonly pending = new Set<Pending>();

  constructor(private readonly name: string) {}

  private api(): Remote<EngineApi> {
    if (!this.remote) {
      this.worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), {
        type: 'module',
        name: this.name,
      });
      this.remote = wrap<EngineApi>(this.worker);
    }
    return this.remote;
  }

  call<K extends CallName, M, O>(
    gameId: string,
    name: K,
    input: EngineCalls<M, O>[K]['input'],
    progress?: Progress,
  ): Promise<EngineCalls<M, O>[K]['output']> {
    return new Promise((resolve, reject) => {
      const entry: Pending = {
        stop: stopFlag(),
        reject,
        start: () => {
          const worker = this.worker;
          this.api()
            .run(gameId, name, input, progress && proxy(progress), entry.stop)
            .then(
              // The worker's answer for this game's call: see engine-api.ts on its types.
              (output) =>
                this.pending.delete(entry) && resolve(output as EngineCalls<M, O>[K]['output']),
              // A call whose worker was replaced has been started again there.
              (e) => worker === this.worker && this.pending.delete(entry) && reject(e),
            );
        },
      };
      this.pending.add(entry);
      entry.start();
    });
  }

  /**
   * Rejects every call at once. A call that polls its stop flag ends by itself and the worker,
   * with its tables, lives on; one that has not ended after GRACE_MS, or any call on a page
   * without shared memory, has its worker terminated, and calls made since then start again
   * on a fresh one.
   */
  cancel(): void {
    if (this.pending.size === 0) return;
    const calls = [...this.pending];
    this.pending.clear();
    for (const call of calls) {
      if (call.stop) Atomics.store(call.stop, 0, 1);
      call.reject(new CancelledError('cancelled'));
    }
    const worker = this.worker;
    if (calls.some((c) => !c.stop)) {
      this.replace(worker);
      return;
    }
    const api = this.remote;
    const timer = setTimeout(() => this.replace(worker), GRACE_MS);
    // The worker answers only once the stopped computation has given its thread back.
    api?.idle().then(() => clearTimeout(timer));
  }

  private replace(worker: Worker | null): void {
    if (!worker || worker !== this.worker) return;
    worker.terminate();
    this.worker = null;
    this.remote = null;
    for (const call of this.pending) call.start();
  }
}

/** Runs the engine in Web Workers, one per lane, so that search never blocks the page. */
export class WorkerEngine implements Engine {
  private readonly lanes: Record<Lane, Channel> = {
    hint: new Channel('engine-hint'),
    study: new Channel('engine-study'),
  };

  run<K extends CallName, M, O>(
    gameId: string,
    name: K,
    input: EngineCalls<M, O>[K]['input'],
    progress?: Progress,
  ) {
    return this.lanes[laneOf(name)].call<K, M, O>(gameId, name, input, progress);
  }

  cancel(lane: Lane): void {
    this.lanes[lane].cancel();
  }
}
