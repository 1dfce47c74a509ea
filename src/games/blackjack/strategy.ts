import type { Card } from '../../cards/card.ts';
import { bestTotal, isSoft, pointOf } from './hand.ts';
import { actionsOf, type BlackjackMove, type BlackjackView } from './rules.ts';

/** The up card's column: ace first, as ev.ts orders ranks. */
export const column = (up: Card): number => pointOf(up) - 1;

/**
 * A basic-strategy table's choice for the view's hand (see ev.ts `rowOf` and the letters):
 * pairs first, then soft and hard totals; a double that is not allowed falls back as its
 * letter says.
 */
export function basicMove(table: Map<string, string[]>, v: BlackjackView): BlackjackMove {
  const legal = actionsOf(v).map((m) => m.kind);
  if (v.phase !== 'player') return { kind: legal[0] } as BlackjackMove;
  const hand = v.hands[v.active] as Card[];
  const up = column(v.dealer[0] as Card);
  const total = bestTotal(hand);
  const pair =
    legal.includes('split') &&
    `pair ${pointOf(hand[0] as Card) === 1 ? 'A' : pointOf(hand[0] as Card)}`;
  const cell = (row: string) => table.get(row)?.[up];
  let letter = (pair && cell(pair)) || undefined;
  if (letter !== 'P') {
    const soft = isSoft(hand);
    const row = soft
      ? `soft ${Math.min(20, Math.max(13, total))}`
      : `hard ${Math.min(19, Math.max(5, total))}`;
    letter = total >= (soft ? 19 : 17) ? 'S' : (cell(row) ?? 'H');
    if (soft && total < 13) letter = 'H';
  }
  const canDouble = legal.includes('double');
  if (letter === 'P') return { kind: 'split' };
  if (letter === 'D') return { kind: canDouble ? 'double' : 'hit' };
  if (letter === 'Ds') return { kind: canDouble ? 'double' : 'stand' };
  return { kind: letter === 'S' ? 'stand' : 'hit' };
}
