import type { Command } from 'commander';
import type { ComponentType } from 'preact';
import type { Game } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import type { Result } from '../core/result.ts';
import type { Rng } from '../core/rng.ts';

/** A computer player. `choose` is pure given the rng, so a seeded game replays exactly. */
export interface AiPlayer<S, M> {
  readonly id: string;
  readonly label: string;
  choose(state: S, rng: Rng): M;
}

/** How far an analysis has come, from 0 to 1, and the result so far when it has one. */
export type AnalysisProgress = (done: number, partial?: unknown) => void;

/** What a game's Lab page gets: its tasks, run in the engine worker, and a way to stop them. */
export interface LabProps {
  run(task: string, input: unknown, progress: (done: number) => void): Promise<unknown>;
  cancel(): void;
}

/** What the session gives a game's view; the view only draws the state and reports moves. */
export interface ViewProps<S, M> {
  state: S;
  /** Ignored while `interactive` is false (an AI is thinking, or the game is over). */
  play(move: M): void;
  interactive: boolean;
  /** Moves the hint suggests, drawn by the view; null when no hint is shown. */
  hint: readonly M[] | null;
  /** The move that led to `state`, for views that mark or animate it. */
  lastMove: M | null;
  /** The game's own `analyze` result for `state`, or its result so far; else null. */
  analysis: unknown;
}

/**
 * Everything the collection knows about one game: its rules plus the parts that only some
 * hosts load. The view, the help and the CLI commands are imported lazily, so the engine worker
 * and the CLI never load Preact and the console stays small.
 */
export interface GameDescriptor<S, M, P extends ParamValues = ParamValues> {
  readonly rules: Game<S, M, P>;
  /** SVG markup for the console tile, drawn in code like PLT's own icons. */
  readonly icon: string;
  help(): Promise<string>;
  view(): Promise<ComponentType<ViewProps<S, M>>>;
  /** The moves that solve or improve the position; runs in the engine worker. */
  hint?(state: S): M[] | null;
  /**
   * A study of the position that the view shows beside the board (each column's value, the best
   * score still possible...). Runs in its own worker, reports progress from 0 to 1, and is
   * abandoned when the position changes. A study that improves as it goes (a search deepening)
   * also passes its result so far with its progress; the view shows it until the next one.
   */
  analyze?(state: S, progress: AnalysisProgress): unknown;
  /** When analysis runs: while the player turns it on (the default), or once the game is over. */
  readonly analysisWhen?: 'toggle' | 'end';
  /** Named computations for the game's Lab page, run in the engine worker. */
  readonly tasks?: Readonly<
    Record<string, (input: unknown, progress: (done: number) => void) => unknown>
  >;
  /** A page of experiments beside the game, at `#/<id>/lab`. */
  lab?(): Promise<ComponentType<LabProps>>;
  readonly ais?: readonly AiPlayer<S, M>[];
  /** Adds the game's subcommands to its `games <id>` command. */
  cli?(): Promise<(command: Command) => void>;
  /** Names of the players by index, e.g. Red and Yellow; "Player 1"... when absent. */
  readonly playerNames?: readonly string[];
  /**
   * For games with a standard move-list notation, the URL carries the moves played
   * (`#/connect4?...&moves=4453`) so a position can be shared as a link.
   */
  readonly urlMoves?: {
    format(moves: readonly M[]): string;
    parse(initial: S, text: string): Result<M[]>;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type
export type AnyDescriptor = GameDescriptor<any, any, any>;
