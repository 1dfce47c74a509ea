import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { analyze } from './analysis.ts';
import type { GobbletAnalysis } from './analysis-types.ts';
import { engineHint, gobbletList } from './hint.ts';
import { type GobbletMove, type GobbletState, gobblet } from './rules.ts';

/** Gobblet's computing half: its players, the engine's hint, the solver's analysis. */
const engine: GameEngine<GobbletState, GobbletMove, GobbletState, GobbletAnalysis> = {
  rules: gobblet,
  ais,
  hint: engineHint,
  analyze,
  analysisList: gobbletList,
};

export default engine;
