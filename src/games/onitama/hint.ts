import type { TaskContext } from '../../core/task.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import { principalLine } from '../principal-line.ts';
import type { OnitamaAnalysis } from './analysis.ts';
import { endgameProbe, PLAY_PIECES } from './engine/endgame.ts';
import { depthProgress, SCALE, scoreText, search } from './engine/search.ts';
import { GameTable } from './game-table.ts';
import { capitalised, isOver, moveToString, type OnitamaMove, type OnitamaState } from './rules.ts';

/** About a second of search in the browser: between the Expert and Master levels. */
const HINT_NODES = 2_000_000;
/** For callers that follow hints by the hundred (`context.quick`): a glance, the same everywhere. */
const QUICK_HINT_NODES = 5_000;

/** The hint's table, kept through the game like a computer seat's (ais.ts). */
const hintTable = new GameTable(32);

/** The engine's best move, and what its search found; none once the game is over. */
export function engineHint(state: OnitamaState, context: TaskContext): Hint<OnitamaMove> | null {
  if (isOver(state)) return null;
  const limits = { nodes: context.quick ? QUICK_HINT_NODES : HINT_NODES };
  const onDepth = depthProgress(limits, context);
  const table = hintTable.for(state);
  const probe = endgameProbe(state, PLAY_PIECES);
  const found = search(state, limits, { table, probe, stopped: context.stopped, onDepth });
  return { moves: [found.move], why: searchWhy(found, SCALE, capitalised(state.toMove)) };
}

/** The engine's line in the panel's shape: one row, its first move and the line's score. */
export const lineList = (study: OnitamaAnalysis): AnalysisList<OnitamaMove> =>
  principalLine(study, {
    shown: 5,
    moveText: moveToString,
    value: scoreText(study.score),
    player: capitalised(study.player),
  });
