import * as z from 'zod';
import type { Mover, Outcome, Viewer } from '../core/game.ts';
import { lazy } from '../core/lazy.ts';
import type { GameRecord } from '../core/record.ts';
import { type Seat, seatSchema } from './seats.ts';

/**
 * What crosses between a table and its clients: commands in, views out. Everything here is
 * plain data, moves as text, so the same messages serve the page's play worker, `games play`
 * and a server across the network. A view holds only what its viewer's seat may see.
 */

/** One move of the line, as the view's viewer reads it ("draws a card" for the others). */
export interface SeenMove {
  readonly mover: Mover;
  readonly text: string;
}

/** A computer seat's search under way. */
export interface Thinking {
  readonly seat: number;
  /** From 0 to 1 when the search says; null when it does not. */
  readonly progress: number | null;
}

/** Whether Undo may act now, and why not when it may not. */
export interface UndoState {
  readonly can: boolean;
  /** One sentence for the player when `can` is false and there is something played. */
  readonly why: string | null;
}

/** Everything one client is sent of a table, for its viewer. */
export interface TableView<O, M> {
  /** Raised by every change, so a client drops a view that arrives after a newer one. */
  readonly revision: number;
  /** Whose eyes: a seat, or everyone once the game is over or when no person plays. */
  readonly viewer: Viewer;
  readonly observation: O;
  /** The viewer's legal moves as text when it is their turn and a person plays it; else none. */
  readonly legal: readonly string[];
  /** The whole line as the viewer reads it: the moves played, then those that can be redone. */
  readonly moves: readonly SeenMove[];
  /** How many of `moves` are on the board. */
  readonly index: number;
  readonly toMove: Mover;
  readonly result: Outcome | null;
  /**
   * The move that led here, for boards that mark it: only in games without hidden information,
   * where a move can show nothing its viewer may not see.
   */
  readonly lastMove: M | null;
  readonly undo: UndoState;
  readonly canRedo: boolean;
  /** Moves made on the board, chance's (a die, the cat's step) and the game's non-moves apart. */
  readonly movesMade: number;
  /** Of those, the moves people made: what the statistics count. */
  readonly humanMoves: number;
  /** The seats a person plays now or has made a move for on the board: whose finish counts. */
  readonly people: readonly number[];
  readonly seats: readonly Seat[];
  readonly paused: boolean;
  readonly thinking: Thinking | null;
  /** The moves in the game's move-list notation, for games whose address carries them. */
  readonly moveList?: string;
  /** The public game, to save: it holds no outcome of chance and no card of any hand. */
  readonly record: GameRecord & { readonly seats: readonly Seat[] };
  /** The latest word from the table for the status line (a computer player that failed). */
  readonly notice: string | null;
}

/** What a client may ask of its table; made when the table first reads a command. */
export const tableCommandSchema = lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('move'), move: z.string().max(10_000) }),
    z.object({ kind: z.literal('undo') }),
    z.object({ kind: z.literal('redo') }),
    z.object({ kind: z.literal('reset') }),
    z.object({
      kind: z.literal('seat'),
      player: z.number().int().min(0).max(99),
      seat: seatSchema,
    }),
    z.object({ kind: z.literal('pause'), paused: z.boolean() }),
  ]),
);

export type TableCommand = z.infer<ReturnType<typeof tableCommandSchema>>;

/** A past position of the line, for Review: what the viewer saw there. */
export interface ReviewView<O, M> {
  /** Plies on the board at that position. */
  readonly index: number;
  readonly observation: O;
  readonly lastMove: M | null;
}
