/**
 * A column's value as the page shows it. Apart from analysis.ts, which computes it, so the page's
 * view draws it without loading the solver (the engine worker runs that).
 */

/** A value the solver has proven: what the move is worth with perfect play after it. */
export type ExactValue =
  | { kind: 'win'; moves: number }
  | { kind: 'draw' }
  | { kind: 'loss'; moves: number };

/** What a column is worth to the player to move, in words a player reads. */
export type ColumnValue =
  | ExactValue
  | { kind: 'full' }
  /** Not solved yet: the analysis so far shows the columns already known. */
  | { kind: 'pending' }
  /**
   * Being solved now: the bounds proven so far, where they are narrower than the widest the
   * value could be (none yet: the search has proven nothing).
   */
  | { kind: 'searching'; atLeast?: ExactValue; atMost?: ExactValue };

function exactText(v: ExactValue): string {
  return v.kind === 'draw' ? 'draw' : `${v.kind} in ${v.moves}`;
}

/**
 * A bound in words, "≥" and "≤" meaning as good and as bad for the player to move, but for a
 * win at least that fast ("win in ≤ 9") and a loss at least that fast ("loss in ≤ 12").
 */
export function boundText(side: 'atLeast' | 'atMost', v: ExactValue): string {
  if (side === 'atLeast' && v.kind === 'win') return `win in ≤ ${v.moves}`;
  if (side === 'atMost' && v.kind === 'loss') return `loss in ≤ ${v.moves}`;
  return `${side === 'atLeast' ? '≥' : '≤'} ${exactText(v)}`;
}

/** The value in words; `oneBound` keeps a searched column to one bound (under the board). */
export function valueText(v: ColumnValue, oneBound = false): string {
  switch (v.kind) {
    case 'full':
      return 'full';
    case 'pending':
      return '…';
    case 'searching': {
      const bounds = [
        v.atLeast && boundText('atLeast', v.atLeast),
        v.atMost && boundText('atMost', v.atMost),
      ].filter((b) => b !== undefined);
      if (bounds.length === 0) return '…';
      return oneBound ? (bounds[0] as string) : bounds.join(', ');
    }
    default:
      return exactText(v);
  }
}
