import { Worker } from 'node:worker_threads';
import { unwrap } from '../../../core/result.ts';
import type { SearchLimits } from '../../../search/deepening.ts';
import { type OnitamaState, parseState } from '../rules.ts';
import { parseCommand } from './protocol.ts';
import type { ServeJob } from './thread.ts';

/** The position searched before any `position` command, as `games onitama search` does. */
const START = 'rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b';

export interface ServeOptions {
  readonly tableMb: number;
}

/**
 * `games onitama serve`: reads commands (protocol.ts) from `lines` and writes answers with
 * `write`, one line each, until `quit` or the end of the input. The search runs on a worker
 * thread so that `stop` and `isready` are heard while it thinks; the thread lives as long as
 * the server, and its table with it. Resolves once the thread has ended.
 */
export async function serve(
  lines: AsyncIterable<string>,
  write: (line: string) => void,
  options: ServeOptions,
): Promise<void> {
  const worker = new Worker(new URL('../../../search/thread-entry.mjs', import.meta.url), {
    workerData: { module: new URL('./thread.ts', import.meta.url).href, name: 'serveSearch' },
  });
  const stop = new Int32Array(new SharedArrayBuffer(4));
  let state: OnitamaState = unwrap(parseState(START));
  let clear = false;
  let searching: Promise<void> | undefined;
  let failed: unknown;
  let finish = () => {};
  worker.on('message', (msg: { info?: string; result?: string }) => {
    if (msg.info !== undefined) return write(msg.info);
    if (msg.result !== undefined) write(msg.result);
    finish();
  });
  worker.on('error', (error) => {
    failed = error;
    finish();
  });

  const go = (limits: SearchLimits) => {
    Atomics.store(stop, 0, 0);
    const job: ServeJob = { state, limits, stop, tableMb: options.tableMb, clear };
    clear = false;
    searching = new Promise((resolve) => {
      finish = () => {
        searching = undefined;
        resolve();
      };
    });
    worker.postMessage({ index: 0, job });
  };

  try {
    for await (const line of lines) {
      const command = parseCommand(line);
      if (command === undefined) continue;
      if (!command.ok) {
        write(`info string ${command.error}`);
        continue;
      }
      const c = command.value;
      if (c.kind === 'quit') {
        Atomics.store(stop, 0, 1);
        break;
      }
      if (c.kind === 'position') state = c.state;
      else if (c.kind === 'go') {
        // One search at a time: a `go` waits for the last one's `bestmove`, so that a script
        // may send its commands without waiting, and a `stop` after it stops this one.
        await searching;
        go(c.limits);
      } else if (c.kind === 'stop') Atomics.store(stop, 0, 1);
      else if (c.kind === 'isready') write('readyok');
      else clear = true;
      if (failed) throw failed;
    }
    // At the end of the input a running search finishes, so a script may pipe in its commands.
    await searching;
    if (failed) throw failed;
  } finally {
    await worker.terminate();
  }
}
