import {
  canDeal,
  DEAL_TO,
  empties,
  FAST_DEAL,
  type Fast,
  type FastMove,
  faceDown,
  fastMoves,
  follows,
  play,
  rank,
  suit,
  toFast,
  toSpiderMove,
} from './fast.ts';
import { GIVE_UP, type SpiderMove, type SpiderObservation, TABLEAUS } from './state.ts';

/**
 * The greedy player, the quick hint (the no-peek player proper is planner.ts): it sees what a
 * player sees (face-up cards, how many cards lie face down, how many deals are left), never
 * takes a move back, and remembers nothing between moves. It won 5.5% of 2-suit deals.
 *
 * It looks `depth` moves ahead over the cards it can see, stopping where an unknown card would
 * turn up, and heads for the position of highest `value` found, by the shortest way. It moves
 * only towards a value above the present one; else it deals; else, with a tableau empty and
 * deals left, it fills the tableau as well as it can; else, the stock used, it gives up. As the
 * best value in reach never falls and the way to it shortens at every move, it cannot loop.
 */

export const DEFAULT_DEPTH = 2;

/**
 * Moves worth trying. Left out: a partial run onto a card of another suit (it breaks a link and
 * gains none), a whole tableau onto an empty one (nothing changes), and a run that leaves a card
 * of its own suit-and-rank parent only to land on another such parent of another suit.
 */
export function useful(f: Fast, m: FastMove): boolean {
  if (m.to === DEAL_TO) return true;
  const source = f.piles[m.from] as number[];
  const target = f.piles[m.to] as number[];
  const moved = source[source.length - m.count] as number;
  const below = source[source.length - m.count - 1];
  const whole = m.count === source.length;
  if (target.length === 0) return !whole;
  const onto = target[target.length - 1] as number;
  const sameSuit = suit(onto) === suit(moved);
  const partial = below !== undefined && follows(below, moved);
  if (partial) return sameSuit;
  // The run sat on a face-up card one higher: moving it only changes the suit it lies on.
  const natural =
    below !== undefined &&
    source.length - m.count - 1 >= (f.down[m.from] as number) &&
    rank(below) === rank(moved) + 1;
  return !natural || sameSuit;
}

/** A face-up card one lower on another, any suit: a pile in order, ready to be built in suit. */
function naturalLinks(f: Fast): number {
  let n = 0;
  for (let i = 0; i < TABLEAUS; i++) {
    const p = f.piles[i] as number[];
    for (let j = (f.down[i] as number) + 1; j < p.length; j++) {
      if (rank(p[j - 1] as number) === rank(p[j] as number) + 1) n++;
    }
  }
  return n;
}

/** Same-suit links, counted among face-up cards. */
function suited(f: Fast): number {
  let n = 0;
  for (let i = 0; i < TABLEAUS; i++) {
    const p = f.piles[i] as number[];
    for (let j = (f.down[i] as number) + 1; j < p.length; j++) {
      const a = p[j - 1] as number;
      const b = p[j] as number;
      if (a === b + 1 && Math.floor(a / 13) === Math.floor(b / 13)) n++;
    }
  }
  return n;
}

/**
 * How good a position looks from what is seen. While deals are left an empty tableau counts
 * against, by more than the link a fill may break: a deal needs it filled, and a fill must
 * never be undone for profit (or the player would loop). Once the stock is used it counts for.
 */
export function value(f: Fast): number {
  const space = f.stock.length > 0 ? -20 : 20;
  return (
    f.done * 1000 - faceDown(f) * 50 + suited(f) * 10 + naturalLinks(f) * 3 + empties(f) * space
  );
}

interface Best {
  value: number;
  dist: number;
  first: FastMove | null;
}

/** The best value within `depth` moves, searched over seen cards only. */
function search(f: Fast, depth: number, dist: number, first: FastMove | null, best: Best) {
  for (const m of fastMoves(f)) {
    if (m.to === DEAL_TO || !useful(f, m)) continue;
    const g = play(f, m);
    const v = value(g);
    const lead = first ?? m;
    if (v > best.value || (v === best.value && dist + 1 < best.dist)) {
      best.value = v;
      best.dist = dist + 1;
      best.first = lead;
    }
    // Past a card turning up the player cannot see on.
    if (depth > 1 && !g.revealed) search(g, depth - 1, dist + 1, lead, best);
  }
}

/** The best fill of an empty tableau (a deal needs every tableau filled). */
function fill(f: Fast): FastMove | null {
  let best: { m: FastMove; v: number } | null = null;
  for (const m of fastMoves(f)) {
    if (m.to === DEAL_TO || (f.piles[m.to] as number[]).length > 0 || !useful(f, m)) continue;
    const v = value(play(f, m));
    if (!best || v > best.v) best = { m, v };
  }
  return best?.m ?? null;
}

export function greedyMove(o: SpiderObservation, depth = DEFAULT_DEPTH): SpiderMove {
  const f = toFast(o);
  // The position itself holds its value at distance 0: only a higher value is worth moving for.
  const best: Best = { value: value(f), dist: 0, first: null };
  search(f, depth, 0, null, best);
  if (best.first) return toSpiderMove(best.first);
  if (canDeal(f)) return toSpiderMove(FAST_DEAL);
  if (f.stock.length === 0) return GIVE_UP;
  const m = fill(f) ?? fastMoves(f).find((x) => x.to !== DEAL_TO);
  if (!m) throw new Error('no move while deals are left: the rules allow none');
  return toSpiderMove(m);
}
