import type { ParamSpecs, ParamValues } from './params.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';

export const GAME_SETS = ['Board Games', 'Card Games', 'Puzzle Games', 'Other Games'] as const;
export type GameSet = (typeof GAME_SETS)[number];

/** How a finished game ended. One-player games use `solved` or `failed`. */
export type Outcome =
  | { kind: 'win'; winner: number; detail?: string }
  | { kind: 'draw'; detail?: string }
  | { kind: 'solved'; detail?: string }
  | { kind: 'failed'; detail?: string }
  | { kind: 'scores'; scores: number[]; detail?: string };

/** Thrown by `play` for a move that is not legal in the state; the message says why. */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
}

/**
 * The rules of one game, shaped like OpenSpiel's Game/State: pure functions over plain,
 * JSON-serialisable data. Nothing here knows about the page, a worker or a terminal.
 */
export interface Game<S, M, P extends ParamValues = ParamValues> {
  readonly id: string;
  readonly title: string;
  readonly set: GameSet;
  readonly players: number;
  /** Dice, shuffles or other randomness after setup. */
  readonly chance: boolean;
  readonly hiddenInformation: boolean;
  readonly params: ParamSpecs;
  /** Checks that concern several parameters together; returns a message when they clash. */
  checkParams?(params: P): string | undefined;

  /** All randomness comes from `rng`, so params plus seed give the same game everywhere. */
  setup(params: P, rng: Rng): S;
  /** The player to move, from 0. Meaningless once `result` is not null. */
  toMove(state: S): number;
  /** Every legal move, in an order fixed by the game and documented there; empty when over. */
  legalMoves(state: S): M[];
  /** Returns the next state; throws IllegalMoveError for a move `legalMoves` would not list. */
  play(state: S, move: M): S;
  /** Null while the game goes on. */
  result(state: S): Outcome | null;
  /** The state as `player` may see it; absent for games without hidden information. */
  view?(state: S, player: number): S;

  moveToString(move: M): string;
  parseMove(text: string, state: S): Result<M>;
  stateToString(state: S): string;
  parseState(text: string): Result<S>;
}

/** Lets a registry hold games of different state and move types. */
// biome-ignore lint/suspicious/noExplicitAny: the registry is heterogeneous by nature
export type AnyGame = Game<any, any, any>;
