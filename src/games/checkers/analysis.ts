import { budgetSpent } from '../../search/deepening.ts';
import { TranspositionTable } from '../../search/transposition-table.ts';
import {
  type DepthInfo,
  MATE_BOUND,
  MAX_DEPTH,
  type SearchLimits,
  scoreText,
  search,
} from './engine/search.ts';
import { boardOfState } from './engine/state-board.ts';
import { type CheckersState, PLAYER_NAMES, type Player, result } from './rules.ts';

/** Deep enough that a player thinking for half a minute sees it improve; then it rests. */
export const ANALYSIS_LIMITS: SearchLimits = { depth: 40, movetime: 30_000 };

/** One completed depth of the engine's search; its score is for `player`, the player to move. */
export interface CheckersAnalysis extends DepthInfo {
  readonly player: Player;
}

/** The engine's iterative deepening on `state`, each completed depth reported as it comes. */
export function analyzePosition(
  state: CheckersState,
  progress: (done: number, partial?: CheckersAnalysis) => void,
  limits: SearchLimits = ANALYSIS_LIMITS,
  stopped?: () => boolean,
): CheckersAnalysis | null {
  if (result(state) !== null) return null;
  const player = state.toMove;
  const of = ({ depth, seldepth, score, nodes, ms, pv }: DepthInfo): CheckersAnalysis => ({
    depth,
    seldepth,
    score,
    nodes,
    ms,
    pv,
    player,
  });
  const found = search(boardOfState(state), limits, {
    table: new TranspositionTable(64),
    onDepth: (info) => progress(budgetSpent(limits, info, MAX_DEPTH), of(info)),
    ...(stopped && { stopped }),
  });
  return of(found);
}

/** "Red +0.35", "Black wins in 3". */
export function evaluationText({ score, player }: Pick<CheckersAnalysis, 'score' | 'player'>) {
  if (Math.abs(score) <= MATE_BOUND) return `${PLAYER_NAMES[player]} ${scoreText(score)}`;
  const winner = score > 0 ? player : player === 0 ? 1 : 0;
  return scoreText(Math.abs(score)).replace('win', `${PLAYER_NAMES[winner]} wins`);
}
