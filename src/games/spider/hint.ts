import { cardName, suitOf } from '../../cards/card.ts';
import type { TaskContext } from '../../core/task.ts';
import type { Hint } from '../descriptor.ts';
import { greedyMove } from './nopeek.ts';
import type { NoPeekPlanner } from './planner.ts';
import { isOver } from './rules.ts';
import type { SpiderMove, SpiderObservation } from './state.ts';

/**
 * The no-peek planner's move (it sees only what the player sees), or, for a quick hint (the
 * conformance suite follows thousands), the greedy player's one-move look; with what the move
 * does for the table, in a sentence. Null once the game is over.
 */
export function plannerHint(
  planner: NoPeekPlanner,
  o: SpiderObservation,
  context: TaskContext,
): Hint<SpiderMove> | null {
  if (isOver(o)) return null;
  const move = context.quick ? greedyMove(o, 1) : planner.choose(o);
  return { moves: [move], why: whyOf(o, move) };
}

function whyOf(o: SpiderObservation, move: SpiderMove): string {
  if (move.kind === 'deal') {
    return 'No move on the table helps the plan: deal ten cards from the stock.';
  }
  if (move.kind === 'give-up') {
    return 'The stock is used and no move on the table leads anywhere: the game cannot be won.';
  }
  const from = o.tableau[move.from];
  const moved = from?.up.at(-move.count);
  const onto = o.tableau[move.to]?.up.at(-1);
  if (!from || !moved) return 'The no-peek planner plays this move next.';
  const what =
    move.count === 1
      ? `the ${cardName(moved.value)}`
      : `the run of ${move.count} from the ${cardName(moved.value)}`;
  const where = onto ? `onto the ${cardName(onto.value)}` : 'to the empty column';
  const gains: string[] = [];
  if (from.up.length === move.count) {
    gains.push(from.down.length > 0 ? 'turns over a hidden card' : 'empties a column');
  }
  if (onto && suitOf(onto.value) === suitOf(moved.value)) gains.push('builds in suit');
  const gain =
    gains.length > 0
      ? `it ${gains.join(' and ')}`
      : 'it opens the way for the moves the planner sees next';
  return `Move ${what} ${where}: ${gain}.`;
}
