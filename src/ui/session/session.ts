import { batch, computed, effect, signal } from '@preact/signals-core';
import {
  CHANCE,
  type Game,
  IllegalMoveError,
  moveTextFor,
  type Outcome,
  observe,
  type Viewer,
} from '../../core/game.ts';
import {
  canRedo,
  currentState,
  type History,
  movesPlayed,
  pushMove,
  redo,
  undo,
} from '../../core/history.ts';
import { readParams } from '../../core/params.ts';
import { aiSeed, chanceMove } from '../../core/ply-seeds.ts';
import { type GameRecord, recordOf } from '../../core/record.ts';
import type { GameDescriptor } from '../../games/descriptor.ts';
import { CancelledError, type Engine, type Lane } from '../engine/engine.ts';
import { finishOf, type GameStats, type StatsStore, variantOf } from '../stats/stats.ts';
import { gameHash, gameQuery } from './game-url.ts';
import { containsLine } from './lines.ts';
import { PlayClock } from './play-clock.ts';
import type { SaveStore } from './save-store.ts';
import type { Seat } from './seats.ts';

export interface SessionDeps {
  engine: Engine;
  store: SaveStore;
  stats: StatsStore;
  /** A new seed when the URL names none; the browser draws it from crypto. */
  freshSeed(): number;
  /** Milliseconds, for the time a game took. */
  now(): number;
}

type SaveState = 'saved' | 'saving' | 'failed';

/** Why a line saved elsewhere was set aside. */
export const REPLACED = 'replaced by another line of the same game (from another tab or a link)';

/**
 * The midend: one game in progress with its history, seats, hint, autosave and URL. Every game
 * view gets undo, redo, reset, hints, AI turns, chance and persistence from here for free; the
 * view only draws the observation it is given and calls `move`.
 */
export class Session<S, M> {
  readonly history;
  readonly seats;
  /** Stops AI-vs-AI play between moves. */
  readonly paused = signal(false);
  readonly thinking = signal(false);
  /** How far the computer's search has come, from 0 to 1, when it says. */
  readonly thinkingProgress = signal<number | null>(null);
  readonly hintOn = signal(false);
  readonly hint = signal<M[] | null>(null);
  /** From 0 to 1 while a hint is being computed; null when idle. */
  readonly hintProgress = signal<number | null>(null);
  readonly analysisOn = signal(false);
  /** The analysis of the current position: its result, or its result so far while it runs. */
  readonly analysis = signal<unknown>(null);
  /** From 0 to 1 while the analysis runs; null when idle. */
  readonly analysisProgress = signal<number | null>(null);
  /** Shows every hand face up: for debugging, and for watching computers play each other. */
  readonly showAll = signal(false);
  /** The latest notice for the status line: a rejected move, a URL problem, an engine error. */
  readonly notice = signal<string | null>(null);
  readonly saveState = signal<SaveState>('saved');
  /** This variant's statistics (the parameters without the seed), once read. */
  readonly stats = signal<GameStats | null>(null);

  readonly players: number;
  /** The game has an analysis that works for these parameters. */
  readonly analysable: boolean;
  readonly state = computed(() => currentState(this.history.value));
  readonly result = computed(() => this.rules.result(this.state.value));
  readonly toMove = computed(() => this.rules.toMove(this.state.value));
  readonly humanToMove = computed(() => {
    const mover = this.toMove.value;
    return this.result.value === null && mover !== CHANCE && !this.isAi(mover);
  });
  /**
   * Whose eyes the board shows: the human to move, else the first human seat; everything once
   * the game is over, with no human at the table, or with "show all" on.
   */
  readonly viewer = computed<Viewer>(() => {
    if (this.result.value !== null || this.showAll.value) return 'all';
    if (this.humanToMove.value) return this.toMove.value as number;
    const human = this.seats.value.findIndex((s) => s.kind === 'human');
    return human < 0 ? 'all' : human;
  });
  readonly observation = computed(() => observe(this.rules, this.state.value, this.viewer.value));
  /** The moves played and to redo, as the viewer may read them. */
  readonly moveTexts = computed(() => this.movesAs(this.viewer.value, this.history.value));
  /** The moves made on the board so far; chance's (a die, the cat's step) are not counted. */
  readonly movesMade = computed(() => this.movesBy(undefined, this.history.value));
  readonly canUndo = computed(() => this.undoTarget(this.history.value) !== null);
  readonly canRedo = computed(() => canRedo(this.history.value));
  /** The canonical address of the game on the board, moves included where the game keeps them. */
  readonly url = computed(() => {
    const moves = this.rules.moveList?.format(movesPlayed(this.history.value));
    return gameHash(this.rules.id, this.params, this.seed, moves);
  });
  /** The move that led here, for boards that mark it; never where moves can hide a card. */
  readonly lastMove = computed(() => {
    const h = this.history.value;
    return h.index > 0 && !this.rules.hiddenInformation ? (h.moves[h.index - 1] as M) : null;
  });

  /** Saves are keyed by game, parameters and seed, never by moves. */
  readonly key: string;
  private saving: Promise<void> = Promise.resolve();
  /** Counts analyses started, so a late report from one abandoned is ignored. */
  private analysisRun = 0;
  private readonly clock: PlayClock;
  private readonly variant: string;
  private readonly disposers: (() => void)[] = [];

  constructor(
    readonly descriptor: GameDescriptor<S, M>,
    readonly rules: Game<S, M>,
    readonly params: Readonly<Record<string, string>>,
    readonly seed: number,
    history: History<S, M>,
    private readonly deps: SessionDeps,
    notices: readonly string[],
    seats: Seat[],
    /** The revision of the save this session continues (0: none), which its first save replaces. */
    private revision = 0,
    /** The time already played in this game, from its save. */
    playedMs = 0,
  ) {
    const values = readParams(rules.params, params).values;
    this.players = rules.players(values);
    this.analysable = Boolean(descriptor.analysis) && (descriptor.analysisFor?.(values) ?? true);
    this.seats = signal(seats);
    this.history = signal(this.settleChance(history));
    this.key = gameQuery(rules.id, params, seed);
    this.variant = variantOf(params);
    this.clock = new PlayClock(deps.now, playedMs);
    deps.stats.stats(rules.id, this.variant).then(
      (stats) => {
        if (this.stats.peek() === null) this.stats.value = stats;
      },
      () => {},
    );
    this.notice.value = notices.length ? notices.join(' ') : null;
    this.disposers.push(
      // Saving the game as soon as it opens also makes it the one the console resumes.
      effect(() => this.autosave(this.history.value, this.seats.value)),
      effect(() => this.driveAi()),
      effect(() => this.refreshHint()),
      effect(() => this.refreshAnalysis()),
    );
  }

  get gameId(): string {
    return this.rules.id;
  }

  dispose(): void {
    for (const d of this.disposers) d();
    for (const lane of ['play', 'hint', 'study'] as const) this.deps.engine.cancel(lane);
  }

  /**
   * The time played in this game for a view's clock: 0 before the first move, running while the
   * game goes on, stopped at its end; the time of earlier visits comes from the save.
   */
  playedMs(): number {
    if (this.movesBy() === 0) return 0;
    return this.result.peek() ? this.clock.ms : this.clock.running();
  }

  /** Plays a move for the human to move; an illegal one is refused with a notice. */
  move(move: M): boolean {
    if (!this.humanToMove.value || this.thinking.value) return false;
    return this.apply(move);
  }

  private apply(move: M): boolean {
    const state = this.state.value;
    try {
      const next = this.rules.play(state, move);
      this.clock.moved(this.movesBy() === 0);
      batch(() => {
        this.history.value = this.settleChance(pushMove(this.history.value, move, next));
        this.notice.value = null;
      });
      const result = this.result.peek();
      if (result) this.recordFinish(result);
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.notice.value = `Illegal move: ${e.message}`;
      return false;
    }
  }

  /**
   * Resolves chance nodes as they come (a die, a draw), each from a seed derived from the game's
   * seed and the ply, so a game replays exactly. A chance outcome is a move like any other in
   * the history and the save.
   */
  private settleChance(h: History<S, M>): History<S, M> {
    let state = currentState(h);
    while (this.rules.result(state) === null && this.rules.toMove(state) === CHANCE) {
      const outcome = chanceMove<S, M>(this.rules, state, this.seed, h.index);
      state = this.rules.play(state, outcome);
      h = pushMove(h, outcome, state);
    }
    return h;
  }

  /**
   * Adds the game just finished to the statistics; the store counts each deal (game, parameters
   * and seed) once, so undoing the last move and playing it again adds nothing.
   */
  private recordFinish(outcome: Outcome): void {
    const humans = this.seats.peek().flatMap((seat, p) => (seat.kind === 'human' ? [p] : []));
    const finish = finishOf(outcome, humans, this.movesBy(humans), this.clock.ms);
    if (!finish) return;
    this.deps.stats.recordFinish(this.gameId, this.variant, this.key, finish).then(
      (stats) => {
        this.stats.value = stats;
      },
      (e: Error) => {
        this.notice.value = `Could not keep the statistics: ${e.message}`;
      },
    );
  }

  /** The moves `players` (by default, anyone but chance) made in the line on the board, those the game counts. */
  private movesBy(players?: readonly number[], h = this.history.peek()): number {
    let count = 0;
    for (let i = 0; i < h.index; i++) {
      const state = h.states[i] as S;
      const mover = this.rules.toMove(state);
      if (mover === CHANCE || (players && !players.includes(mover))) continue;
      if (this.rules.countsAsMove?.(state, h.moves[i] as M) ?? true) count++;
    }
    return count;
  }

  private isAi(player: number): boolean {
    return this.seats.value[player]?.kind === 'ai';
  }

  /** A position where nobody human decides: the computer's turn or chance. */
  private passesBy(state: S): boolean {
    const mover = this.rules.toMove(state);
    return this.rules.result(state) === null && (mover === CHANCE || this.isAi(mover));
  }

  /**
   * Where Undo goes: back one move, and on past the computer's answers and chance, so it is a
   * human's turn again. Null when there is nothing to take back, or when the game's policy
   * forbids going back past a chance move (taking back a draw would show the next card).
   */
  private undoTarget(h: History<S, M>): History<S, M> | null {
    if (h.index === 0 || this.descriptor.undo === 'none') return null;
    let target = undo(h);
    while (target.index > 0 && this.passesBy(currentState(target))) target = undo(target);
    if (this.passesBy(currentState(target))) return null;
    if (this.descriptor.undo === 'before-chance') {
      for (let i = target.index; i < h.index; i++) {
        if (this.rules.toMove(h.states[i] as S) === CHANCE) return null;
      }
    }
    return target;
  }

  undo(): void {
    const target = this.undoTarget(this.history.value);
    if (target) this.jump(target);
  }

  redo(): void {
    let h = this.history.value;
    if (!canRedo(h)) return;
    h = redo(h);
    while (canRedo(h) && this.passesBy(currentState(h))) h = redo(h);
    this.jump(h);
  }

  /** Back as far as Undo may go: the position as dealt, unless the policy stops earlier. */
  reset(): void {
    let h = this.history.value;
    for (let target = this.undoTarget(h); target; target = this.undoTarget(h)) h = target;
    if (h !== this.history.value) this.jump(h);
  }

  /** The computer's search under way, if any, is cancelled by `driveAi` as the position changes. */
  private jump(h: History<S, M>): void {
    this.history.value = h;
  }

  toggleHint(): void {
    if (!this.descriptor.hint) return;
    this.hintOn.value = !this.hintOn.value;
  }

  toggleAnalysis(): void {
    if (!this.analysable) return;
    this.analysisOn.value = !this.analysisOn.value;
  }

  /** A seat change or a pause stops the computer's search at once; a fixed seat stays. */
  setSeat(player: number, seat: Seat): void {
    if (this.descriptor.seats?.[player]?.fixed) return;
    const seats = this.seats.value.slice();
    seats[player] = seat;
    this.seats.value = seats;
  }

  setPaused(paused: boolean): void {
    this.paused.value = paused;
  }

  /** Gives up the computer's move or the hint under way. */
  stopThinking(): void {
    if (this.thinking.value) this.paused.value = true;
    if (this.hintProgress.value !== null) this.hintOn.value = false;
  }

  /** Resolves once every change so far is written; tests and the page's reload guard use it. */
  flush(): Promise<void> {
    return this.saving;
  }

  /** The moves of the line as `viewer` reads them: a draw shows its card only to the drawer. */
  private movesAs(viewer: Viewer, h: History<S, M>): string[] {
    return h.moves.map((m, i) => moveTextFor(this.rules, h.states[i] as S, m, viewer));
  }

  private autosave(history: History<S, M>, seats: Seat[]): void {
    const record = {
      ...recordOf(this.rules, this.params, this.seed, history),
      seats,
      playedMs: this.clock.ms,
    };
    this.saveState.value = 'saving';
    this.saving = this.saving
      .then(() => this.write(record))
      .then(
        () => {
          if (this.history.peek() === history) this.saveState.value = 'saved';
        },
        (e: unknown) => {
          this.saveState.value = 'failed';
          this.notice.value = `Could not save the game: ${(e as Error).message}`;
        },
      );
  }

  /**
   * Writes the record over the save this session last wrote or loaded. When another tab (or a
   * link to other moves) has saved this game since, that line is replaced silently only if this
   * one contains it, and otherwise set aside with a notice first: a line of play is never
   * dropped unseen.
   */
  private async write(record: GameRecord & { seats: Seat[] }): Promise<void> {
    const { store } = this.deps;
    for (;;) {
      const outcome = await store.save(this.gameId, this.key, record, this.revision);
      if (outcome.ok) {
        this.revision = outcome.revision;
        return;
      }
      const { theirs } = outcome;
      if (!containsLine(record, theirs.data)) {
        await store.setAside(this.key, theirs.data, REPLACED);
        this.notice.value =
          'This game had another line saved (from another tab or a link): it was kept aside, under Saves on the console, and this one saved.';
      }
      this.revision = theirs.revision;
    }
  }

  /**
   * Asks the seat to move for its move whenever the position, the seats or the pause change;
   * any of those changing first cancels the search under way.
   */
  private driveAi(): void {
    const h = this.history.value;
    const seats = this.seats.value;
    const paused = this.paused.value;
    this.deps.engine.cancel('play');
    this.thinking.value = false;
    this.thinkingProgress.value = null;
    const state = currentState(h);
    const seat = this.rules.toMove(state);
    const player = seat === CHANCE ? undefined : seats[seat];
    if (paused || player?.kind !== 'ai' || this.rules.result(state)) return;
    const mover = seat as number;
    this.thinking.value = true;
    const input = {
      ai: player.ai,
      observation: observe(this.rules, state, mover),
      seat: mover,
      players: this.players,
      history: this.movesAs(mover, { ...h, moves: movesPlayed(h) }),
      seed: aiSeed(this.seed, h.index),
    };
    const current = () =>
      this.history.peek() === h && this.seats.peek() === seats && !this.paused.peek();
    this.deps.engine
      .run(this.gameId, 'choose', input, (done) => {
        if (current()) this.thinkingProgress.value = done;
      })
      .then(
        (move) => {
          if (!current()) return;
          batch(() => {
            this.thinking.value = false;
            this.thinkingProgress.value = null;
            this.apply(move as M);
          });
        },
        (e: unknown) => this.engineFailed(e, 'The computer player failed'),
      );
  }

  /**
   * A hint is for the human to move, in the position on the board: one for the position before
   * is dropped at once rather than drawn on this one, and the computer's turns ask for none.
   */
  private refreshHint(): void {
    const state = this.state.value;
    this.deps.engine.cancel('hint');
    this.hint.value = null;
    this.hintProgress.value = null;
    if (!this.hintOn.value || !this.humanToMove.value || this.result.value) return;
    const current = () => this.state.peek() === state && this.hintOn.peek();
    this.hintProgress.value = 0;
    const observation = observe(this.rules, state, this.toMove.value as number);
    this.deps.engine
      .run(this.gameId, 'hint', { observation }, (done) => {
        if (current()) this.hintProgress.value = done;
      })
      .then(
        (moves) => {
          if (!current()) return;
          batch(() => {
            this.hintProgress.value = null;
            this.hint.value = moves as M[] | null;
            if (moves === null) this.notice.value = 'No hint: this position cannot be solved.';
          });
        },
        (e: unknown) => {
          if (current()) this.hintProgress.value = null;
          this.engineFailed(e, 'The hint failed', 'hint');
        },
      );
  }

  private refreshAnalysis(): void {
    const { analysis: when } = this.descriptor;
    const observation = this.observation.value;
    const wanted = when === 'end' ? this.result.value !== null : this.analysisOn.value;
    this.deps.engine.cancel('study');
    const run = ++this.analysisRun;
    this.analysis.value = null;
    this.analysisProgress.value = null;
    if (!this.analysable || !wanted) return;
    this.analysisProgress.value = 0;
    const current = () => this.analysisRun === run;
    this.deps.engine
      .run(this.gameId, 'analyze', { observation }, (done, partial) => {
        if (!current()) return;
        batch(() => {
          this.analysisProgress.value = done;
          if (partial !== undefined) this.analysis.value = partial;
        });
      })
      .then(
        (result) => {
          if (!current()) return;
          this.analysis.value = result;
          this.analysisProgress.value = null;
        },
        (e: unknown) => {
          if (current()) this.analysisProgress.value = null;
          this.engineFailed(e, 'The analysis failed', 'study');
        },
      );
  }

  private engineFailed(e: unknown, what: string, lane: Lane = 'play'): void {
    if (e instanceof CancelledError) return;
    if (lane === 'play') this.thinking.value = false;
    this.notice.value = `${what}: ${(e as Error).message}`;
  }
}
