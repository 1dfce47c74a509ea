import type { GameEngine } from '../descriptor.ts';
import { ais } from './ais.ts';
import { ANALYSIS_LIMITS, analyzePosition } from './analysis.ts';
import { endgameProbe, PLAY_PIECES } from './engine/endgame.ts';
import { depthProgress, search } from './engine/search.ts';
import { GameTable } from './game-table.ts';
import { helperThread } from './helper-thread.ts';
import { type ComparisonInput, runComparison } from './lab-tasks.ts';
import { isOver, type OnitamaMove, type OnitamaState, onitama } from './rules.ts';

/** About a second of search in the browser: between the Expert and Master levels. */
const HINT_NODES = 2_000_000;

/** The hint's table, kept through the game like a computer seat's (ais.ts). */
const hintTable = new GameTable(32);

/**
 * The analysis's second thread, where the page allows one (bench/onitama-smp.md): started by
 * the first analysis, so the engine workers that never analyse have none.
 */
let analysisHelper: ReturnType<typeof helperThread> | undefined;

/** Onitama's computing half: its players, the engine's hint and analysis, the Lab's comparison. */
const engine: GameEngine<OnitamaState, OnitamaMove> = {
  rules: onitama,
  ais,
  /** The engine's best move; none once the game is over. */
  hint(state, context) {
    if (isOver(state)) return [];
    const limits = { nodes: HINT_NODES };
    const onDepth = depthProgress(limits, context);
    const table = hintTable.for(state);
    const probe = endgameProbe(state, PLAY_PIECES);
    return [search(state, limits, { table, probe, stopped: context.stopped, onDepth }).move];
  },
  async analyze(state, { progress, stopped }) {
    analysisHelper ??= helperThread();
    return analyzePosition(state, progress, ANALYSIS_LIMITS, stopped, await analysisHelper);
  },
  tasks: {
    compare: (input, task) => runComparison(input as ComparisonInput, task),
  },
};

export default engine;
