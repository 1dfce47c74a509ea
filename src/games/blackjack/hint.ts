import type { TaskContext } from '../../core/task.ts';
import type { AnalysisList, Hint } from '../descriptor.ts';
import type { Advice } from './advice.ts';
import { adviceAt, type BlackjackMove, type BlackjackView } from './rules.ts';
import { ACTION_NAMES, signed } from './trainer-text.ts';

/**
 * The action of highest exact EV for the hand (after a round, the next one), with the numbers
 * that make it best: its EV and the next best's, per unit of the first bet.
 */
export function evHint(view: BlackjackView, context: TaskContext): Hint<BlackjackMove> | null {
  if (view.phase === 'over')
    return { moves: [{ kind: 'next' }], why: 'The round is over: deal the next.' };
  const advice = adviceAt(view, context);
  if (!advice) return null;
  return { moves: [{ kind: advice.best }], why: whyOf(advice) };
}

function whyOf(advice: Advice): string {
  const best = `${ACTION_NAMES[advice.best]} has the highest expected value: ${signed(advice.bestEv)} a bet`;
  const others = advice.actions.filter((a) => a.action !== advice.best).sort((a, b) => b.ev - a.ev);
  const next = others[0];
  if (!next) return `${ACTION_NAMES[advice.best]} is the only action here.`;
  return `${best}, against ${signed(next.ev)} for ${ACTION_NAMES[next.action]} (exact, for the cards you have not seen).`;
}

/** Each legal action with its exact EV, best first: the panel's rows. */
export function adviceList(advice: Advice): AnalysisList<BlackjackMove> {
  const rows = advice.actions
    .map((a) => ({
      move: { kind: a.action },
      text: ACTION_NAMES[a.action],
      value: `${signed(a.ev)} EV`,
      score: a.ev,
    }))
    .sort((a, b) => b.score - a.score);
  return {
    rows,
    summary:
      'Expected value per unit of the first bet, exact for the cards not seen since the shuffle.',
  };
}
