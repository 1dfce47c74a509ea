import type { TaskContext } from '../../core/task.ts';
import { searchWhy } from '../../search/why.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
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

/** How many moves of the line a panel row reads out. */
const LINE_MOVES = 6;

/** The engine's line in the panel's shape: one row, its first move and the line's score. */
export function lineList(study: CheckersAnalysis): AnalysisList<CheckersMove> {
  const [first] = study.pv;
  const line = study.pv.slice(0, LINE_MOVES).map(moveToString).join(' ');
  const more = study.pv.length > LINE_MOVES ? ' …' : '';
  return {
    rows: first
      ? [{ move: first, text: `${line}${more}`, value: scoreText(study.score), score: study.score }]
      : [],
    summary: `Depth ${study.depth}, ${study.nodes.toLocaleString('en')} positions; scores for ${PLAYER_NAMES[study.player]}, the player to move.`,
  };
}
