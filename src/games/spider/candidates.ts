import { type Board, DEAL, runMove } from './board.ts';
import { follows, rank, runLen, suit } from './fast.ts';
import { TABLEAUS } from './state.ts';

/**
 * The moves the full-knowledge solver tries: a subset of the legal ones that keeps a win
 * wherever one is usually found, far fewer than all of them.
 *
 * - A run moves whole (all the same-suit cards on top) unless the part lands on its own suit:
 *   a part onto another suit breaks a link and frees nothing.
 * - A run lying on a face-up card one higher moves only onto its own suit: elsewhere it would
 *   just lie on another card one higher (two destinations that look the same).
 * - Empty tableaus are all alike for what lands there: only the first is tried. A whole pile
 *   never moves to one (nothing would change). A part of a run moves there while the stock
 *   lasts, or when a card of the rank it uncovers waits elsewhere to take its place.
 * - The deal while the stock lasts, empty tableaus filled first (fill.ts).
 */
export function candidates(b: Board, out: number[]): number[] {
  out.length = 0;
  const empty = b.piles.findIndex((p) => p.length === 0);
  const runs: number[] = [];
  for (let i = 0; i < TABLEAUS; i++) runs.push(runLen(b, i));
  for (let from = 0; from < TABLEAUS; from++) {
    const run = runs[from] as number;
    if (run === 0) continue;
    const p = b.piles[from] as number[];
    const downs = b.down[from] as number;
    for (let to = 0; to < TABLEAUS; to++) {
      const q = b.piles[to] as number[];
      if (to === from || q.length === 0) continue;
      const onto = q[q.length - 1] as number;
      // The one count whose deepest card is one lower than the target's top.
      const count = rank(onto) - rank(p[p.length - 1] as number);
      if (count < 1 || count > run) continue;
      const moved = p[p.length - count] as number;
      const sameSuit = suit(onto) === suit(moved);
      if (count < run && !sameSuit) continue;
      const at = p.length - count - 1;
      const natural = at >= downs && rank(p[at] as number) === rank(moved) + 1;
      if (natural && !sameSuit && !movesOn(b, from, at, to)) continue;
      out.push(runMove(from, count, to));
    }
    if (empty < 0) continue;
    // While the stock lasts an empty tableau blocks the deal: any split may be what fills it.
    const split = b.dealt < b.stock.length;
    for (let count = 1; count <= run; count++) {
      if (count === p.length) break;
      if (count < run && !split && !wanted(b, runs, from, rank(p[p.length - count] as number))) {
        continue;
      }
      out.push(runMove(from, count, empty));
    }
  }
  // The deal fills any empty tableau first (fill.ts).
  if (b.dealt < b.stock.length) out.push(DEAL);
  return out;
}

/** Some other pile's run holds a card of rank `r` that could move onto what a split uncovers. */
function wanted(b: Board, runs: readonly number[], from: number, r: number): boolean {
  for (let i = 0; i < TABLEAUS; i++) {
    if (i === from) continue;
    const p = b.piles[i] as number[];
    const run = runs[i] as number;
    const topRank = rank(p[p.length - 1] as number);
    if (run > 0 && topRank <= r && r < topRank + run) return true;
  }
  return false;
}

/**
 * The run whose top card is pile `from`'s card `at` could move once what lies on it leaves:
 * some card of it (its deepest onto any suit, the others onto their own) has a place on top of
 * a pile other than `from` and `to`. Only then is moving a run from one card one higher onto
 * another worth a try: it uncovers that run (in four suits, the way to reach what lies below).
 */
function movesOn(b: Board, from: number, at: number, to: number): boolean {
  const p = b.piles[from] as number[];
  const downs = b.down[from] as number;
  let deepest = at;
  while (deepest > downs && follows(p[deepest - 1] as number, p[deepest] as number)) deepest--;
  for (let i = 0; i < TABLEAUS; i++) {
    if (i === from || i === to) continue;
    const q = b.piles[i] as number[];
    if (q.length === 0) continue;
    const onto = q[q.length - 1] as number;
    const k = at - (rank(onto) - 1 - rank(p[at] as number));
    if (k < deepest || k > at) continue;
    if (k === deepest || suit(onto) === suit(p[k] as number)) return true;
  }
  return false;
}
