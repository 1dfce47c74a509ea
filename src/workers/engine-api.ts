import { aiContext } from '../core/ai.ts';
import { startGame } from '../core/record.ts';
import { createRng } from '../core/rng.ts';
import { StoppedError, type TaskContext } from '../core/task.ts';
import type { AnyEngine } from '../games/descriptor.ts';

/** What a computer player is told when it is asked for a move. */
export interface ChooseInput {
  readonly ai: string;
  /** The seat's observation, never the state. */
  readonly observation: unknown;
  readonly seat: number;
  readonly players: number;
  /** The moves so far as the seat read them. */
  readonly history: readonly string[];
  readonly seed: number;
}

/**
 * Every computation the page asks of a game, by name, with its input and output. A game adds
 * its own computations as Lab `task`s in its engine module, never here.
 */
export interface EngineCalls {
  /** The dealt position: generated puzzles can take a while, so it is dealt off the page. */
  setup: { input: { params: Readonly<Record<string, string>>; seed: number }; output: unknown };
  choose: { input: ChooseInput; output: unknown };
  hint: { input: { observation: unknown }; output: unknown[] | null };
  analyze: { input: { observation: unknown }; output: unknown };
  task: { input: { name: string; input: unknown }; output: unknown };
}

export type CallName = keyof EngineCalls;
export type Progress = (done: number, partial?: unknown) => void;

type Handlers = {
  [K in CallName]: (
    engine: AnyEngine,
    input: EngineCalls[K]['input'],
    context: TaskContext,
  ) => EngineCalls[K]['output'];
};

const handlers: Handlers = {
  setup(engine, { params, seed }) {
    const start = startGame(engine.rules, params, seed);
    if (!start.ok) throw new Error(start.error);
    return start.value.state;
  },
  choose(engine, input, context) {
    const ai = engine.ais.find((a) => a.id === input.ai);
    if (!ai) throw new Error(`${engine.rules.id} has no computer player "${input.ai}"`);
    const { seat, players, history } = input;
    return ai.choose(
      input.observation,
      aiContext(createRng(input.seed), seat, { players, history, ...context }),
    );
  },
  hint(engine, { observation }, context) {
    if (!engine.hint) throw new Error(`${engine.rules.id} has no hint`);
    return engine.hint(observation, context);
  },
  analyze(engine, { observation }, context) {
    if (!engine.analyze) throw new Error(`${engine.rules.id} has no analysis`);
    return engine.analyze(observation, context);
  },
  task(engine, { name, input }, context) {
    const task = engine.tasks && Object.hasOwn(engine.tasks, name) ? engine.tasks[name] : undefined;
    if (!task) throw new Error(`${engine.rules.id} has no task "${name}"`);
    return task(input, context);
  },
};

/**
 * The one call the page makes of a game's engine: `run(game, name, input)`. The same object
 * runs inside the browser's engine workers (behind Comlink) and in-process in tests and the
 * CLI. `stop` is a flag the caller raises to give up (shared memory in the browser, so a
 * search that polls it stops without the worker being killed); a computation that saw it
 * rejects with StoppedError rather than answering.
 */
export function createEngineApi(load: (id: string) => Promise<AnyEngine>) {
  return {
    /** Answers once the worker is free: a caller waiting on this knows a stop took effect. */
    async idle(): Promise<void> {},

    async run<K extends CallName>(
      gameId: string,
      name: K,
      input: EngineCalls[K]['input'],
      progress?: Progress,
      stop?: Int32Array,
    ): Promise<EngineCalls[K]['output']> {
      const engine = await load(gameId);
      const stopped = () => stop !== undefined && Atomics.load(stop, 0) !== 0;
      const context: TaskContext = { progress: (d, p) => progress?.(d, p), stopped };
      // A computation may wait for something (Onitama's analysis, for its helper thread).
      const output = await handlers[name](engine, input, context);
      if (stopped()) throw new StoppedError();
      return output;
    },
  };
}

export type EngineApi = ReturnType<typeof createEngineApi>;
