import type { AiPlayer } from '../../core/ai.ts';
import { AI_NAMES } from './ai-names.ts';
import { perfectMove } from './analysis.ts';
import { enginePlayer, engineSearch } from './engine-player.ts';
import { pltPlayer } from './plt/player.ts';
import { type GobbletMove, type GobbletState, legalMoves } from './rules.ts';
import { Exact3 } from './solver/exact.ts';

export type GobbletAi = AiPlayer<GobbletState, GobbletMove>;

const randomPlayer: GobbletAi = {
  id: 'random',
  label: 'Random',
  choose: (state, context) => context.rng.pick(legalMoves(state)),
};

/** A player from its id (ai-names.ts lists the ones the seat picker offers). */
/** Plies the perfect player looks ahead: the first player's win from the start is 13. */
const PERFECT_HORIZON = 13;

/**
 * The solver's player on 3×3: the fastest forced win, else a proven draw, else the slowest
 * loss (exact.ts looks past its horizon when it must). On 4×4 it is the engine.
 */
function perfectPlayer(label: string): GobbletAi {
  let solver: Exact3 | undefined;
  // The solver polls whoever asked last: a cancelled seat stops it, with the best move so far.
  let stopped = () => false;
  return {
    id: 'perfect',
    label,
    choose(state, context) {
      if (state.size !== 3) return engineSearch(state, {}, context).move;
      stopped = () => context.stopped();
      // The tables carry over between moves of a game (the solver's has a fixed size).
      solver ??= new Exact3(() => stopped());
      return perfectMove(state, solver, PERFECT_HORIZON);
    },
  };
}

function playerFor(id: string, label: string): GobbletAi {
  if (id === 'random') return randomPlayer;
  if (id === 'perfect') return perfectPlayer(label);
  const plt = /^plt-(ok|smart)(?::(\d+))?$/.exec(id);
  if (plt) return { ...pltPlayer(plt[1] === 'smart', plt[2] ? Number(plt[2]) : undefined), label };
  const depth = /^engine-depth:(\d+)$/.exec(id);
  if (depth) return enginePlayer(id, label, { depth: Number(depth[1]) });
  const timed = /^engine(?::(\d+))?$/.exec(id);
  if (timed) return enginePlayer(id, label, timed[1] ? { ms: Number(timed[1]) } : {});
  throw new Error(`gobblet: no player ${id}`);
}

export const ais: readonly GobbletAi[] = AI_NAMES.map(({ id, label }) => playerFor(id, label));
