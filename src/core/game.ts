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

/** The mover of a chance node (a die, a draw, mines laid after the first click), as OpenSpiel's. */
export const CHANCE = 'chance';
/** Who acts in a state: a player from 0, or chance. */
export type Mover = number | typeof CHANCE;

export interface ChanceOutcome<M> {
  readonly move: M;
  readonly probability: number;
}

/** Whose eyes an observation is for: a player, or everyone (the game is over, or "show all"). */
export type Viewer = number | 'all';

/**
 * The static facts about a game, light enough for the console and `games list`: they are all the
 * launcher loads, and the rules repeat them.
 */
export interface GameInfo<P extends ParamValues = ParamValues> {
  readonly id: string;
  readonly title: string;
  readonly set: GameSet;
  readonly params: ParamSpecs;
  /** How many players these parameters seat (Go Fish: 2–4 by a parameter). */
  players(params: P): number;
  /** Dice, draws or other randomness after setup: the game has chance nodes. */
  readonly chance: boolean;
  /** Some players cannot see everything: the game implements `observe`. */
  readonly hiddenInformation: boolean;
  /**
   * In a `scores` outcome the lower score is the better (penalty points: the Mini Card Game).
   * Higher is better when absent.
   */
  readonly lowerScoreWins?: boolean;
  /** Checks that concern several parameters together; returns a message when they clash. */
  checkParams?(params: P): string | undefined;
  /**
   * Where some parameters decide others (Minesweeper's fixed boards set the width, height and
   * mines): the parameters as the rules deal them, and why, or undefined when they are dealt as
   * given. The page writes these in the address, so that it says what is dealt.
   */
  dealtParams?(params: P): { params: P; reason: string } | undefined;
}

/**
 * The rules of one game, shaped like OpenSpiel's Game/State: pure functions over plain,
 * JSON-serialisable data. Nothing here knows about the page, a worker or a terminal. `O` is what
 * one player may see of a state: the state itself in games without hidden information.
 */
export interface Game<S, M, P extends ParamValues = ParamValues, O = S> extends GameInfo<P> {
  /** All randomness of the deal comes from `rng`, so params plus seed give the same game everywhere. */
  setup(params: P, rng: Rng): S;
  /** The player to move, from 0, or CHANCE. Meaningless once `result` is not null. */
  toMove(state: S): Mover;
  /**
   * Every legal move, in an order fixed by the game and documented there; empty when over. At a
   * chance node, the outcomes' moves in the order of `chanceOutcomes`.
   */
  legalMoves(state: S): M[];
  /** At a chance node: each outcome with its probability; they sum to 1. */
  chanceOutcomes?(state: S): ChanceOutcome<M>[];
  /** Returns the next state; throws IllegalMoveError for a move `legalMoves` would not list. */
  play(state: S, move: M): S;
  /** Null while the game goes on. */
  result(state: S): Outcome | null;
  /**
   * What `viewer` may see of the state (OpenSpiel's information state): face-down cards are
   * values of their own that carry nothing of the card. Required when `hiddenInformation`.
   */
  observe?(state: S, viewer: Viewer): O;
  /**
   * A state `player` cannot tell from the one `observation` was taken of: the hidden parts
   * dealt again from `rng`. Searches over hidden information sample these (determinization),
   * and the conformance suite checks that `player`'s observation of it is unchanged.
   */
  determinize?(observation: O, player: number, rng: Rng): S;
  /** `move`, played in `state`, as `viewer` may read it ("draws a card" for the others). */
  moveText?(state: S, move: M, viewer: Viewer): string;
  /**
   * False for a move that changes nothing on the board, such as a trainer's judgement of the
   * decision before it: the move counter and the fewest-moves statistic skip it. By default
   * every move but chance's counts.
   */
  countsAsMove?(state: S, move: M): boolean;

  moveToString(move: M): string;
  parseMove(text: string, state: S): Result<M>;
  stateToString(state: S): string;
  parseState(text: string): Result<S>;
  /**
   * For games with a standard move-list notation, the URL carries the moves played
   * (`#/connect4?...&moves=4453`) so a position can be shared as a link.
   */
  readonly moveList?: {
    format(moves: readonly M[]): string;
    parse(initial: S, text: string): Result<M[]>;
  };
}

/** Lets a registry hold games of different state and move types. */
// biome-ignore lint/suspicious/noExplicitAny: the registry is heterogeneous by nature
export type AnyGame = Game<any, any, any, any>;

/** What `viewer` sees: the game's observation, or the state itself where nothing is hidden. */
export function observe<S, O>(
  game: Pick<Game<S, unknown, ParamValues, O>, 'observe'>,
  state: S,
  viewer: Viewer,
): O {
  return game.observe ? game.observe(state, viewer) : (state as unknown as O);
}

/** The text of `move` as `viewer` reads it. */
export function moveTextFor<S, M>(
  game: Pick<Game<S, M>, 'moveText' | 'moveToString'>,
  state: S,
  move: M,
  viewer: Viewer,
): string {
  return game.moveText ? game.moveText(state, move, viewer) : game.moveToString(move);
}

/** Draws one chance outcome with its probability, from `rng`. */
export function sampleChance<S, M>(game: AnyGame, state: S, rng: Rng): M {
  const outcomes: ChanceOutcome<M>[] = game.chanceOutcomes?.(state) ?? [];
  if (outcomes.length === 0) throw new Error(`${game.id}: a chance node with no outcomes`);
  // 2^32 steps are finer than any probability a game here uses (a die, a 104-card draw).
  let x = rng.int(0, 0xffff_ffff) / 0x1_0000_0000;
  for (const outcome of outcomes) {
    x -= outcome.probability;
    if (x < 0) return outcome.move;
  }
  return (outcomes[outcomes.length - 1] as ChanceOutcome<M>).move;
}
