import { type Card, cardValue, SUITS, suitOf } from '../../cards/card.ts';

/**
 * Sets, runs and PLT's `gin-size` (ginrummy.rkt), ported step by step: the machine player's
 * choices hang on it, so it keeps PLT's search (three sorted orders, windows of three, extend
 * or not) rather than a search of our own. gin.test.ts checks it against an exhaustive cover.
 */

/** A card as PLT's code reads it: value 1 (ace) to 13, suit id 1 (clubs) to 4 (spades). */
interface Pip {
  readonly v: number;
  readonly s: number;
}

const pipCache = new Map<Card, Pip>();
function pip(card: Card): Pip {
  let p = pipCache.get(card);
  if (!p) {
    p = { v: cardValue(card), s: SUITS.indexOf(suitOf(card)) + 1 };
    pipCache.set(card, p);
  }
  return p;
}

const consecutive = (values: readonly number[]) =>
  values.every((v, i) => i === 0 || v === (values[i - 1] as number) + 1);

/** PLT's `set?`: three or more cards of one value, or a run in one suit, ace low or high. */
function isSetOf(cards: readonly Pip[]): boolean {
  const first = cards[0] as Pip;
  if (cards.every((c) => c.v === first.v)) return true;
  if (!cards.every((c) => c.s === first.s)) return false;
  const sorted = cards.map((c) => c.v).sort((a, b) => a - b);
  return consecutive(sorted) || (sorted[0] === 1 && consecutive([...sorted.slice(1), 14]));
}

export const isSet = (cards: readonly Card[]): boolean =>
  cards.length >= 3 && isSetOf(cards.map(pip));

const sortBy = (cards: readonly Pip[], key: (c: Pip) => number) =>
  // Array.prototype.sort is stable, as Racket's `sort` is.
  [...cards].sort((a, b) => key(a) - key(b));

/** PLT's `find-set`: each window of three in `l` that is a set, extended or not, plus the rest. */
function findSet(l: readonly Pip[]): number {
  let best = 0;
  // `pre` holds the cards before the window, most recent first, as PLT's consed list does.
  let pre: Pip[] = [];
  for (let start = 0; start + 3 <= l.length; start++) {
    const group = l.slice(start, start + 3);
    const post = l.slice(start + 3);
    if (isSetOf(group)) best = Math.max(best, extend(pre, group, post));
    pre = [l[start] as Pip, ...pre];
  }
  return best;
}

/** PLT's `exloop`: grow the set while the next card keeps it one, or stop and cover the rest. */
function extend(pre: readonly Pip[], set: readonly Pip[], post: readonly Pip[]): number {
  if (post.length === 0) return set.length + (pre.length === 0 ? 0 : sizeOf(pre));
  const grown = [post[0] as Pip, ...set];
  const stop = () => set.length + sizeOf([...pre, ...post]);
  if (isSetOf(grown)) return Math.max(extend(pre, grown, post.slice(1)), stop());
  return stop();
}

/** The suit-sorted list with each suit's ace moved after its king, as PLT's `ace-loop`. */
function acesHigh(suitSorted: readonly Pip[]): Pip[] {
  const out: Pip[] = [];
  let i = 0;
  while (i < suitSorted.length) {
    const c = suitSorted[i] as Pip;
    const next = suitSorted[i + 1];
    if (c.v === 1 && next !== undefined && next.s === c.s) {
      out.push(next);
      i += 2;
      while (i < suitSorted.length && (suitSorted[i] as Pip).s <= c.s)
        out.push(suitSorted[i++] as Pip);
      out.push(c);
    } else {
      out.push(c);
      i++;
    }
  }
  return out;
}

function sizeOf(cards: readonly Pip[]): number {
  if (cards.length <= 2) return 0;
  const valueSorted = sortBy(cards, (c) => c.v);
  const suitSorted = sortBy(cards, (c) => 20 * c.s + c.v);
  return Math.max(findSet(valueSorted), findSet(suitSorted), findSet(acesHigh(suitSorted)));
}

/**
 * PLT's `gin-size`: the most cards of `cards` that disjoint sets cover. The search only reads
 * the cards' values, so the answer depends on the set of cards and is kept by it.
 */
const sizeCache = new Map<string, number>();
export function ginSize(cards: readonly Card[]): number {
  if (cards.length <= 2) return 0;
  const key = [...cards].sort().join(',');
  let size = sizeCache.get(key);
  if (size === undefined) {
    size = sizeOf(cards.map(pip));
    if (sizeCache.size > 200_000) sizeCache.clear();
    sizeCache.set(key, size);
  }
  return size;
}

/** PLT's `gin?`: every card of the hand is in a set. */
export const isGin = (cards: readonly Card[]): boolean => ginSize(cards) === cards.length;

/** The literal search without the cache, for the test that compares orders and covers. */
export const ginSizeUncached = (cards: readonly Card[]): number => sizeOf(cards.map(pip));
