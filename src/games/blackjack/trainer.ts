import { excerpt } from '../../core/excerpt.ts';
import { type ActionEv, type Advice, adviceOf, costOf, type Position, rank } from './advice.ts';
import type { Action } from './ev.ts';

/**
 * The trainer's judgement of a decision, as a move of its own. The exact EVs take up to half a
 * second, too long for the page's thread, which plays every move again when a saved game is
 * reopened. So the decision waits in the state (`pending`) while the house's seat, run in the
 * engine worker like any computer player, computes each legal action's EV and plays them as a
 * `judge` move; the history and the save keep that move, and replaying it only adds it up.
 *
 * A judgement names the position it judges by a key (up card, hand, unseen cards by rank, all
 * an action's EV depends on), so one made for another position is refused, never misapplied.
 */

/** Every decision of the player judged by its exact EV (advice.ts), in bets. */
export interface Training {
  readonly decisions: number;
  readonly mistakes: number;
  /** The sum over decisions of the best action's EV less the chosen one's. */
  readonly evLost: number;
  /** This round's latest decision, for the flag; null once the next round is dealt. */
  readonly last: Verdict | null;
}

/** What a decision cost: nothing when the best action was taken. */
export interface Verdict {
  readonly action: Action;
  readonly ev: number;
  readonly best: Action;
  readonly bestEv: number;
}

export const NO_TRAINING: Training = { decisions: 0, mistakes: 0, evLost: 0, last: null };

export interface JudgeMove {
  readonly kind: 'judge';
  /** The judged position, as `positionKey` writes it. */
  readonly key: string;
  /** Each legal action's exact EV, in the buttons' order: hit, stand, double, split. */
  readonly evs: readonly ActionEv[];
}

/** `up/hand/unseen`: card points (ace 1, ten 10) and the unseen cards' counts, ace first. */
export function positionKey(p: Position): string {
  const unseen = Array.from({ length: 10 }, () => 0);
  for (const c of p.unseen) unseen[rank(c)] = (unseen[rank(c)] as number) + 1;
  const points = (ranks: readonly number[]) => ranks.map((r) => r + 1).join('.');
  return `${rank(p.up) + 1}/${points(p.hand.map(rank))}/${unseen.join('.')}`;
}

export const judgeMoveOf = (p: Position, advice: Advice): JudgeMove => ({
  kind: 'judge',
  key: positionKey(p),
  evs: advice.actions,
});

export const verdictOf = (advice: Advice, action: Action): Verdict => ({
  action,
  ev: advice.actions.find((a) => a.action === action)?.ev ?? Number.NaN,
  best: advice.best,
  bestEv: advice.bestEv,
});

/** The tally after a judged decision `action`. */
export function tallied(t: Training, move: JudgeMove, action: Action): Training {
  const last = verdictOf(adviceOf(move.evs), action);
  const cost = costOf(last);
  return {
    decisions: t.decisions + 1,
    mistakes: t.mistakes + (cost > 0 ? 1 : 0),
    evLost: t.evLost + cost,
    last,
  };
}

/** Why `move` is not the judgement of position `p` (undefined when it is one). */
export function judgeProblem(p: Position, move: JudgeMove): string | undefined {
  const key = positionKey(p);
  if (move.key !== key) return `it judges position ${excerpt(String(move.key))}, not ${key}`;
  const evs = Array.isArray(move.evs) ? move.evs : [];
  const named = evs.map((a) => a?.action).join(', ');
  if (named !== p.legal.join(', '))
    return `it values ${named || 'nothing'}, not ${p.legal.join(', ')}`;
  if (!evs.every((a) => typeof a.ev === 'number' && Number.isFinite(a.ev))) {
    return 'an EV is not a finite number';
  }
  return undefined;
}

/** One word, as move lists and replays split moves at spaces: `judge@<key>:hit=<ev>,stand=<ev>...`. */
export const judgeToString = (m: JudgeMove): string =>
  `judge@${m.key}:${m.evs.map((a) => `${a.action}=${a.ev}`).join(',')}`;

const ACTIONS: readonly string[] = ['hit', 'stand', 'double', 'split'];

/** Reads what `judgeToString` writes; whether it fits the position is `judgeProblem`'s. */
export function parseJudge(text: string): JudgeMove | string {
  const shape = 'expected "judge@<position>:<action>=<EV>,..."';
  const [head = '', list, extra] = text.trim().split(':');
  if (!head.startsWith('judge@') || !list || extra !== undefined) return shape;
  const evs: ActionEv[] = [];
  for (const v of list.split(',')) {
    const [action = '', number = '', more] = v.split('=');
    const ev = Number(number);
    if (!ACTIONS.includes(action) || number === '' || !Number.isFinite(ev) || more !== undefined) {
      return `${shape}; ${excerpt(v)} is not an action and its EV`;
    }
    evs.push({ action: action as Action, ev });
  }
  return { kind: 'judge', key: head.slice('judge@'.length), evs };
}
