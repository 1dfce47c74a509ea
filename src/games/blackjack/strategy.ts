import type { Card } from '../../cards/card.ts';
import type { Action, FixedStrategy } from './ev.ts';
import { bestTotal, isSoft, pointOf } from './hand.ts';
import { actionsOf, type BlackjackMove, type BlackjackView } from './rules.ts';

/** The up card's column: ace first, as ev.ts orders ranks. */
export const column = (up: Card): number => pointOf(up) - 1;

type Table = ReadonlyMap<string, readonly string[]>;

/**
 * A basic-strategy table's letter for a hand (see ev.ts `rowOf` and the letters): its pair row
 * when it may split and that row says P, else the row of its soft or hard total.
 */
export function letterOf(
  table: Table,
  up: number,
  total: number,
  soft: boolean,
  pairRow: string | null,
): string {
  if (pairRow && table.get(pairRow)?.[up] === 'P') return 'P';
  if (soft && total < 13) return 'H';
  if (total >= (soft ? 19 : 17)) return 'S';
  const row = soft
    ? `soft ${Math.min(20, Math.max(13, total))}`
    : `hard ${Math.min(19, Math.max(5, total))}`;
  return table.get(row)?.[up] ?? 'H';
}

/** A letter as an action: a double that is not allowed falls back as the letter says. */
export function actionOf(letter: string, canDouble: boolean): Action {
  if (letter === 'P') return 'split';
  if (letter === 'D') return canDouble ? 'double' : 'hit';
  if (letter === 'Ds') return canDouble ? 'double' : 'stand';
  return letter === 'S' ? 'stand' : 'hit';
}

/** A basic-strategy table's choice for the view's hand. */
export function basicMove(table: Table, v: BlackjackView): BlackjackMove {
  const legal = actionsOf(v).map((m) => m.kind);
  if (v.phase !== 'player') return { kind: legal[0] } as BlackjackMove;
  const hand = v.hands[v.active] as Card[];
  const first = pointOf(hand[0] as Card);
  const pair = legal.includes('split') ? `pair ${first === 1 ? 'A' : first}` : null;
  const letter = letterOf(table, column(v.dealer[0] as Card), bestTotal(hand), isSoft(hand), pair);
  return { kind: actionOf(letter, legal.includes('double')) };
}

/**
 * The same table for the exact calculator (ev.ts `shoeEv`), by ranks (0 the ace ... 9 a ten):
 * the first decision on two cards, and the hit-or-stand of every later one and of split hands.
 */
export function fixedStrategy(table: Table): FixedStrategy {
  return {
    first(a, b, up) {
      const hard = a + b + 2;
      const soft = (a === 0 || b === 0) && hard + 10 <= 21;
      const pair = a === b ? `pair ${a === 0 ? 'A' : a + 1}` : null;
      return actionOf(letterOf(table, up, soft ? hard + 10 : hard, soft, pair), true);
    },
    hits: (total, soft, up) => actionOf(letterOf(table, up, total, soft, null), false) === 'hit',
  };
}
