import type { Command } from 'commander';
import type { ComponentType } from 'preact';
import type { Game } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import type { Rng } from '../core/rng.ts';

/** A computer player. `choose` is pure given the rng, so a seeded game replays exactly. */
export interface AiPlayer<S, M> {
  readonly id: string;
  readonly label: string;
  choose(state: S, rng: Rng): M;
}

/** What the session gives a game's view; the view only draws the state and reports moves. */
export interface ViewProps<S, M> {
  state: S;
  /** Ignored while `interactive` is false (an AI is thinking, or the game is over). */
  play(move: M): void;
  interactive: boolean;
  /** Moves the hint suggests, drawn by the view; null when no hint is shown. */
  hint: readonly M[] | null;
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
  readonly ais?: readonly AiPlayer<S, M>[];
  /** Adds the game's subcommands to its `games <id>` command. */
  cli?(): Promise<(command: Command) => void>;
  /** Whether the URL carries the moves (games with a standard move notation) or only the seed. */
  readonly movesInUrl?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type
export type AnyDescriptor = GameDescriptor<any, any, any>;
