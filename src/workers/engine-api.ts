import { StoppedError, type TaskContext } from '../core/task.ts';
import type { AnalysisList, AnyEngine, Hint } from '../games/descriptor.ts';

/** An analysis as the page gets it: the game's own result for its view, and the panel's list. */
export interface Study<M> {
  readonly result: unknown;
  /** Null for a game without the list, or for a result with nothing to list (the game over). */
  readonly list: AnalysisList<M> | null;
}

/**
 * Every computation the page asks of a game's engine besides play (the table's worker plays),
 * by name, with its input and output for a game whose moves are `M` and whose viewer sees `O`.
 * A game adds its own computations as Lab `task`s in its engine module, never here.
 */
export interface EngineCalls<M, O> {
  /** The moves a hint suggests to the viewer, and why, from the viewer's own observation. */
  hint: { input: { observation: O }; output: Hint<M> | null };
  /**
   * A study of the viewer's position: its shape is the game's, read by the game's view, with
   * the shared panel's list beside it. Results so far come with the progress, in this shape too.
   */
  analyze: { input: { observation: O }; output: Study<M> };
  task: { input: { name: string; input: unknown }; output: unknown };
}

export type CallName = keyof EngineCalls<unknown, unknown>;
export type Progress = (done: number, partial?: unknown, note?: string) => void;

type Handlers = {
  [K in CallName]: (
    engine: AnyEngine,
    input: EngineCalls<unknown, unknown>[K]['input'],
    context: TaskContext,
  ) =>
    | EngineCalls<unknown, unknown>[K]['output']
    | Promise<EngineCalls<unknown, unknown>[K]['output']>;
};

const handlers: Handlers = {
  async hint(engine, { observation }, context) {
    if (!engine.hint) throw new Error(`${engine.rules.id} has no hint`);
    await engine.prepare?.(observation, context);
    return engine.hint(observation, context);
  },
  async analyze(engine, { observation }, context) {
    const { analyze, analysisList } = engine;
    if (!analyze) throw new Error(`${engine.rules.id} has no analysis`);
    await engine.prepare?.(observation, context);
    // A null result (the game over, nothing to study) lists nothing.
    const study = (result: unknown): Study<unknown> => ({
      result,
      list: analysisList && result != null ? analysisList.call(engine, result, observation) : null,
    });
    // The note passes on only when there is one, as the other arguments do.
    const progress = (done: number, partial?: unknown, ...note: [string?]) =>
      context.progress(done, partial === undefined ? undefined : study(partial), ...note);
    return study(await analyze.call(engine, observation, { ...context, progress }));
  },
  task(engine, { name, input }, context) {
    const task = engine.tasks && Object.hasOwn(engine.tasks, name) ? engine.tasks[name] : undefined;
    if (!task) throw new Error(`${engine.rules.id} has no task "${name}"`);
    return task(input, context);
  },
};

/**
 * The one call the page makes of a game's engine: `run(game, name, input)`. The same object
 * runs inside the browser's engine workers (behind Comlink) and in-process in tests. `stop` is
 * a flag the caller raises to give up (shared memory in the browser, so a search that polls it
 * stops without the worker being killed); a computation that saw it rejects with StoppedError
 * rather than answering.
 */
export function createEngineApi(load: (id: string) => Promise<AnyEngine>) {
  return {
    /** Answers once the worker is free: a caller waiting on this knows a stop took effect. */
    async idle(): Promise<void> {},

    async run<K extends CallName, M, O>(
      gameId: string,
      name: K,
      input: EngineCalls<M, O>[K]['input'],
      progress?: Progress,
      stop?: Int32Array,
    ): Promise<EngineCalls<M, O>[K]['output']> {
      const engine = await load(gameId);
      const stopped = () => stop !== undefined && Atomics.load(stop, 0) !== 0;
      const context: TaskContext = { progress: (...report) => progress?.(...report), stopped };
      // A computation may wait for something (Onitama's analysis, for its helper thread).
      const output = await handlers[name](engine, input, context);
      if (stopped()) throw new StoppedError();
      // The engine loaded for `gameId` is that game's, whose moves and observations the caller
      // names: the one place the types are taken on trust, where the game is looked up by id.
      return output as EngineCalls<M, O>[K]['output'];
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
