import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { ANALYSIS_LIMITS, analyzePosition, type OnitamaAnalysis } from './analysis.ts';
import { helperThread } from './helper-thread.ts';
import { engineHint, lineList } from './hint.ts';
import { type ComparisonInput, runComparison } from './lab-tasks.ts';
import { type OnitamaMove, type OnitamaState, onitama } from './rules.ts';

/**
 * The analysis's second thread, where the page allows one (bench/onitama/smp.md): started by
 * the first analysis, so the engine workers that never analyse have none.
 */
let analysisHelper: ReturnType<typeof helperThread> | undefined;

/** Onitama's computing half: its players, the engine's hint and analysis, the Lab's comparison. */
const engine: GameEngine<OnitamaState, OnitamaMove, OnitamaState, OnitamaAnalysis | null> = {
  rules: onitama,
  ais,
  /** The engine's best move; none once the game is over. */
  hint: engineHint,
  async analyze(state, { progress, stopped }) {
    analysisHelper ??= helperThread();
    return analyzePosition(state, progress, ANALYSIS_LIMITS, stopped, await analysisHelper);
  },
  analysisList: lineList,
  tasks: {
    compare: (input, task) => runComparison(input as ComparisonInput, task),
  },
};

export default engine;
