import type { GameEngine } from '../descriptor.ts';
import { ais, answerOffer } from './ais.ts';
import { ANALYSIS_LIMITS, analyzePosition } from './analysis.ts';
import { depthProgress, search } from './engine/search.ts';
import { boardOfState } from './engine/state-board.ts';
import { type CheckersMove, type CheckersState, checkers, result } from './rules.ts';

/** About a second of search in the browser; the conformance suite's quick hints take far less. */
const HINT_NODES = 300_000;
const QUICK_HINT_NODES = 2_000;

/** Checkers' computing half: its players, the engine's hint and its analysis. */
const engine: GameEngine<CheckersState, CheckersMove> = {
  rules: checkers,
  ais,
  hint(state, context) {
    if (result(state) !== null) return [];
    if (state.draw === 'offered') return [answerOffer(state)];
    const limits = { nodes: context.quick ? QUICK_HINT_NODES : HINT_NODES };
    const onDepth = depthProgress(limits, context);
    return [search(boardOfState(state), limits, { stopped: context.stopped, onDepth }).move];
  },
  analyze: (state, { progress, stopped }) =>
    analyzePosition(state, progress, ANALYSIS_LIMITS, stopped),
};

export default engine;
