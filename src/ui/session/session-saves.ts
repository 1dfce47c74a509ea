import { signal } from '@preact/signals-core';
import type { TableView } from '../../table/protocol.ts';
import { finishOf, variantOf } from '../stats/stats.ts';
import { containsLine } from './lines.ts';
import type { Session, SessionDeps } from './session.ts';

type SaveState = 'saved' | 'saving' | 'failed';

/** Why a line saved elsewhere was set aside. */
export const REPLACED = 'replaced by another line of the same game (from another tab or a link)';

/**
 * What the page keeps of a game: its public record, written after every change, and the
 * statistics of its finish. The record comes from the table and holds no card of any hand and
 * no outcome of chance, only the seed and the moves everyone saw.
 */
export class SessionSaves {
  readonly saveState = signal<SaveState>('saved');
  private saving: Promise<void> = Promise.resolve();
  /** The record last asked to be written, as JSON: a view that changes nothing saves nothing. */
  private last = '';
  private readonly variant: string;

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: saves do not look at moves or observations
    private readonly session: Session<any, any>,
    private readonly deps: SessionDeps,
    /** The revision of the save this session continues (0: none), which its first save replaces. */
    private revision: number,
  ) {
    this.variant = variantOf(session.params);
    deps.stats.stats(session.gameId, this.variant).then(
      (stats) => {
        if (session.stats.peek() === null) session.stats.value = stats;
      },
      () => {},
    );
  }

  /**
   * Writes the record with the time played, unless it is the one written last; `finished` tells
   * the console's Continue that the game is over.
   */
  autosave(
    record: TableView<unknown, unknown>['record'],
    playedMs: number,
    finished: boolean,
  ): void {
    const json = JSON.stringify([record, finished]);
    if (json === this.last) return;
    this.last = json;
    const data = { ...record, playedMs, ...(finished && { finished }) };
    this.saveState.value = 'saving';
    this.saving = this.saving
      .then(() => this.write(data))
      .then(
        () => {
          if (this.last === json) this.saveState.value = 'saved';
        },
        (e: unknown) => {
          this.saveState.value = 'failed';
          this.session.notice.value = `Could not save the game: ${(e as Error).message}`;
        },
      );
  }

  flush(): Promise<void> {
    return this.saving;
  }

  /**
   * Writes the record over the save this session last wrote or loaded. When another tab (or a
   * link to other moves) has saved this game since, that line is replaced silently only if this
   * one contains it, and otherwise set aside with a notice first: a line of play is never
   * dropped unseen.
   */
  private async write(record: object): Promise<void> {
    const { store } = this.deps;
    const { gameId, key } = this.session;
    for (;;) {
      const outcome = await store.save(gameId, key, record, this.revision);
      if (outcome.ok) {
        this.revision = outcome.revision;
        return;
      }
      const { theirs } = outcome;
      if (!containsLine(record, theirs.data)) {
        await store.setAside(key, theirs.data, REPLACED);
        this.session.notice.value =
          'This game had another line saved (from another tab or a link): it was kept aside, under Saves on the console, and this one saved.';
      }
      this.revision = theirs.revision;
    }
  }

  /**
   * Adds the game just finished to the statistics when a person played in it; the store counts
   * each deal (game, parameters and seed) once, so undoing the last move and playing it again
   * adds nothing.
   */
  finished(view: TableView<unknown, unknown>): void {
    const { session } = this;
    if (view.result === null) return;
    const finish = finishOf(view.result, view.people, view.humanMoves, session.clockMs);
    if (!finish) return;
    this.deps.stats.recordFinish(session.gameId, this.variant, session.key, finish).then(
      (stats) => {
        session.stats.value = stats;
      },
      (e: Error) => {
        session.notice.value = `Could not keep the statistics: ${e.message}`;
      },
    );
  }
}
