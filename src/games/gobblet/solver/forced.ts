import { afterMove, canonicalKey, flip, movesFor, outcome } from './solve3.ts';

/**
 * An independent check of the solver's distances, for tests: a plain AND-OR search, true when the mover forces a line
 * within `plies` (its own moves counted), with no windows; its table keeps, per position, the
 * most plies known not to be enough and the fewest known to be.
 */
export class Forced {
  private readonly enough = new Map<number, number>();
  private readonly short = new Map<number, number>();

  win(board: number[], plies: number): boolean {
    const key = canonicalKey(board);
    if ((this.enough.get(key) ?? Infinity) <= plies) return true;
    if ((this.short.get(key) ?? -1) >= plies) return false;
    const children: number[][] = [];
    let won = false;
    for (const m of movesFor(board)) {
      const after = afterMove(board, m);
      const o = outcome(after);
      if (o === 1) won = true;
      if (o === 0) children.push(flip(after));
    }
    if (!won && plies >= 3) won = children.some((c) => this.lose(c, plies - 1));
    if (won) this.enough.set(key, Math.min(plies, this.enough.get(key) ?? Infinity));
    else this.short.set(key, Math.max(plies, this.short.get(key) ?? -1));
    return won;
  }

  /** The mover of `board` shows the other a line within `plies`, whatever it plays. */
  lose(board: number[], plies: number): boolean {
    const children: number[][] = [];
    for (const m of movesFor(board)) {
      const after = afterMove(board, m);
      const o = outcome(after);
      if (o === 1) return false;
      if (o === 0) children.push(flip(after));
    }
    return children.every((c) => plies >= 2 && this.win(c, plies - 1));
  }
}
