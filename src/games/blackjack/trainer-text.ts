import { type Advice, costOf } from './advice.ts';
import type { Action } from './ev.ts';
import type { Verdict } from './trainer.ts';

/** Words for the page: the buttons' names, and EVs as fractions of a bet. */
export const ACTION_NAMES: Readonly<Record<Action, string>> = {
  hit: 'Hit',
  stand: 'Stand',
  double: 'Double',
  split: 'Split',
};

/** Two decimals, three below a hundredth, so a small cost is not shown as nothing. */
const digits = (x: number) => (Math.abs(x) < 0.01 ? 3 : 2);
export const signed = (x: number): string =>
  `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits(x))}`;
export const amount = (x: number): string => x.toFixed(digits(x));

/** The trainer's flag for a decision: what was best and what the choice cost, or praise. */
export function verdictText(v: Verdict): string {
  const cost = costOf(v);
  if (cost === 0) return `${ACTION_NAMES[v.action]} was best: ${signed(v.ev)} of a bet.`;
  return `${ACTION_NAMES[v.best]} was best: ${signed(v.bestEv)} of a bet; ${ACTION_NAMES[v.action]} costs ${amount(cost)}.`;
}

/** The analysis as a line: each legal action's EV, the best marked. */
export const adviceText = (a: Advice): string =>
  a.actions
    .map((x) => `${ACTION_NAMES[x.action]} ${signed(x.ev)}${x.action === a.best ? ' (best)' : ''}`)
    .join(', ');

export const isAdvice = (x: unknown): x is Advice =>
  typeof x === 'object' && x !== null && Array.isArray((x as Advice).actions);
