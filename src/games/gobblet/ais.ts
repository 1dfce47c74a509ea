import type { AiPlayer } from '../../core/ai.ts';
import { AI_NAMES } from './ai-names.ts';
import { enginePlayer } from './engine-player.ts';
import { pltPlayer } from './plt/player.ts';
import { type GobbletMove, type GobbletState, legalMoves } from './rules.ts';

export type GobbletAi = AiPlayer<GobbletState, GobbletMove>;

const randomPlayer: GobbletAi = {
  id: 'random',
  label: 'Random',
  choose: (state, context) => context.rng.pick(legalMoves(state)),
};

/** A player from its id (ai-names.ts lists the ones the seat picker offers). */
function playerFor(id: string, label: string): GobbletAi {
  if (id === 'random') return randomPlayer;
  const plt = /^plt-(ok|smart)(?::(\d+))?$/.exec(id);
  if (plt) return { ...pltPlayer(plt[1] === 'smart', plt[2] ? Number(plt[2]) : undefined), label };
  const depth = /^engine-depth:(\d+)$/.exec(id);
  if (depth) return enginePlayer(id, label, { depth: Number(depth[1]) });
  const timed = /^engine(?::(\d+))?$/.exec(id);
  if (timed) return enginePlayer(id, label, timed[1] ? { ms: Number(timed[1]) } : {});
  throw new Error(`gobblet: no player ${id}`);
}

export const ais: readonly GobbletAi[] = AI_NAMES.map(({ id, label }) => playerFor(id, label));
