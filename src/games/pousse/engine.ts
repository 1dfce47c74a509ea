import type { GameEngine } from '../descriptor.ts';
import { ais, engineSearch, scaledNodes } from './ais.ts';
import { ANALYSIS_NODES, analyzePosition, HINT_NODES } from './analysis.ts';
import type { PousseMove } from './board.ts';
import { isOver, type PousseState, pousse } from './rules.ts';

/** Pousse's computing half: PLT's robots and our engine's levels, its hint and its analysis. */
const engine: GameEngine<PousseState, PousseMove> = {
  rules: pousse,
  ais,
  hint(state, context) {
    if (isOver(state)) return [];
    const nodes = scaledNodes(context.quick ? 5_000 : HINT_NODES, state.n);
    return [engineSearch(state, { nodes }, context).move];
  },
  analyze: (state, context) =>
    analyzePosition(state, context, scaledNodes(context.quick ? 5_000 : ANALYSIS_NODES, state.n)),
};

export default engine;
