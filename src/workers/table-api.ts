import { err, ok, type Result } from '../core/result.ts';
import type { AnyEngine } from '../games/descriptor.ts';
import { resolvePlayer } from '../games/players.ts';
import { TableHost } from '../table/host.ts';
import { openTable, type TablePolicy } from '../table/open-table.ts';
import {
  type ReviewView,
  type TableCommand,
  type TableView,
  tableCommandSchema,
} from '../table/protocol.ts';

/** What a table sends its client: a new view, or how far a computer seat's search has come. */
export type TableEvent<O, M> =
  | { readonly kind: 'view'; readonly view: TableView<O, M> }
  | {
      readonly kind: 'progress';
      readonly seat: number;
      readonly done: number;
      /** What the search has settled, in a few words, when it says. */
      readonly note?: string;
    };

/** What the table's client says of the game besides the request: its descriptor's rules of play. */
export interface TableTerms extends TablePolicy {
  /** Seats always played by their own computer player. */
  readonly fixed: readonly boolean[];
}

/** How often a search's progress crosses to the client at most. */
const PROGRESS_MS = 100;

/**
 * The page's tables, hosted where this runs (the play worker, behind Comlink; in-process in
 * tests). The page opens one with a request and a listener, then sends commands naming it; the
 * table answers with its views through the listener and drives the computer seats itself, so
 * no state, and no observation but the viewer's, ever reaches the page. A page shows one game
 * at a time, but the next is opened before the last is closed.
 */
export function createTableApi(load: (id: string) => Promise<AnyEngine>, later = defaultLater) {
  // biome-ignore lint/suspicious/noExplicitAny: hosts of whatever games are open
  const hosts = new Map<number, TableHost<any, any, any>>();
  let nextId = 1;

  const hostOf = (id: number) => {
    const host = hosts.get(id);
    if (!host) throw new Error(`table ${id} is not open`);
    return host;
  };

  return {
    /**
     * Opens a table for `gameId` from `request` (checked here: it comes from outside), replacing
     * the one open before. Resolves with the notices for the player, or the reason it could not
     * open (a save that does not replay). `stop` is the flag the client raises to stop a search.
     */
    async open(
      gameId: string,
      request: unknown,
      terms: TableTerms,
      listener: (event: TableEvent<unknown, unknown>) => void,
      stop?: Int32Array,
    ): Promise<
      Result<{ id: number; notices: readonly string[]; view: TableView<unknown, unknown> }>
    > {
      const engine = await load(gameId);
      const opened = openTable<unknown, unknown, unknown>(engine.rules, terms, request);
      if (!opened.ok) return opened;
      const { table } = opened.value;
      const id = nextId++;
      const open = () => hosts.has(id);
      let lastProgress = 0;
      let lastNote: string | undefined;
      const host = new TableHost(table, {
        findAi: (ai) => resolvePlayer(engine, ai, table.players),
        publish: () => {
          if (open()) listener({ kind: 'view', view: table.view(table.localViewer()) });
        },
        progress: (seat, done, note) => {
          const now = Date.now();
          // A new note always crosses: the search may say nothing else for a while.
          if (!open() || (now - lastProgress < PROGRESS_MS && done < 1 && note === lastNote))
            return;
          lastProgress = now;
          lastNote = note;
          listener({ kind: 'progress', seat, done, ...(note !== undefined && { note }) });
        },
        fixed: terms.fixed,
        ...(stop && { stop }),
        later,
      });
      hosts.set(id, host);
      // The first view comes with the answer: the listener's messages may overtake it.
      const view = table.view(table.localViewer());
      host.start(stop ? Atomics.load(stop, 0) : 0);
      return ok({ id, notices: opened.value.notices, view });
    },

    /** One command for table `id`, with the stop flag's value its client raised before sending it. */
    async command(id: number, command: TableCommand, epoch?: number): Promise<Result<number>> {
      const read = tableCommandSchema().safeParse(command);
      if (!read.success) return err(`bad command: ${read.error.issues[0]?.message ?? 'invalid'}`);
      return hostOf(id).command(read.data, epoch);
    },

    /** A past position of the line, as the viewer saw it. */
    async review(id: number, index: number): Promise<Result<ReviewView<unknown, unknown>>> {
      const { table } = hostOf(id);
      return table.review(index, table.localViewer());
    },

    /** Forgets table `id`: a computer seat's search under way is stopped by its client's flag. */
    async close(id: number): Promise<void> {
      hosts.delete(id);
    },
  };
}

/** After the messages that have arrived: a timer's turn, not a microtask's. */
function defaultLater(fn: () => void): void {
  setTimeout(fn, 0);
}

export type TableApi = ReturnType<typeof createTableApi>;
