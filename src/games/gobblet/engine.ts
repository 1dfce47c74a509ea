import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { analyze } from './analysis.ts';
import { engineSearch } from './engine-player.ts';
import { type GobbletMove, type GobbletState, gobblet, isOver } from './rules.ts';

/** Gobblet's computing half: its players, the engine's hint, the solver's analysis. */
const engine: GameEngine<GobbletState, GobbletMove> = {
  rules: gobblet,
  ais,
  hint(state, context) {
    if (isOver(state)) return [];
    const limits = context.quick ? { depth: 2 } : { ms: 1000 };
    return [engineSearch(state, limits, context).move];
  },
  analyze,
};

export default engine;
