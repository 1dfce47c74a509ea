import { describe, expect, it } from 'vitest';
import { type Card, parseCards } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { coverSize, masksOf } from './cover.ts';
import { isGin } from './gin.ts';
import { idOf } from './sim-plt.ts';
import { TwoDraw } from './two-draw.ts';

const cards = (text: string): Card[] => unwrap(parseCards(text));
const chances = (unseen: readonly Card[]) => new TwoDraw(unseen.map(idOf));
const without = (hand: readonly Card[], card: Card) => hand.filter((c) => c !== card);

/** By enumeration with PLT's gin test: does drawing `c` make `hand` gin after a discard? */
const ginWith = (hand: readonly Card[], c: Card) =>
  [c, ...hand].some((d) => isGin(without([c, ...hand], d)));

function oneDraw(hand: readonly Card[], unseen: readonly Card[]): number {
  return unseen.filter((c) => ginWith(hand, c)).length / unseen.length;
}

/** Every first card, then every discard after it, then the second card over the rest. */
function twoDraws(hand: readonly Card[], unseen: readonly Card[]): number {
  let sum = 0;
  for (const c of unseen) {
    if (ginWith(hand, c)) sum += 1;
    else {
      const rest = without(unseen, c);
      const held = [c, ...hand];
      sum += Math.max(...held.map((d) => oneDraw(without(held, d), rest)));
    }
  }
  return sum / unseen.length;
}

describe('the exact two-draw gin chance', () => {
  // Three sets and 9D: the gin outs are 2H, 6H and 7H (hearts and sevens), 10S and AS (spades).
  const oneAway = cards('3H 4H 5H 7C 7D 7S JS QS KS 9D');

  it('counts the gin outs of a hand one card from gin', () => {
    const all = standardDeck().filter((c) => !oneAway.includes(c));
    expect(chances(all).outs(masksOf(oneAway))).toBe(5);
    expect(chances(all).next(masksOf(oneAway))).toBeCloseTo(5 / 42, 12);
  });

  it('works a hand with two outs among four unseen cards out by hand', () => {
    // 2H or 6H is gin (2 of 4); after 2C or KD, throwing it back leaves 2 outs of the 3 left.
    const unseen = cards('2H 6H 2C KD');
    const m = masksOf(oneAway);
    expect(chances(unseen).next(m)).toBe(0.5);
    expect(chances(unseen).two(m)).toBeCloseTo((1 + 1 + 2 / 3 + 2 / 3) / 4, 12);
    expect(twoDraws(oneAway, unseen)).toBeCloseTo(5 / 6, 12);
    expect(m).toEqual(masksOf(oneAway));
  });

  it('finds gin two cards away only by keeping the first card drawn', () => {
    // No gin out now; KS or 10S with JS QS makes a run, and then the other is the one out.
    const hand = cards('3H 4H 5H 7C 7D 7S JS QS 9D 2C');
    const unseen = cards('KS 9C 10S 8H');
    expect(chances(unseen).next(masksOf(hand))).toBe(0);
    expect(chances(unseen).two(masksOf(hand))).toBeCloseTo((1 / 3 + 1 / 3) / 4, 12);
    expect(twoDraws(hand, unseen)).toBeCloseTo(1 / 6, 12);
  });

  it('agrees with enumeration on hands near gin and a few unseen cards', () => {
    const rng = createRng(3);
    let someChance = 0;
    let tried = 0;
    for (let t = 0; t < 25 && tried < 5000; tried++) {
      // Cards of a few values and suits, so that sets and near-gin hands are common.
      const deck = rng.shuffle(standardDeck().filter((c) => /^(A|2|3|4|5|J|Q|K)[CDH]$/.test(c)));
      const hand = deck.slice(0, 10);
      // Seven or more cards in sets: a hand a draw or two from gin.
      if (coverSize(masksOf(hand)) < 7 || isGin(hand)) continue;
      t++;
      const unseen = deck.slice(10, 15);
      const exact = chances(unseen).two(masksOf(hand));
      expect(exact, hand.join(' ')).toBeCloseTo(twoDraws(hand, unseen), 12);
      expect(chances(unseen).next(masksOf(hand))).toBeCloseTo(oneDraw(hand, unseen), 12);
      if (exact > 0) someChance++;
    }
    // The check means something only if many of these hands have a chance at all.
    expect(someChance).toBeGreaterThan(12);
  });

  it('gives three draws at least the two-draw chance, and more where a draw can still help', () => {
    const rng = createRng(5);
    let more = 0;
    for (let t = 0; t < 20; t++) {
      const deck = rng.shuffle(standardDeck().filter((x) => /^(A|2|3|4|5|J|Q|K)[CDH]$/.test(x)));
      const hand = deck.slice(0, 10);
      const held = masksOf(hand);
      const rest = chances(deck.slice(10, 18));
      const three = rest.three(held);
      expect(held).toEqual(masksOf(hand));
      expect(three).toBeGreaterThanOrEqual(rest.two(held) - 1e-12);
      expect(three).toBeLessThanOrEqual(1);
      if (three > rest.two(held) + 1e-12) more++;
    }
    expect(more).toBeGreaterThan(0);
  });
});
