import type { AiPlayer } from '../../core/ai.ts';
import type { TaskContext } from '../../core/task.ts';
import { alphaBeta } from '../../search/alphabeta.ts';
import type { Colour } from './board.ts';
import { evaluate, symmetricKey } from './evaluate.ts';
import { type GobbletMove, type GobbletState, gobblet } from './rules.ts';

/** The deepest iteration the engine tries; time or the node budget stops it sooner. */
export const MAX_DEPTH = 12;

export interface EngineLimits {
  /** Milliseconds a move; the game's think time when neither this nor depth is given. */
  readonly ms?: number;
  readonly depth?: number;
}

/** Our engine's search: the shared alpha-beta, our evaluation, a symmetry-aware table. */
export function engineSearch(state: GobbletState, limits: EngineLimits, context: TaskContext) {
  const ms = limits.depth === undefined ? (limits.ms ?? state.think * 1000) : undefined;
  const deadline = ms === undefined ? Infinity : performance.now() + ms;
  const task: TaskContext = {
    progress: context.progress,
    stopped: () => context.stopped() || performance.now() >= deadline,
  };
  return alphaBeta(
    gobblet,
    state,
    {
      depth: limits.depth ?? MAX_DEPTH,
      evaluate: (s, p) => evaluate(s, p as Colour),
      key: symmetricKey,
    },
    task,
  );
}

export function enginePlayer(
  id: string,
  label: string,
  limits: EngineLimits,
): AiPlayer<GobbletState, GobbletMove> {
  return { id, label, choose: (state, context) => engineSearch(state, limits, context).move };
}
