import type { AiContext, AiPlayer } from '../../core/ai.ts';
import { excerpt } from '../../core/excerpt.ts';
import { err, ok, type Result, unwrap } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import {
  AI_NAMES,
  LEVELS,
  type Level,
  levelInfo,
  SMART_RATE,
  STUPID_INFO,
  smartInfo,
} from './ai-names.ts';
import { allMoves, type PousseMove, SIDES } from './board.ts';
import { ENGINE_EVALS } from './engine/evaluate.ts';
import { Engine, MAX_DEPTH, type SearchLimits, type SearchResult } from './engine/search.ts';
import { smartChoose } from './plt/smart.ts';
import { isOver, outcomeOf, type PousseState, parseMove, playMove } from './rules.ts';

export type PousseAi = AiPlayer<PousseState, PousseMove>;

/** PLT's "Stupid (always B1)" (it also waits a second first; ours does not). */
export const stupidPlayer: PousseAi = {
  ...STUPID_INFO,
  choose: () => ({ side: 'B', line: 1 }),
};

/** The moves as PLT's robots get them: only the list, from the first move. */
export const movesOf = (s: PousseState): PousseMove[] =>
  s.moves.map((m) => unwrap(parseMove(m, s.n)));

/** PLT's random move when its first iteration did not finish in time. */
const pltRandomMove = (n: number, rng: Rng): PousseMove => ({
  side: SIDES[rng.int(0, 3)] as PousseMove['side'],
  line: rng.int(1, n),
});

/**
 * A budget of work in 4×4 positions: a position of N×N costs N²/16 of them (its rating and its
 * pushes visit N² cells), so a "second" lasts about as long on every size.
 */
export const scaledNodes = (nodes: number, n: number): number =>
  Math.max(1, Math.round((nodes * 16) / (n * n)));

/**
 * The process's CPU time in milliseconds: a think time that other programs on a shared machine
 * do not shorten. It counts every thread of the process, so only single-threaded scripts (the
 * bench matches) may use it.
 */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export interface SmartLimits {
  /** Positions rated: PLT's time, counted as work in 4×4 positions (see `scaledNodes`). */
  readonly nodes?: number;
  /** Wall-clock milliseconds, or CPU milliseconds with `cpu`. */
  readonly movetime?: number;
  readonly cpu?: boolean;
  /** A fixed depth, as PLT's first two moves use. */
  readonly depth?: number;
}

/** PLT's Smart robot (plt/smart.ts) within `limits`, its coin flips from the seat's rng. */
export function smartPlayer(id: string, label: string, limits: SmartLimits): PousseAi {
  return {
    id,
    label,
    choose(state, context) {
      const counter = { nodes: 0 };
      const clock = limits.cpu ? sampled(cpuMs) : Date.now;
      const start = clock();
      const budget = limits.nodes === undefined ? undefined : scaledNodes(limits.nodes, state.n);
      const stopped = () =>
        context.stopped() ||
        (budget !== undefined && counter.nodes >= budget) ||
        (limits.movetime !== undefined && clock() - start >= limits.movetime);
      const hooks = { coin: () => context.rng.bool(), stopped, counter };
      const fallback = () => pltRandomMove(state.n, context.rng);
      return smartChoose(state.n, movesOf(state), hooks, fallback, limits.depth ?? MAX_DEPTH).move;
    },
  };
}

const engines = new Map<number, Engine>();

/** One engine (and table) per board size, reused by every player of this thread in turn. */
export function engineFor(n: number): Engine {
  let engine = engines.get(n);
  if (!engine) {
    engine = new Engine(n, undefined, n <= 6 ? 18 : 16);
    engines.set(n, engine);
  }
  return engine;
}

const variants = new Map<string, Engine>();

/** An engine with one of ENGINE_EVALS, for matches between evaluations. */
function engineWith(n: number, evalName: string): Engine {
  const key = `${n}:${evalName}`;
  let engine = variants.get(key);
  if (!engine) {
    engine = new Engine(n, ENGINE_EVALS[evalName], n <= 6 ? 18 : 16);
    variants.set(key, engine);
  }
  return engine;
}

/** The engine's limits, `movetime` in CPU milliseconds with `cpu`. */
export type TimedLimits = SearchLimits & { readonly cpu?: boolean };

/**
 * `clock` read on one call in 64, the last reading returned between: PLT asks at every position
 * it rates, and reading the CPU time costs more than a rating's tenth.
 */
function sampled(clock: () => number): () => number {
  let calls = 0;
  let last = clock();
  return () => {
    calls++;
    if ((calls & 63) === 0) last = clock();
    return last;
  };
}

export function engineSearch(
  state: PousseState,
  limits: TimedLimits,
  context: Pick<AiContext, 'stopped' | 'progress'>,
  evalName?: string,
): SearchResult {
  const target = limits.depth ?? (limits.nodes ? Math.log(limits.nodes) : 0);
  const engine = evalName ? engineWith(state.n, evalName) : engineFor(state.n);
  return engine.search(state, limits, {
    stopped: context.stopped,
    // A timed move is not repeatable anyway: let it start from the last one's table.
    keepTable: limits.movetime !== undefined,
    now: limits.cpu ? cpuMs : undefined,
    onDepth: (r) => {
      if (limits.nodes) context.progress(Math.min(1, r.nodes / limits.nodes));
      else if (target) context.progress(Math.min(1, r.depth / target));
    },
  });
}

/** Moves that do not lose on the spot (a repeat, or more straights for the opponent). */
export function safeMoves(state: PousseState): PousseMove[] {
  const moves = allMoves(state.n);
  const safe = moves.filter((m) => {
    const next = playMove(state, m);
    const outcome = outcomeOf(next);
    return !outcome || (outcome.kind === 'win' && outcome.winner === state.toMove);
  });
  return safe.length > 0 ? safe : moves;
}

export function enginePlayer(
  id: string,
  label: string,
  limits: TimedLimits,
  blunder = 0,
  evalName?: string,
): PousseAi {
  return {
    id,
    label,
    choose(state, context) {
      if (isOver(state)) throw new RangeError('the game is over: there is no move to choose');
      if (blunder > 0 && context.rng.int(0, 99) < blunder)
        return context.rng.pick(safeMoves(state));
      return engineSearch(state, limits, context, evalName).move;
    },
  };
}

/** A level's budget is in 4×4 positions, like PLT Smart's (`scaledNodes`). */
export const levelPlayer = (level: Level): PousseAi => {
  const { id, label } = levelInfo(level);
  return {
    id,
    label,
    choose: (state, context) => {
      const limits = { nodes: scaledNodes(level.nodes, state.n) };
      return enginePlayer(id, label, limits, level.blunder).choose(state, context);
    },
  };
};

const FORMS =
  'stupid, plt-smart:<seconds>, plt-smart-ms:<ms>, plt-smart-cpu:<ms>, plt-smart-nodes:<n>, plt-smart-depth:<d>, engine:<ms>[:<eval>], engine-cpu:<ms>[:<eval>], engine-nodes:<n>[:<eval>], engine-depth:<d>[:<eval>] or level:<name>';

/** A player by id: those of the seat picker, and the CLI's timed and fixed-depth forms. */
export function parsePlayer(text: string): Result<PousseAi> {
  const t = text.trim();
  if (t === 'stupid') return ok(stupidPlayer);
  const level = /^level:([a-z]+)$/.exec(t);
  if (level) {
    const found = LEVELS.find((l) => l.id === level[1]);
    return found
      ? ok(levelPlayer(found))
      : err(`player ${excerpt(text)}: the levels are ${LEVELS.map((l) => l.id).join(', ')}`);
  }
  const m = /^(plt-smart|engine)(?:-(ms|cpu|nodes|depth))?:(\d{1,9})(?::([a-z0-9]+))?$/.exec(t);
  if (!m) return err(`player ${excerpt(text)}: expected ${FORMS}`);
  const v = Number(m[3]);
  if (v < 1) return err(`player ${excerpt(text)}: the number is at least 1`);
  if (m[2] === 'depth' && v > MAX_DEPTH) {
    return err(`player ${excerpt(text)}: the depth is 1 to ${MAX_DEPTH}`);
  }
  const evalName = m[4];
  if (evalName !== undefined && (m[1] !== 'engine' || !Object.hasOwn(ENGINE_EVALS, evalName))) {
    return err(
      `player ${excerpt(text)}: the engine's evaluations are ${Object.keys(ENGINE_EVALS).join(', ')}`,
    );
  }
  if (m[1] === 'plt-smart') {
    if (m[2] === undefined) {
      const { id, label } = smartInfo(v);
      return ok(smartPlayer(id, label, { nodes: v * SMART_RATE }));
    }
    return ok(smartPlayer(t, `PLT Smart, ${m[2]} ${v}`, limitsOf(m[2], v)));
  }
  const unit = m[2] ?? 'ms';
  return ok(enginePlayer(t, `Engine, ${unit} ${v}`, limitsOf(unit, v), 0, evalName));
}

function limitsOf(unit: string, v: number): TimedLimits {
  if (unit === 'ms') return { movetime: v };
  if (unit === 'cpu') return { movetime: v, cpu: true };
  return unit === 'nodes' ? { nodes: v } : { depth: v };
}

export const ais: readonly PousseAi[] = AI_NAMES.map((info) => unwrap(parsePlayer(info.id)));
