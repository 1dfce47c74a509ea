import { batch, computed, effect, signal } from '@preact/signals-core';
import type { Game } from '../../core/game.ts';
import type { ParamValues } from '../../core/params.ts';
import { readParams } from '../../core/params.ts';
import type { GameDescriptor } from '../../games/descriptor.ts';
import type { ReviewView, TableCommand, TableView } from '../../table/protocol.ts';
import type { Seat } from '../../table/seats.ts';
import type { TableEvent } from '../../workers/table-api.ts';
import type { Engine } from '../engine/engine.ts';
import type { GameStats, StatsStore } from '../stats/stats.ts';
import { gameHash, gameQuery } from './game-url.ts';
import { PlayClock } from './play-clock.ts';
import type { SaveStore } from './save-store.ts';
import { SessionHints } from './session-hints.ts';
import { SessionSaves } from './session-saves.ts';
import type { TableConnection, Tables } from './table-client.ts';

export interface SessionDeps {
  /** The hint and study lanes: they see only the viewer's observation. */
  engine: Engine;
  /** Where the game's table runs: the play worker in the browser. */
  tables: Tables;
  store: SaveStore;
  stats: StatsStore;
  /** A new seed when the URL names none; the browser draws it from crypto. */
  freshSeed(): number;
  /** Milliseconds, for the time a game took. */
  now(): number;
}

/** What the session is opened with besides its table: the game, its choices, its first view. */
export interface SessionStart<M, O> {
  readonly params: Readonly<Record<string, string>>;
  readonly seed: number;
  readonly view: TableView<O, M>;
  readonly notices: readonly string[];
  /** The revision of the save this session continues (0: none), which its first save replaces. */
  readonly revision: number;
  /** The time already played in this game, from its save. */
  readonly playedMs: number;
}

/**
 * The midend on the page: a client of the game's table. It shows the views the table sends (the
 * viewer's observation, legal moves as text, the move list as the viewer reads it), sends the
 * player's moves and commands as text, and keeps what is the page's own: hints and analysis
 * (asked of the engine lanes with the viewer's observation), the clock, the statistics, the
 * autosave of the public record and the status line's notice. It never holds the state.
 */
export class Session<M, O> {
  /** The latest view from the table. */
  readonly view;
  readonly thinkingProgress = signal<number | null>(null);
  /** What the computer's search has settled so far, when it says ("value ≥ draw"). */
  readonly thinkingNote = signal<string | null>(null);
  /** The latest notice for the status line: a rejected move, a URL problem, an engine error. */
  readonly notice = signal<string | null>(null);
  readonly players: number;
  /** The game has an analysis that works for these parameters. */
  readonly analysable: boolean;
  readonly hints: SessionHints<M, O>;
  readonly saves: SessionSaves;

  /** A past position shown for Review (the game's line stays as it is); null when not reviewing. */
  readonly reviewing = signal<ReviewView<O, M> | null>(null);
  /**
   * The person's move shown at once, before the table's view of it arrives: in a game without
   * hidden information the observation is the state, so the page can play the move itself.
   * `made`: the moves made once the table has played it. A person may go on playing on it (a
   * fast typist's presses), each move shown on the last.
   */
  readonly predicted = signal<{ observation: O; move: M; made: number } | null>(null);
  /**
   * The person's move on its way to the table where the page cannot play it itself (a game with
   * hidden information: its outcome is the table's to tell): the board marks it at once, until
   * the table's view of it arrives or the move is refused.
   */
  readonly sent = signal<M | null>(null);
  /** The position the table sent, or the one under review: what hints and analyses study. */
  readonly studied = computed(
    () => this.reviewing.value?.observation ?? this.view.value.observation,
  );
  /** The position on the board (the person's move in it at once), or the one under review. */
  readonly observation = computed(
    () =>
      this.reviewing.value?.observation ??
      this.predicted.value?.observation ??
      this.view.value.observation,
  );
  readonly result = computed(() => this.view.value.result);
  readonly toMove = computed(() => this.view.value.toMove);
  readonly seats = computed(() => this.view.value.seats);
  readonly paused = computed(() => this.view.value.paused);
  readonly thinking = computed(() => this.view.value.thinking !== null);
  readonly humanToMove = computed(() => {
    if (this.reviewing.value !== null) return false;
    const predicted = this.predicted.value;
    if (predicted === null) return this.view.value.legal.length > 0;
    // On the page's own reading of the move: a person's turn again (a puzzle, two people).
    const next = predicted.observation;
    if (this.rules.result(next) !== null) return false;
    const seat = this.view.value.seats[this.rules.toMove(next) as number];
    return seat?.kind === 'human' && this.view.value.thinking === null;
  });
  /** The moves played and to redo, as the viewer may read them. */
  readonly moveTexts = computed(() => this.view.value.moves.map((m) => m.text));
  /** How many of the moves are on the board. */
  readonly index = computed(() => this.view.value.index);
  /** The moves made on the board so far; chance's (a die, the cat's step) are not counted. */
  readonly movesMade = computed(() => this.view.value.movesMade);
  readonly canUndo = computed(() => this.view.value.undo.can);
  /** Why Undo cannot act, when something has been played. */
  readonly undoWhy = computed(() => this.view.value.undo.why);
  readonly canRedo = computed(() => this.view.value.canRedo);
  readonly lastMove = computed(() => {
    const reviewed = this.reviewing.value;
    if (reviewed) return reviewed.lastMove;
    return this.predicted.value?.move ?? this.view.value.lastMove;
  });
  /** The canonical address of the game on the board, moves included where the game keeps them. */
  readonly url = computed(() =>
    gameHash(this.rules.id, this.params, this.seed, this.view.value.moveList),
  );
  readonly stats = signal<GameStats | null>(null);

  /** Saves are keyed by game, parameters and seed, never by moves. */
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  readonly seed: number;
  private readonly clock: PlayClock;
  private readonly disposers: (() => void)[] = [];
  private connection: TableConnection<O, M> | null = null;
  /** Commands answered whose views have not arrived yet: views and answers cross apart. */
  private waiters: { revision: number; done(): void }[] = [];
  /** The person's moves sent whose answers have not come back. */
  private movesSent = 0;

  constructor(
    readonly descriptor: GameDescriptor<unknown, M, ParamValues, O>,
    readonly rules: Game<unknown, M, ParamValues, O>,
    start: SessionStart<M, O>,
    deps: SessionDeps,
  ) {
    this.params = start.params;
    this.seed = start.seed;
    const values = readParams(rules.params, start.params).values;
    this.players = rules.players(values);
    this.analysable = Boolean(descriptor.analysis) && (descriptor.analysisFor?.(values) ?? true);
    this.view = signal(start.view);
    this.key = gameQuery(rules.id, start.params, start.seed);
    this.clock = new PlayClock(deps.now, start.playedMs);
    this.hints = new SessionHints(this, deps.engine);
    this.saves = new SessionSaves(this, deps, start.revision);
    this.notice.value = start.notices.length ? start.notices.join(' ') : null;
    this.disposers.push(
      // Saving the game as soon as it opens also makes it the one the console resumes.
      effect(() => {
        const { record, result } = this.view.value;
        this.saves.autosave(record, this.clock.ms, result !== null);
      }),
      () => this.hints.dispose(),
    );
  }

  /** Connects to the table the view came from; events from it arrive through `hear`. */
  attach(connection: TableConnection<O, M>): void {
    this.connection = connection;
  }

  /** What the table sends: a new view, or how far a computer seat's search has come. */
  hear(event: TableEvent<O, M>): void {
    if (event.kind === 'progress') {
      if (this.view.peek().thinking?.seat === event.seat) {
        batch(() => {
          this.thinkingProgress.value = event.done;
          this.thinkingNote.value = event.note ?? null;
        });
      }
      return;
    }
    const before = this.view.peek();
    const view = event.view;
    if (view.revision < before.revision) return;
    batch(() => {
      // The table's view supersedes the page's own reading of the person's moves once it has
      // them all, or has gone back (an undo elsewhere).
      const predicted = this.predicted.peek();
      if (predicted && (view.movesMade >= predicted.made || view.movesMade < before.movesMade))
        this.predicted.value = null;
      if (view.movesMade !== before.movesMade) this.sent.value = null;
      // A change of the line (a new game from a shared seat, an undo elsewhere) ends a review.
      if (view.moves.length !== before.moves.length) this.reviewing.value = null;
      if (view.movesMade > before.movesMade) this.clock.moved(before.movesMade === 0);
      if (view.thinking === null) {
        this.thinkingProgress.value = null;
        this.thinkingNote.value = null;
      }
      if (view.notice !== null && view.notice !== before.notice) this.notice.value = view.notice;
      this.view.value = view;
    });
    const ready = this.waiters.filter((w) => w.revision <= view.revision);
    this.waiters = this.waiters.filter((w) => w.revision > view.revision);
    for (const waiter of ready) waiter.done();
    if (view.result !== null && before.result === null) this.saves.finished(view);
  }

  get gameId(): string {
    return this.rules.id;
  }

  dispose(): void {
    for (const d of this.disposers) d();
    this.connection?.close();
    this.connection = null;
  }

  /**
   * The time played in this game for a view's clock: 0 before the first move, running while the
   * game goes on, stopped at its end; the time of earlier visits comes from the save.
   */
  playedMs(): number {
    if (this.view.peek().movesMade === 0) return 0;
    return this.result.peek() ? this.clock.ms : this.clock.running();
  }

  /** Milliseconds played so far, for the statistics. */
  get clockMs(): number {
    return this.clock.ms;
  }

  /**
   * Plays a move for the person to move, as text. It is checked against the legal moves the
   * table sent, so a refusal shows at once; a move the list does not hold still goes to the
   * table, which judges it (a game may list only the simplest of its moves: Paint By Numbers
   * lists one cell where a stroke paints many) and names what is wrong.
   */
  move(move: M): boolean {
    if (!this.humanToMove.peek()) return false;
    const text = this.rules.moveToString(move);
    const predicted = this.predicted.peek();
    const legal = predicted
      ? this.rules
          .legalMoves(predicted.observation)
          .some((m) => this.rules.moveToString(m) === text)
      : this.view.peek().legal.includes(text);
    if (legal && !this.predict(move)) this.sent.value = move;
    this.movesSent++;
    void this.send({ kind: 'move', move: text }, 'Illegal move', legal).finally(() => {
      // Every move sent has its answer: the table's view is the board again, whatever it counts.
      if (--this.movesSent === 0) {
        this.predicted.value = null;
        this.sent.value = null;
      }
    });
    return legal;
  }

  /**
   * Shows a legal move on the board within the frame it was made, where the page can play it:
   * without hidden information the observation is the state (O is S), so the rules apply to it.
   * Says whether it could.
   */
  private predict(move: M): boolean {
    if (this.rules.hiddenInformation) return false;
    const view = this.view.peek();
    const on = this.predicted.peek() ?? { observation: view.observation, made: view.movesMade };
    try {
      const next = this.rules.play(on.observation, move) as O;
      this.predicted.value = { observation: next, move, made: on.made + 1 };
      return true;
    } catch {
      // The table is the judge: a move the page cannot play waits for its view.
      return false;
    }
  }

  /**
   * Sends a command; resolves once the view that shows it has arrived, or it was refused. A
   * refusal takes the page's reading of the person's moves off the board, unless the command
   * was a move the page already found illegal (`shown` false) and so never showed.
   */
  private send(command: TableCommand, what: string, shown = true): Promise<void> {
    const connection = this.connection;
    if (!connection) return Promise.resolve();
    const refused = (why: string) => {
      if (this.connection !== connection) return;
      if (shown) {
        this.predicted.value = null;
        this.sent.value = null;
      }
      this.notice.value = `${what}: ${why}`;
    };
    return connection.command(command).then(
      (done) => {
        if (!done.ok) return refused(done.error);
        // A person's move clears the status line's notice; the computers' moves leave it.
        if (command.kind === 'move') this.notice.value = null;
        return this.viewOf(done.value);
      },
      (e: Error) => refused(e.message),
    );
  }

  /** Resolves once the view of `revision` (or a later one) has been heard. */
  private viewOf(revision: number): Promise<void> {
    if (this.view.peek().revision >= revision) return Promise.resolve();
    return new Promise((done) => this.waiters.push({ revision, done }));
  }

  /** Each of these resolves once the table's view shows it done. */
  undo(): Promise<void> {
    return this.canUndo.peek() ? this.send({ kind: 'undo' }, 'Undo') : Promise.resolve();
  }

  redo(): Promise<void> {
    return this.canRedo.peek() ? this.send({ kind: 'redo' }, 'Redo') : Promise.resolve();
  }

  /** Back as far as Undo may go: the position as dealt, unless the policy stops earlier. */
  reset(): Promise<void> {
    return this.canUndo.peek() ? this.send({ kind: 'reset' }, 'Reset') : Promise.resolve();
  }

  /** A seat change or a pause stops the computer's search at once; a fixed seat stays. */
  setSeat(player: number, seat: Seat): void {
    if (this.descriptor.seats?.[player]?.fixed) return;
    void this.send({ kind: 'seat', player, seat }, 'Seat');
  }

  setPaused(paused: boolean): void {
    void this.send({ kind: 'pause', paused }, 'Pause');
  }

  /** Gives up the computer's move or the hint under way. */
  stopThinking(): void {
    if (this.thinking.peek()) this.setPaused(true);
    this.hints.stop();
  }

  /**
   * Shows position `index` of the line (plies from the start) for Review, as the viewer saw it;
   * the board takes no move meanwhile. Out of the line's range, it shows nothing new.
   */
  async review(index: number): Promise<void> {
    const connection = this.connection;
    const last = this.view.peek().moves.length;
    if (!connection || index < 0 || index > last) return;
    const reviewed = await connection.review(index);
    if (this.connection !== connection) return;
    if (reviewed.ok) this.reviewing.value = reviewed.value;
    else this.notice.value = `Review: ${reviewed.error}`;
  }

  endReview(): void {
    this.reviewing.value = null;
  }

  /** Resolves once every change so far is written; tests and the page's reload guard use it. */
  flush(): Promise<void> {
    return this.saves.flush();
  }
}
