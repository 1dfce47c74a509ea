import type { TaskContext } from '../../core/task.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import { principalLine } from '../principal-line.ts';
import { ACCEPT_MARGIN, offerVerdict } from './ais.ts';
import type { CheckersAnalysis } from './analysis.ts';
import { depthProgress, SCALE, scoreText, search } from './engine/search.ts';
import { boardOfState } from './engine/state-board.ts';
import {
  ACCEPT_DRAW,
  type CheckersMove,
  type CheckersState,
  mover,
  moveToString,
  PLAYER_NAMES,
  result,
} from './rules.ts';

/** About a second of search in the browser; the conformance suite's quick hints take far less. */
const HINT_NODES = 300_000;
const QUICK_HINT_NODES = 2_000;

/** The engine's move (or its answer to a draw offer), and what its search found. */
export function engineHint(state: CheckersState, context: TaskContext): Hint<CheckersMove> | null {
  if (result(state) !== null) return null;
  const side = PLAYER_NAMES[mover(state)];
  if (state.draw === 'offered') {
    const { move, offererScore } = offerVerdict(state);
    const yours = scoreText(-offererScore);
    const why =
      move === ACCEPT_DRAW
        ? `Accept: a short search rates the position ${side} ${yours}, not clearly better for you.`
        : `Decline: a short search rates the position ${side} ${yours}, better for you by more than ${(ACCEPT_MARGIN / 100).toFixed(2)}.`;
    return { moves: [move], why };
  }
  const limits = { nodes: context.quick ? QUICK_HINT_NODES : HINT_NODES };
  const onDepth = depthProgress(limits, context);
  const found = search(boardOfState(state), limits, { stopped: context.stopped, onDepth });
  return { moves: [found.move], why: searchWhy(found, SCALE, side) };
}

/** The engine's line in the panel's shape: one row, its first move and the line's score. */
export const lineList = (study: CheckersAnalysis): AnalysisList<CheckersMove> =>
  principalLine(study, {
    shown: 6,
    moveText: moveToString,
    value: scoreText(study.score),
    player: PLAYER_NAMES[study.player],
  });
