import { batch, computed, effect, signal } from '@preact/signals-core';
import { z } from 'zod';
import { excerpt } from '../../core/excerpt.ts';
import { IllegalMoveError } from '../../core/game.ts';
import {
  canRedo,
  canUndo,
  currentState,
  type History,
  movesPlayed,
  pushMove,
  redo,
  restart,
  startHistory,
  undo,
} from '../../core/history.ts';
import { defaultParams, paramsToText, readParams } from '../../core/params.ts';
import { recordOf, replayRecord, startGame } from '../../core/record.ts';
import { deriveSeed, parseSeed } from '../../core/rng.ts';
import type { GameDescriptor } from '../../games/descriptor.ts';
import { CancelledError, type Engine } from '../engine/engine.ts';
import { gameHash, gameQuery } from './game-url.ts';
import type { SaveStore } from './save-store.ts';

const seatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }),
  z.object({ kind: z.literal('ai'), ai: z.string() }),
]);

export type Seat = z.infer<typeof seatSchema>;

/** Seats saved beside the record; one naming an AI the game no longer has becomes human. */
function readSeats(data: unknown, players: number, ais: readonly { id: string }[]): Seat[] {
  const saved = z.object({ seats: z.array(seatSchema) }).safeParse(data);
  return Array.from({ length: players }, (_, p) => {
    const seat = saved.success ? saved.data.seats[p] : undefined;
    return seat?.kind === 'ai' && ais.some((a) => a.id === seat.ai) ? seat : { kind: 'human' };
  });
}

export interface SessionDeps {
  engine: Engine;
  store: SaveStore;
  /** A new seed when the URL names none; the browser draws it from crypto. */
  freshSeed(): number;
}

type SaveState = 'saved' | 'saving' | 'failed';

/**
 * The midend: one game in progress with its history, seats, hint, autosave and URL. Every game
 * view gets undo, redo, reset, hints, AI turns and persistence from here for free; the view
 * only draws `state` and calls `move`.
 */
export class Session<S, M> {
  readonly history;
  readonly seats;
  /** Stops AI-vs-AI play between moves. */
  readonly paused = signal(false);
  readonly thinking = signal(false);
  readonly hintOn = signal(false);
  readonly hint = signal<M[] | null>(null);
  readonly analysisOn = signal(false);
  /** The analysis of the current position: its result, or its result so far while it runs. */
  readonly analysis = signal<unknown>(null);
  /** From 0 to 1 while the analysis runs; null when idle. */
  readonly analysisProgress = signal<number | null>(null);
  /** The latest notice for the status line: a rejected move, a URL problem, an engine error. */
  readonly notice = signal<string | null>(null);
  readonly saveState = signal<SaveState>('saved');

  readonly state = computed(() => currentState(this.history.value));
  readonly result = computed(() => this.descriptor.rules.result(this.state.value));
  readonly canUndo = computed(() => canUndo(this.history.value));
  readonly canRedo = computed(() => canRedo(this.history.value));
  readonly humanToMove = computed(
    () =>
      this.result.value === null &&
      this.seats.value[this.descriptor.rules.toMove(this.state.value)]?.kind !== 'ai',
  );
  /** The canonical address of the game on the board, moves included where the game keeps them. */
  readonly url = computed(() => {
    const { rules, urlMoves } = this.descriptor;
    const moves = urlMoves?.format(movesPlayed(this.history.value));
    return gameHash(rules.id, this.params, this.seed, moves);
  });
  readonly lastMove = computed(() => {
    const h = this.history.value;
    return h.index > 0 ? (h.moves[h.index - 1] as M) : null;
  });

  /** Saves are keyed by game, parameters and seed, never by moves. */
  readonly key: string;
  private saving: Promise<void> = Promise.resolve();
  /** Counts analyses started, so a late report from one abandoned is ignored. */
  private analysisRun = 0;
  private readonly disposers: (() => void)[] = [];

  constructor(
    readonly descriptor: GameDescriptor<S, M>,
    readonly params: Readonly<Record<string, string>>,
    readonly seed: number,
    history: History<S, M>,
    private readonly deps: SessionDeps,
    notices: readonly string[] = [],
    seats: Seat[] = readSeats(undefined, descriptor.rules.players, []),
  ) {
    this.history = signal(history);
    this.seats = signal(seats);
    this.key = gameQuery(descriptor.rules.id, params, seed);
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
    return this.descriptor.rules.id;
  }

  dispose(): void {
    for (const d of this.disposers) d();
    this.deps.engine.cancel();
    this.deps.engine.cancelAnalysis();
  }

  /** Plays a move for the human to move; an illegal one is refused with a notice. */
  move(move: M): boolean {
    if (!this.humanToMove.value || this.thinking.value) return false;
    return this.apply(move);
  }

  private apply(move: M): boolean {
    const { rules } = this.descriptor;
    const state = this.state.value;
    try {
      const next = rules.play(state, move);
      batch(() => {
        this.history.value = pushMove(this.history.value, move, next);
        this.notice.value = null;
      });
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.notice.value = `Illegal move: ${e.message}`;
      return false;
    }
  }

  /** Against an AI, takes back the AI's answer too, so it is the human's turn again. */
  undo(): void {
    this.stepHistory((h) => undo(h), canUndo);
  }

  redo(): void {
    this.stepHistory((h) => redo(h), canRedo);
  }

  private stepHistory(
    step: (h: History<S, M>) => History<S, M>,
    can: (h: History<S, M>) => boolean,
  ): void {
    let h = this.history.value;
    if (!can(h)) return;
    h = step(h);
    while (can(h) && this.isAiTurn(currentState(h))) h = step(h);
    this.deps.engine.cancel();
    batch(() => {
      this.thinking.value = false;
      this.history.value = h;
    });
  }

  /** Back to the position as dealt; the moves stay available to redo. */
  reset(): void {
    if (!canUndo(this.history.value)) return;
    this.deps.engine.cancel();
    this.history.value = restart(this.history.value);
  }

  toggleHint(): void {
    if (!this.descriptor.hint) return;
    this.hintOn.value = !this.hintOn.value;
  }

  toggleAnalysis(): void {
    if (!this.descriptor.analyze) return;
    this.analysisOn.value = !this.analysisOn.value;
  }

  setSeat(player: number, seat: Seat): void {
    const seats = this.seats.value.slice();
    seats[player] = seat;
    this.seats.value = seats;
  }

  /** Resolves once every change so far is written; tests and the page's reload guard use it. */
  flush(): Promise<void> {
    return this.saving;
  }

  private isAiTurn(state: S): boolean {
    const { rules } = this.descriptor;
    return rules.result(state) === null && this.seats.value[rules.toMove(state)]?.kind === 'ai';
  }

  private autosave(history: History<S, M>, seats: Seat[]): void {
    const record = { ...recordOf(this.descriptor.rules, this.params, this.seed, history), seats };
    this.saveState.value = 'saving';
    this.saving = this.saving
      .then(() => this.deps.store.save(this.gameId, this.key, record))
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

  private driveAi(): void {
    const h = this.history.value;
    const state = currentState(h);
    const seat = this.seats.value[this.descriptor.rules.toMove(state)];
    if (this.paused.value || seat?.kind !== 'ai' || this.descriptor.rules.result(state)) return;
    this.thinking.value = true;
    const seed = deriveSeed(this.seed, h.index);
    this.deps.engine.chooseMove(this.gameId, seat.ai, state, seed).then(
      (move) => {
        if (this.history.peek() !== h) return;
        this.thinking.value = false;
        this.apply(move as M);
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
    this.hint.value = null;
    if (!this.hintOn.value || !this.humanToMove.value) return;
    this.deps.engine.hint(this.gameId, state).then(
      (moves) => {
        if (this.state.peek() !== state || !this.hintOn.peek()) return;
        this.hint.value = moves as M[] | null;
        if (moves === null) this.notice.value = 'No hint: this position cannot be solved.';
      },
      (e: unknown) => this.engineFailed(e, 'The hint failed'),
    );
  }

  private refreshAnalysis(): void {
    const { analyze, analysisWhen = 'toggle' } = this.descriptor;
    const state = this.state.value;
    const wanted = analysisWhen === 'end' ? this.result.value !== null : this.analysisOn.value;
    this.deps.engine.cancelAnalysis();
    const run = ++this.analysisRun;
    this.analysis.value = null;
    this.analysisProgress.value = null;
    if (!analyze || !wanted) return;
    this.analysisProgress.value = 0;
    const current = () => this.analysisRun === run;
    this.deps.engine
      .analyze(this.gameId, state, (done, partial) => {
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
          this.engineFailed(e, 'The analysis failed');
        },
      );
  }

  private engineFailed(e: unknown, what: string): void {
    if (e instanceof CancelledError) return;
    this.thinking.value = false;
    this.notice.value = `${what}: ${(e as Error).message}`;
  }
}

/**
 * Opens the game a URL asks for. With no parameters and no seed it resumes the game last played;
 * otherwise it resumes the save for exactly those parameters and seed (and moves, for games
 * whose URL carries them), or starts that game. Bad URL values are named in a notice and
 * replaced by defaults, never a blank page; a save that no longer replays is set aside (not
 * deleted) and named too.
 */
export async function openSession<S, M>(
  descriptor: GameDescriptor<S, M>,
  query: Readonly<Record<string, string>>,
  deps: SessionDeps,
): Promise<Session<S, M>> {
  const { rules, urlMoves, ais = [] } = descriptor;
  const notices: string[] = [];
  const { seed: seedText, ...rest } = query;
  const { moves: movesText, ...paramsText } = rest;
  const rawParams = urlMoves ? paramsText : rest;

  /** The save under `key`, unless it does not replay or shows other moves than the URL's. */
  const restore = async (key: string): Promise<Session<S, M> | null> => {
    const data = await deps.store.load(key);
    if (data === undefined) return null;
    const replay = replayRecord<S, M>(rules, data);
    if (!replay.ok) {
      await deps.store.quarantine(key, data, replay.error);
      notices.push(`Your saved game could not be restored (${replay.error}); it was kept aside.`);
      return null;
    }
    if (urlMoves && movesText !== undefined) {
      if (urlMoves.format(movesPlayed(replay.value)) !== movesText) return null;
    }
    const { params, seed } = data as { params: Record<string, string>; seed: number };
    const seats = readSeats(data, rules.players, ais);
    return new Session(descriptor, params, seed, replay.value, deps, notices, seats);
  };

  if (seedText === undefined && Object.keys(rest).length === 0) {
    const last = await deps.store.lastKey(rules.id);
    const resumed = last ? await restore(last) : null;
    if (resumed) return resumed;
  }

  let { values, errors } = readParams(rules.params, rawParams);
  for (const e of errors) notices.push(`URL: ${e}; using the default.`);
  const clash = rules.checkParams?.(values);
  if (clash) {
    notices.push(`URL: ${clash}; using the default parameters.`);
    values = defaultParams(rules.params);
  }
  let seed = deps.freshSeed();
  if (seedText !== undefined) {
    const parsed = parseSeed(seedText);
    if (parsed.ok) seed = parsed.value;
    else notices.push(`URL: ${parsed.error}; using seed ${seed}.`);
  }
  const params = paramsToText(rules.params, values);
  const resumed = await restore(gameQuery(rules.id, params, seed));
  if (resumed) return resumed;

  const start = startGame<S>(rules, params, seed);
  if (!start.ok) throw new Error(start.error);
  let history = startHistory<S, M>(start.value.state);
  if (urlMoves && movesText) {
    const moves = urlMoves.parse(start.value.state, movesText);
    if (!moves.ok)
      notices.push(`URL: moves ${excerpt(movesText)}: ${moves.error}; showing the start.`);
    for (const move of moves.ok ? moves.value : []) {
      history = pushMove(history, move, rules.play(currentState(history), move));
    }
  }
  return new Session(descriptor, params, seed, history, deps, notices);
}
