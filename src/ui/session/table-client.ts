import { proxy, type Remote, wrap } from 'comlink';
import type { Result } from '../../core/result.ts';
import type { AnyEngine } from '../../games/descriptor.ts';
import type { OpenRequest } from '../../table/open-table.ts';
import type { ReviewView, TableCommand, TableView } from '../../table/protocol.ts';
import {
  createTableApi,
  type TableApi,
  type TableEvent,
  type TableTerms,
} from '../../workers/table-api.ts';

/** The page's line to the table of the game it shows. */
export interface TableConnection<O, M> {
  /**
   * Sends a command; a computer seat's search under way stops first. Answers with the table's
   * revision once it is done: the view of that revision shows it.
   */
  command(command: TableCommand): Promise<Result<number>>;
  review(index: number): Promise<Result<ReviewView<O, M>>>;
  close(): void;
}

export interface Opening<O, M> {
  readonly connection: TableConnection<O, M>;
  readonly notices: readonly string[];
  /** The table's first view; later ones come through the listener. */
  readonly view: TableView<O, M>;
}

/** Where the page's tables are hosted: the play worker in the browser, this thread in tests. */
export interface Tables {
  open<O, M>(
    gameId: string,
    request: OpenRequest,
    terms: TableTerms,
    listener: (event: TableEvent<O, M>) => void,
  ): Promise<Result<Opening<O, M>>>;
}

/**
 * A flag shared with the table's thread, raised by every command so that a search under way
 * stops at its next poll instead of holding the command back; shared memory when the page is
 * cross-origin isolated, as the app always is (without it a search runs to its end first).
 */
function stopFlag(): Int32Array {
  return globalThis.crossOriginIsolated
    ? new Int32Array(new SharedArrayBuffer(4))
    : new Int32Array(1);
}

/**
 * The connection to table `id`. The table was opened for the game whose moves are `M` and whose
 * viewer sees `O`: the one place those types are taken on trust, where the game is named.
 */
function connect<O, M>(
  api: Remote<TableApi> | TableApi,
  id: number,
  stop: Int32Array,
): TableConnection<O, M> {
  return {
    command: (command) => api.command(id, command, Atomics.add(stop, 0, 1) + 1),
    review: (index) => api.review(id, index) as Promise<Result<ReviewView<O, M>>>,
    close: () => {
      Atomics.add(stop, 0, 1);
      void api.close(id);
    },
  };
}

type Listener = (event: TableEvent<unknown, unknown>) => void;

/**
 * Opens a table through `api`, wherever it runs; `crossing` readies the listener for the trip
 * (a Comlink proxy to a worker, nothing in this thread), `shared` is the stop flag the table may
 * read (none when the page cannot share memory).
 */
async function openOn<O, M>(
  api: Remote<TableApi> | TableApi,
  asked: {
    gameId: string;
    request: OpenRequest;
    terms: TableTerms;
    listener: (event: TableEvent<O, M>) => void;
  },
  crossing: (heard: Listener) => Listener,
  stop: Int32Array,
  shared: Int32Array | undefined,
): Promise<Result<Opening<O, M>>> {
  const { gameId, request, terms } = asked;
  const heard = crossing(asked.listener as Listener);
  const opened = await api.open(gameId, request, terms, heard, shared);
  if (!opened.ok) return opened;
  return { ok: true, value: opening<O, M>(api, opened.value, stop) };
}

/** What the page gets of a table just opened: see `connect` on its types. */
function opening<O, M>(
  api: Remote<TableApi> | TableApi,
  opened: { id: number; notices: readonly string[]; view: TableView<unknown, unknown> },
  stop: Int32Array,
): Opening<O, M> {
  const { id, notices } = opened;
  return { connection: connect(api, id, stop), notices, view: opened.view as TableView<O, M> };
}

/** The browser's tables: one play worker for the page, one table in it at a time. */
export class WorkerTables implements Tables {
  private remote: Remote<TableApi> | null = null;

  private api(): Remote<TableApi> {
    if (!this.remote) {
      const worker = new Worker(new URL('../../workers/table.worker.ts', import.meta.url), {
        type: 'module',
        name: 'table',
      });
      this.remote = wrap<TableApi>(worker);
    }
    return this.remote;
  }

  open<O, M>(
    gameId: string,
    request: OpenRequest,
    terms: TableTerms,
    listener: (event: TableEvent<O, M>) => void,
  ): Promise<Result<Opening<O, M>>> {
    const stop = stopFlag();
    const shared = globalThis.crossOriginIsolated ? stop : undefined;
    // The listener crosses to the worker as a proxy it calls back through.
    const crossing = (heard: Listener) => proxy(heard);
    return openOn(this.api(), { gameId, request, terms, listener }, crossing, stop, shared);
  }
}

/** Tables in this thread, for tests and for anything without workers. */
export class LocalTables implements Tables {
  private readonly api;

  constructor(load: (id: string) => Promise<AnyEngine>, later?: (fn: () => void) => void) {
    this.api = createTableApi(load, later);
  }

  open<O, M>(
    gameId: string,
    request: OpenRequest,
    terms: TableTerms,
    listener: (event: TableEvent<O, M>) => void,
  ): Promise<Result<Opening<O, M>>> {
    const stop = new Int32Array(1);
    return openOn(this.api, { gameId, request, terms, listener }, (heard) => heard, stop, stop);
  }
}
