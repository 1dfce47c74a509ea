import { type AiPlayer, chooseMove } from '../core/ai.ts';
import { excerpt } from '../core/excerpt.ts';
import { aiSeed } from '../core/ply-seeds.ts';
import { err, ok, type Result } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { StoppedError, type TaskContext } from '../core/task.ts';
import type { TableCommand } from './protocol.ts';
import type { AiTurn, Table } from './table.ts';

/**
 * The move of the computer seat whose `turn` it is: its observation, its seat's history and the
 * rng of its ply (core/ply-seeds.ts), through `chooseMove`. The host and `games play` ask so.
 */
export function computerMove<S, M, O>(
  table: Table<S, M, O>,
  turn: AiTurn<O>,
  ai: AiPlayer<O, M>,
  task?: TaskContext,
): M {
  const seat = { seat: turn.seat, players: table.players, history: turn.history };
  return chooseMove(ai, turn.observation, seat, createRng(aiSeed(table.seed, turn.ply)), task);
}

/** What a host needs from where it runs. */
export interface HostOptions<O, M> {
  /** The computer player with this id, from the game's engine or the generic players. */
  findAi(id: string): AiPlayer<O, M> | undefined;
  /** Called after every change of the table: the host's clients are sent their views. */
  publish(): void;
  /**
   * A computer seat's search has come this far (0 to 1), and what it has settled when it says;
   * often, so kept apart from `publish`.
   */
  progress?(seat: number, done: number, note?: string): void;
  /** Seats always played by their own computer player (Chat Noir's cat): not the clients' to change. */
  readonly fixed?: readonly boolean[];
  /**
   * A flag the clients raise to stop a search (shared memory in the browser): each command
   * carries the value its client had raised it to, and a search stops as soon as the flag no
   * longer holds the value of the command that started it.
   */
  readonly stop?: Int32Array;
  /** Runs `fn` once the commands that have arrived meanwhile are handled (a timer's turn). */
  later(fn: () => void): void;
}

/**
 * Drives a table for live clients: applies their commands and has the computer seats move in
 * turn, each through `chooseMove` with its own observation, its seat's history and the seed of
 * its ply. The host in the page's play worker and the one on a server are this class.
 */
export class TableHost<S, M, O> {
  /** The stop flag's value of the latest command: a search started under another has been stopped. */
  private epoch = 0;
  private scheduled = false;
  /** A computer player that failed is not asked again until the table changes. */
  private failedAt = -1;

  constructor(
    readonly table: Table<S, M, O>,
    private readonly options: HostOptions<O, M>,
  ) {}

  /** Starts the computer seats, if one is to move; `epoch` is the stop flag's value now. */
  start(epoch = 0): void {
    this.epoch = epoch;
    this.kick();
  }

  /**
   * Applies one client's command; answers with the table's revision after it (the client's view
   * of that revision shows it done), or says why it was refused.
   */
  command(command: TableCommand, epoch?: number): Result<number> {
    if (epoch !== undefined) this.epoch = epoch;
    const result = this.apply(command);
    if (!result.ok) return result;
    this.options.publish();
    this.kick();
    return ok(this.table.revision);
  }

  private apply(command: TableCommand): Result<void> {
    const { table } = this;
    switch (command.kind) {
      case 'move': {
        const seat = table.humanToMove();
        if (seat === null) {
          return err(
            table.result() ? 'the game is over' : 'it is not your turn: wait for the computer',
          );
        }
        const played = table.move(seat, command.move);
        return played.ok ? ok(undefined) : played;
      }
      case 'undo':
        return table.undo();
      case 'redo':
        return table.redo();
      case 'reset':
        return table.reset();
      case 'seat': {
        const { player, seat } = command;
        if (this.options.fixed?.[player]) {
          return err(`seat ${player + 1} is always played by the computer`);
        }
        if (seat.kind === 'ai' && !this.options.findAi(seat.ai)) {
          return err(`this game has no computer player ${excerpt(seat.ai)}`);
        }
        return table.setSeat(player, seat);
      }
      case 'pause':
        table.setPaused(command.paused);
        return ok(undefined);
    }
  }

  private stopped(epoch: number): boolean {
    const { stop } = this.options;
    return this.epoch !== epoch || (stop !== undefined && Atomics.load(stop, 0) !== epoch);
  }

  /** Asks for the computer seat's move after the commands queued meanwhile. */
  private kick(): void {
    if (this.scheduled || this.failedAt === this.table.revision || !this.table.aiTurn()) return;
    this.scheduled = true;
    this.options.later(() => {
      this.scheduled = false;
      this.think();
    });
  }

  private think(): void {
    const { table } = this;
    const turn = table.aiTurn();
    if (!turn || this.failedAt === table.revision) return;
    const ai = this.options.findAi(turn.ai);
    if (!ai) {
      this.fail(`this game has no computer player ${excerpt(turn.ai)}`);
      return;
    }
    const epoch = this.epoch;
    table.setThinking({ seat: turn.seat, progress: null });
    this.options.publish();
    let move: M;
    try {
      move = this.choose(ai, turn, epoch);
    } catch (e) {
      table.setThinking(null);
      if (e instanceof StoppedError) this.options.publish();
      else this.fail(`The computer player failed: ${(e as Error).message}`);
      return;
    }
    table.setThinking(null);
    const played = table.playAi(turn, move);
    if (!played.ok) {
      this.fail(`The computer player chose a move the rules refuse: ${played.error}`);
      return;
    }
    this.options.publish();
    this.kick();
  }

  private choose(ai: AiPlayer<O, M>, turn: AiTurn<O>, epoch: number): M {
    const progress = (done: number, _partial?: unknown, note?: string) =>
      this.options.progress?.(turn.seat, done, note);
    return computerMove(this.table, turn, ai, { progress, stopped: () => this.stopped(epoch) });
  }

  private fail(notice: string): void {
    this.table.say(notice);
    this.failedAt = this.table.revision;
    this.options.publish();
  }
}
