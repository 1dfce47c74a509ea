import { budgetSpent } from '../../search/deepening.ts';
import { endgameProbe, PLAY_PIECES } from './engine/endgame.ts';
import {
  type DepthInfo,
  MATE_BOUND,
  MAX_DEPTH,
  type SearchLimits,
  scoreText,
  search,
} from './engine/search.ts';
import { HELPER_AHEAD } from './engine/smp.ts';
import { GameTable } from './game-table.ts';
import type { StartHelper } from './helper-thread.ts';
import { capitalised, isOver, type OnitamaState, other, type Player } from './rules.ts';

/**
 * How far the page's analysis goes before it rests on its last depth: deep enough that a
 * player thinking for half a minute sees it keep improving, short of keeping a core busy forever.
 */
export const ANALYSIS_LIMITS: SearchLimits = { depth: 40, movetime: 30_000 };

/**
 * The analysis's table, for as long as the worker lives: a position studied again (after an
 * undo, a cancel, or the move the last analysis expected) starts from what was learnt. Other
 * cards, a new deal, empty it. In shared memory where there is any, for a helper thread.
 */
const table = new GameTable(64, typeof SharedArrayBuffer === 'function');

/**
 * One completed depth of the engine's search, its score for `player`, the player to move; its
 * nodes are the first thread's of the `threads` that searched (2 with a helper).
 */
export interface OnitamaAnalysis extends DepthInfo {
  readonly player: Player;
  readonly threads: number;
}

/**
 * The engine's iterative deepening on `state`, reporting each completed depth as it comes so
 * the page can show it while the player thinks; with a `helper` thread searching beside it
 * (smp.ts), which stops when it ends. Null once the game is over: there is no move to study.
 */
export async function analyzePosition(
  state: OnitamaState,
  progress: (done: number, partial?: OnitamaAnalysis) => void,
  limits: SearchLimits = ANALYSIS_LIMITS,
  stopped?: () => boolean,
  helper?: StartHelper,
): Promise<OnitamaAnalysis | null> {
  if (isOver(state)) return null;
  const player = state.toMove;
  const threads = helper ? 2 : 1;
  const of = ({ depth, seldepth, score, nodes, ms, pv }: DepthInfo): OnitamaAnalysis => ({
    depth,
    seldepth,
    score,
    nodes,
    ms,
    pv,
    player,
    threads,
  });
  const kept = table.for(state);
  // The helper's view of the table is taken before the search begins: both are on its search.
  const stop = helper && new Int32Array(new SharedArrayBuffer(4));
  if (helper && stop) await helper({ state, table: kept.view, stop, ahead: HELPER_AHEAD });
  let result: ReturnType<typeof search>;
  try {
    result = search(state, limits, {
      table: kept,
      probe: endgameProbe(state, PLAY_PIECES),
      onDepth: (info) => progress(budgetSpent(limits, info, MAX_DEPTH), of(info)),
      ...(stopped && { stopped }),
    });
  } finally {
    if (stop) Atomics.store(stop, 0, 1);
  }
  // The deepest completed depth, as reported; the result's own nodes and time also count the
  // unfinished depth after it.
  return of(result.iterations.at(-1) ?? result);
}

/** The score as a player reads it, naming whose view it is: "Blue +0.35", "Red wins in 3". */
export function evaluationText({ score, player }: Pick<OnitamaAnalysis, 'score' | 'player'>) {
  if (Math.abs(score) <= MATE_BOUND) return `${capitalised(player)} ${scoreText(score)}`;
  const winner = score > 0 ? player : other(player);
  // scoreText words a won score "win in N", counting the winner's moves either way.
  return scoreText(Math.abs(score)).replace('win', `${capitalised(winner)} wins`);
}
