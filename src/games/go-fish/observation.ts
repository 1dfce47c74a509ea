import { type Card, type Rank, rankOf } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import type { Viewer } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { type GoFishState, LAYS_OWN_PAIRS } from './state.ts';

/** A card as a viewer sees it: its face, or null for a back that carries nothing of the card. */
export type Seen = Card | null;

/** A state as one viewer sees it: other hands face down except cards an ask showed; the pile by size. */
export interface GoFishObservation extends Omit<GoFishState, 'hands' | 'deck'> {
  readonly viewer: Viewer;
  readonly hands: readonly (readonly Seen[])[];
  /** Cards left in the pile. */
  readonly deck: number;
}

export function observe(s: GoFishState, viewer: Viewer): GoFishObservation {
  const sees = (player: number, card: Card) =>
    viewer === 'all' || viewer === player || s.shown.includes(card);
  return {
    ...s,
    viewer,
    hands: s.hands.map((hand, p) => hand.map((c) => (sees(p, c) ? c : null))),
    deck: s.deck.length,
  };
}

/** The cards the observation does not show: in face-down places of hands, or in the pile. */
export function unseenCards(o: GoFishObservation): Card[] {
  const seen = new Set<Card>([...o.boxes.flat(), ...o.hands.flat().filter((c) => c !== null)]);
  return standardDeck().filter((c) => !seen.has(c));
}

/**
 * Deals the unseen cards into the face-down places at random, giving no player a rank it is
 * known to lack (it said "Go Fish" to it since its last unseen draw) and no pair to a player who
 * would have laid it; the rest form the pile.
 * A few tries usually find such a deal; if they do not, the last takes any deal, since any deal
 * of the unseen cards is one the observer cannot rule out by what it sees.
 */
export function determinize(o: GoFishObservation, rng: Rng): GoFishState {
  const unseen = unseenCards(o);
  const slots = o.hands.flat().filter((c) => c === null).length;
  if (unseen.length !== slots + o.deck) {
    throw new Error(`${unseen.length} unseen cards for ${slots + o.deck} face-down places`);
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const hands = fill(o, rng.shuffle(unseen), attempt < 19);
    if (hands) return build(o, hands.hands, hands.rest);
  }
  throw new Error('no deal of the unseen cards fits the observation');
}

/**
 * Whether unseen card `u` may fill a face-down place of player `p`: not a rank it lacks, and,
 * but for seat 0 (who lays pairs by hand), no second card of a rank it holds, since the others'
 * pairs are laid the moment they form.
 */
function fits(
  u: Card,
  p: number,
  hand: readonly Seen[],
  out: readonly Card[],
  lacks: readonly (readonly Rank[])[],
): boolean {
  const rank = rankOf(u);
  if ((lacks[p] ?? []).includes(rank)) return false;
  if (p === LAYS_OWN_PAIRS) return true;
  return ![...out, ...hand].some((c) => c !== null && rankOf(c) === rank);
}

function fill(o: GoFishObservation, pool: Card[], strict: boolean) {
  const rest = pool.slice();
  const hands: Card[][] = [];
  for (const [p, hand] of o.hands.entries()) {
    const out: Card[] = [];
    for (const c of hand) {
      if (c !== null) {
        out.push(c);
        continue;
      }
      const i = rest.findIndex((u) => !strict || fits(u, p, hand, out, o.lacks));
      if (i < 0) return null;
      out.push(rest.splice(i, 1)[0] as Card);
    }
    hands.push(out);
  }
  return { hands, rest };
}

function build(o: GoFishObservation, hands: Card[][], deck: Card[]): GoFishState {
  const { viewer: _viewer, hands: _hands, deck: _deck, ...rest } = o;
  return { ...rest, hands, deck };
}
