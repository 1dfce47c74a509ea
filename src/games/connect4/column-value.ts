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

/**
 * Both bounds in words: a range when both are wins or both losses ("win in 10–14": no faster
 * than 10 moves, no slower than 14), else each bound, the one for the worst first.
 */
export function boundsText(
  atLeast: ExactValue | undefined,
  atMost: ExactValue | undefined,
): string {
  if (atLeast?.kind === 'win' && atMost?.kind === 'win') {
    return `win in ${atMost.moves}–${atLeast.moves}`;
  }
  if (atLeast?.kind === 'loss' && atMost?.kind === 'loss') {
    return `loss in ${atLeast.moves}–${atMost.moves}`;
  }
  const bounds = [
    atLeast && boundText('atLeast', atLeast),
    atMost && boundText('atMost', atMost),
  ].filter((b) => b !== undefined);
  return bounds.length > 0 ? bounds.join(', ') : '…';
}

/**
 * The same within a column's width under the board: a range without "in", else only the bound
 * the player to move can count on (the one for the worst), else the other.
 */
function shortBoundsText(atLeast: ExactValue | undefined, atMost: ExactValue | undefined): string {
  const range = boundsText(atLeast, atMost);
  if (range.includes('–')) return range.replace(' in ', ' ');
  if (atLeast?.kind === 'win') return `win ≤ ${atLeast.moves}`;
  if (atLeast?.kind === 'loss') return `loss ≥ ${atLeast.moves}`;
  if (atLeast) return '≥ draw';
  if (atMost?.kind === 'loss') return `loss ≤ ${atMost.moves}`;
  if (atMost?.kind === 'win') return `≤ win ${atMost.moves}`;
  return atMost ? '≤ draw' : '…';
}

/** The value in words; `short` keeps a searched column's bounds within a column's width. */
export function valueText(v: ColumnValue, short = false): string {
  switch (v.kind) {
    case 'full':
      return 'full';
    case 'pending':
      return '…';
    case 'searching':
      return (short ? shortBoundsText : boundsText)(v.atLeast, v.atMost);
    default:
      return exactText(v);
  }
}
