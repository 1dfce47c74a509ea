/**
 * A column's value as the page shows it. Apart from analysis.ts, which computes it, so the page's
 * view draws it without loading the solver (the engine worker runs that).
 */

/** What a column is worth to the player to move, in words a player reads. */
export type ColumnValue =
  | { kind: 'win'; moves: number }
  | { kind: 'draw' }
  | { kind: 'loss'; moves: number }
  | { kind: 'full' }
  /** Not solved yet: the analysis so far shows the columns already known. */
  | { kind: 'pending' };

export function valueText(v: ColumnValue): string {
  switch (v.kind) {
    case 'win':
      return `win in ${v.moves}`;
    case 'loss':
      return `loss in ${v.moves}`;
    case 'pending':
      return '…';
    default:
      return v.kind;
  }
}
