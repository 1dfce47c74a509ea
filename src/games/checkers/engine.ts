import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { ANALYSIS_LIMITS, analyzePosition, type CheckersAnalysis } from './analysis.ts';
import { engineHint, lineList } from './hint.ts';
import { type CheckersMove, type CheckersState, checkers } from './rules.ts';

/** Checkers' computing half: its players, the engine's hint and its analysis. */
const engine: GameEngine<CheckersState, CheckersMove, CheckersState, CheckersAnalysis | null> = {
  rules: checkers,
  ais,
  hint: engineHint,
  analyze: (state, { progress, stopped }) =>
    analyzePosition(state, progress, ANALYSIS_LIMITS, stopped),
  analysisList: lineList,
};

export default engine;
