import { HOME, START } from './board.ts';
import type { ParcheesiState } from './rules.ts';
import { applyStep, type Step, whyNotDone } from './turns.ts';

/** A turn being built step by step on the page: where it stands, and what may come next. */
export interface PartialTurn {
  readonly board: readonly number[];
  readonly dice: readonly number[];
  /** Why Done is not allowed yet, or undefined when the turn may end here. */
  readonly notDone: string | undefined;
}

/** The board and dice after the steps played so far (each was legal when it was played). */
export function partialTurn(s: ParcheesiState, steps: readonly Step[]): PartialTurn {
  let board = s.board.slice();
  let dice = (s.dice ?? []).slice();
  for (const step of steps) {
    const next = applyStep(board, s.turn, dice, step);
    if (typeof next === 'string') break;
    board = next.board;
    dice = next.dice;
  }
  return { board, dice, notDone: whyNotDone(s.board, board, s.turn, dice) };
}

/** One step a pawn can take now: where it lands, and the die it uses. */
export interface Target {
  readonly step: Step;
  readonly to: number;
  readonly label: string;
}

/** The steps pawn `id` of the seat to move can take from the partial turn, one per die value. */
export function targetsOf(s: ParcheesiState, turn: PartialTurn, id: number): Target[] {
  const seat = s.turn;
  const loc = turn.board[seat * 4 + id] as number;
  if (loc === HOME) return [];
  const steps: Step[] =
    loc === START
      ? [{ kind: 'enter', pawn: id }]
      : [...new Set(turn.dice)].map((die) => ({ kind: 'move', pawn: id, die }));
  const out: Target[] = [];
  for (const step of steps) {
    const next = applyStep(turn.board, seat, turn.dice, step);
    if (typeof next === 'string') continue;
    const to = next.board[seat * 4 + id] as number;
    const label = step.kind === 'enter' ? 'enter' : `move ${step.die}`;
    out.push({ step, to, label: next.bonus ? `${label}, bonus ${next.bonus}` : label });
  }
  return out;
}
