import type { ComponentType } from 'preact';
import type { AiInfo, AiPlayer } from '../core/ai.ts';
import type { Game, GameInfo, GameSet } from '../core/game.ts';
import type { ParamValues } from '../core/params.ts';
import type { TaskContext } from '../core/task.ts';
import type { SeatSpec, UndoPolicy } from '../table/seats.ts';

export type { SeatSpec, UndoPolicy };

/**
 * The light half of a game: what the console, `games list` and the seat picker need, loaded up
 * front for every game. Rules, views and help load when a game opens; the engine (AIs, hints,
 * analyses, Lab tasks) loads only in the workers (the table's, and the hint and study lanes) or
 * the CLI.
 */
interface DescriptorBase {
  /** SVG markup for the console tile, drawn in code like PLT's own icons. */
  readonly icon: string;
  /**
   * One line under the title on the console tile: what the game is. Every listed game has one
   * (registry.test.ts); test doubles may leave it out.
   */
  readonly tagline?: string;
  help(): Promise<string>;
  /** False for the small games that only the tests open (by address); the console lists the rest. */
  readonly listed?: boolean;
}

/** What the game page's keys and toolbar do, for games that bind keys of their own to them. */
export type PageAction = 'undo' | 'redo' | 'hint' | 'analysis' | 'newGame' | 'help';

/** What the session gives a game's view; the view draws what its viewer sees and reports moves. */
export interface ViewProps<O, M> {
  /** The viewing seat's observation (the state itself in games without hidden information). */
  observation: O;
  /** Ignored while `interactive` is false (an AI is thinking, or the game is over). */
  play(move: M): void;
  interactive: boolean;
  /**
   * Moves the hint suggests, drawn by the board (an arrow or a highlight); null when no hint is
   * shown. A move picked in the analysis panel is shown here too.
   */
  hint: readonly M[] | null;
  /** The move that led to the position, for views that mark or animate it. */
  lastMove: M | null;
  /**
   * The person's move on its way to the table, in a game with hidden information (whose page
   * cannot play a move itself): the view marks it (the card lifted, the cell pressed) until the
   * table's view shows it, so the page answers within the frame. Null otherwise.
   */
  sent: M | null;
  /** The game's `analyze` result for the position, or its result so far; else null. */
  analysis: unknown;
  /**
   * Milliseconds played in this game, for a view that shows a clock (poll it): 0 before the
   * first move, stopped at the end, counted only while the page is open, kept across reloads.
   */
  playedMs(): number;
}

/** What a game's Lab page gets: its tasks, run in the engine worker, and a way to stop them. */
export interface LabProps {
  run(task: string, input: unknown, progress: (done: number) => void): Promise<unknown>;
  cancel(): void;
}

export interface GameDescriptor<S, M, P extends ParamValues = ParamValues, O = S>
  extends DescriptorBase {
  readonly kind: 'game';
  readonly info: GameInfo<P>;
  rules(): Promise<Game<S, M, P, O>>;
  view(): Promise<ComponentType<ViewProps<O, M>>>;
  /** The computing half: loaded by the workers and the CLI, never by the page itself. */
  engine(): Promise<GameEngine<S, M, O>>;
  /** The game's computer players by name; their code is in the engine. */
  readonly ais?: readonly AiInfo[];
  /** Seat defaults by player index; seats past the list are human. */
  readonly seats?: readonly SeatSpec[];
  /** Names of the players by index, e.g. Red and Yellow; "Player 1"... when absent. */
  readonly playerNames?: readonly string[];
  /** Free unless the game hides what chance brings. */
  readonly undo?: UndoPolicy;
  /** Why Undo is off, in one sentence for the player, for a game whose policy is `none`. */
  readonly undoWhy?: string;
  /** The engine has a hint. */
  readonly hint?: boolean;
  /**
   * Random play seldom ends this game (Rummy: random discards never make gin), so the
   * conformance playouts follow the hint in half of them, as they do for one-player puzzles.
   */
  readonly playoutsFollowHint?: boolean;
  /** The engine has an analysis, run while the player turns it on or once the game is over. */
  readonly analysis?: 'toggle' | 'end';
  /**
   * Whether the analysis works for these parameters (Connect 4's perfect solver knows 7×6 only);
   * for all when absent. The page offers no analysis where it would find nothing.
   */
  analysisFor?(params: P): boolean;
  /** A page of experiments beside the game, at `#/<id>/lab`. */
  lab?(): Promise<ComponentType<LabProps>>;
  /** Keys of the game's own for the page's actions, beside `u`, `r`... (Tally Maze: PLT's `z`). */
  readonly keys?: Readonly<Record<string, PageAction>>;
}

/** A seat's name from the descriptor's `playerNames`, else "Player 1"... */
export function playerName(names: readonly string[] | undefined, player: number): string {
  return names?.[player] ?? `Player ${player + 1}`;
}

/** What an app's page gets: its saved document, and a way to keep the next one. */
export interface AppProps {
  /** The document as last saved (unchecked: the app validates it), or undefined the first time. */
  saved: unknown;
  /** Keeps the document; the app calls it after each change. */
  save(document: unknown): void;
}

/**
 * Something in the collection that is not a turn game (GCalc): a page with help, an address
 * (`#/<id>`) and an autosaved document; no moves, no result, so no conformance suite.
 */
export interface AppDescriptor extends DescriptorBase {
  readonly kind: 'app';
  readonly info: { readonly id: string; readonly title: string; readonly set: GameSet };
  page(): Promise<ComponentType<AppProps>>;
}

/**
 * What a hint suggests: the moves the board marks and, where the engine knows it, one sentence
 * that says why ("Wins in 7.", "This cell is safe: …"), true of the position it was asked about.
 */
export interface Hint<M> {
  readonly moves: readonly M[];
  readonly why?: string;
}

/** One move of an analysis as the page lists it, for the player to move. */
export interface AnalysisRow<M> {
  readonly move: M;
  /** The move as the player reads it: "d", "b1-c2", "Hit". */
  readonly text: string;
  /** Its value in words: "+0.52", "win in 7", "draw", "−0.013 EV". */
  readonly value: string;
  /** Higher is better for the player to move; the rows come in this order, best first. */
  readonly score: number;
}

/** Every game's analysis in one shape, for the shared panel: moves with values, best first. */
export interface AnalysisList<M> {
  readonly rows: readonly AnalysisRow<M>[];
  /** What the study found or did, in a sentence: the verdict, the depth, the positions. */
  readonly summary?: string;
}

/**
 * The computing half of a game, run by the engine worker: its computer players and the named
 * computations the page asks for. Each receives the observation of the seat it works for.
 * `A` is the shape of the game's own analysis, which its view reads.
 */
export interface GameEngine<S, M, O = S, A = unknown> {
  readonly rules: Game<S, M, ParamValues, O>;
  readonly ais: readonly AiPlayer<O, M>[];
  /**
   * Fetches what the hint or the analysis of this observation needs before either runs, so they
   * can answer at once (Slidey's 4×4 pattern databases, a file the app ships). The engine worker
   * awaits it; the CLI and the tests, which have no server, do without: then the hint or the
   * analysis makes what it needs itself.
   */
  prepare?(observation: O, context: TaskContext): Promise<void>;
  /** The moves that solve or improve the position for the player to move, and why. */
  hint?(observation: O, context: TaskContext): Hint<M> | null;
  /**
   * A study of the position shown beside the board (each column's value, the best score still
   * possible...). A study that improves as it goes passes its result so far with its progress.
   */
  analyze?(observation: O, context: TaskContext): A | Promise<A>;
  /**
   * The study, or its result so far, as the shared panel lists it (moves with values, best
   * first); the observation is the one it studied. A null study (nothing to study) lists nothing.
   */
  analysisList?(analysis: NonNullable<A>, observation: O): AnalysisList<M>;
  /** Named computations for the game's Lab page. */
  readonly tasks?: Readonly<Record<string, (input: unknown, context: TaskContext) => unknown>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every type
export type AnyGameDescriptor = GameDescriptor<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the registry holds engines of every type
export type AnyEngine = GameEngine<any, any, any, any>;
export type AnyDescriptor = AnyGameDescriptor | AppDescriptor;
