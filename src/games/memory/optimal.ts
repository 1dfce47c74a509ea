import { add, compare, type Fraction, fraction, mul } from './fraction.ts';

/**
 * The optimal player of Memory with perfect memory, by an exact dynamic programme over
 * (n pairs left, k cards seen whose partner is unseen); every such position is alike up to the
 * names of the cards. A turn (a "move") turns two cards:
 *
 * - a pair whose two cards are both known is taken at once (one move);
 * - else turn an unseen card. With chance k/u (u = 2n − k unseen) it is the partner of a known
 *   card: turn that and take the pair. Otherwise it is new, and the second card is either
 *   - a known card (k ≥ 1): nothing is learnt beyond the first, giving (n, k + 1); or
 *   - another unseen card: its partner (1/(u−1)), the pair is taken; the partner of a known card
 *     (k/(u−1)), taken next move; or new (the rest), giving (n, k + 2).
 *
 * The player takes whichever second card gives the lower expectation. For 10 pairs the answer
 * is 227287744/14549535 ≈ 15.6217 moves.
 */
export type SecondCard = 'known' | 'unseen';

interface Entry {
  readonly expected: Fraction;
  /** After a new first card: which second card is optimal; null when there is no choice. */
  readonly second: SecondCard | null;
}

const ZERO = fraction(0n);
const ONE = fraction(1n);
const table = new Map<string, Entry>();

const frac = (a: number, b: number) => fraction(BigInt(a), BigInt(b));

function entry(n: number, k: number): Entry {
  if (n === 0) return { expected: ZERO, second: null };
  const key = `${n},${k}`;
  const known = table.get(key);
  if (known) return known;
  const u = 2 * n - k;
  // Every unseen card is the partner of a known one: one move a pair.
  if (u === k) {
    const done = { expected: fraction(BigInt(n)), second: null };
    table.set(key, done);
    return done;
  }
  let expected = ZERO;
  if (k > 0) expected = add(expected, mul(frac(k, u), add(ONE, entry(n - 1, k - 1).expected)));
  // The first card is new: the better of the two second cards.
  const unseen = secondUnseen(n, k, u);
  const knownCard = k > 0 ? add(ONE, entry(n, k + 1).expected) : null;
  const useKnown = knownCard !== null && compare(knownCard, unseen) < 0;
  const branch = useKnown ? (knownCard as Fraction) : unseen;
  expected = add(expected, mul(frac(u - k, u), branch));
  const done = {
    expected,
    second: knownCard === null ? null : useKnown ? 'known' : 'unseen',
  } as Entry;
  table.set(key, done);
  return done;
}

/** Expected moves from a new first card when the second is another unseen card. */
function secondUnseen(n: number, k: number, u: number): Fraction {
  const rest = u - 1;
  let e = mul(frac(1, rest), add(ONE, entry(n - 1, k).expected));
  if (k > 0) e = add(e, mul(frac(k, rest), add(fraction(2n), entry(n - 1, k).expected)));
  const fresh = rest - 1 - k;
  if (fresh > 0) e = add(e, mul(frac(fresh, rest), add(ONE, entry(n, k + 2).expected)));
  return e;
}

/** The optimal expected number of moves with `pairs` pairs, from the start. */
export const expectedMoves = (pairs: number, known = 0): Fraction => entry(pairs, known).expected;

/** The optimal second card after a new first card, with n pairs left and k known singles. */
export const optimalSecond = (n: number, k: number): SecondCard => entry(n, k).second ?? 'unseen';
