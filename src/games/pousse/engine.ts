import type { GameEngine } from '../descriptor.ts';
import { ais, scaledNodes } from './ais.ts';
import { ANALYSIS_NODES, analyzePosition, type PousseAnalysis } from './analysis.ts';
import type { PousseMove } from './board.ts';
import { engineHint, lineList } from './hint.ts';
import { type PousseState, pousse } from './rules.ts';

/** Pousse's computing half: PLT's robots and our engine's levels, its hint and its analysis. */
const engine: GameEngine<PousseState, PousseMove, PousseState, PousseAnalysis | null> = {
  rules: pousse,
  ais,
  hint: engineHint,
  analyze: (state, context) =>
    analyzePosition(state, context, scaledNodes(context.quick ? 5_000 : ANALYSIS_NODES, state.n)),
  analysisList: lineList,
};

export default engine;
