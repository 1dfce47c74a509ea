import { type Card, cardName } from '../../../src/cards/card.ts';
import { standardDeck } from '../../../src/cards/deck.ts';
import { createRng, type Rng } from '../../../src/core/rng.ts';
import {
  type CardId,
  idOf,
  masksOfIds,
  pltMayThrow,
  pltWantsIds,
} from '../../../src/games/rummy/sim-plt.ts';
import type { RummyObservation } from '../../../src/games/rummy/state.ts';

/**
 * The other player's hidden cards read from the public history, on the guess that it plays as
 * PLT's player does: a particle filter. Each particle is one hand it could hold, dealt at random
 * from the cards we had not seen, then carried through its turns: a take or a pass must be what
 * PLT's rule does with that hand, a card drawn from the stock is drawn among those that make
 * PLT's rule throw what it threw, and the particle is weighted by how many such cards there
 * were. PLT's player decides by its hand and the pile alone, so its every pass and discard
 * narrows its hand down. Cards we drew from the stock were never in its hand.
 */

/** The weight a hand keeps when it must be mended, unless told otherwise: a guess, not fitted. */
const MEND = 0.05;

const BY_NAME = new Map<string, CardId>(standardDeck().map((c) => [cardName(c), idOf(c)]));

/** One turn as the public history tells it. */
interface Turn {
  readonly mover: number;
  /** The card taken from the pile, or null for a draw from the stock. */
  readonly taken: CardId | null;
  /** The card drawn from the stock, when we drew it. */
  readonly drawn: CardId | null;
  /** Null for the turn under way. */
  readonly discard: CardId | null;
}

const NAME = /^(?:takes|gets|discards) the (.+?)(?: from the discards)?(?:: gin!)?$/;

/** The turns of the history, or null where it cannot be read (a rebuilt stock, a stray text). */
function turnsOf(history: readonly string[]): Turn[] | null {
  const turns: Turn[] = [];
  let mover = 0;
  let taken: CardId | null = null;
  let drawn: CardId | null = null;
  for (const text of history) {
    if (text === 'draws from the stock' || text === 'gets a card') continue;
    const card = BY_NAME.get(NAME.exec(text)?.[1] ?? '');
    if (card === undefined) return null;
    if (text.startsWith('takes')) taken = card;
    else if (text.startsWith('gets')) drawn = card;
    else {
      turns.push({ mover, taken, drawn, discard: card });
      mover = 1 - mover;
      taken = null;
      drawn = null;
    }
  }
  if (taken !== null || drawn !== null) turns.push({ mover, taken, drawn, discard: null });
  return turns;
}

interface Particle {
  hand: CardId[];
  weight: number;
}

function resample(particles: Particle[], rng: Rng): Particle[] {
  const total = particles.reduce((a, p) => a + p.weight, 0);
  const n = particles.length;
  const step = total / n;
  let at = (rng.int(0, 0xffff) / 0x10000) * step;
  const out: Particle[] = [];
  let sum = 0;
  for (const p of particles) {
    sum += p.weight;
    while (at < sum && out.length < n) {
      out.push({ hand: p.hand.slice(), weight: 1 });
      at += step;
    }
  }
  return out;
}

/** The upcard if a take shows its name; else it is still the pile's bottom card. */
function upcardOf(turns: readonly Turn[]): CardId | null {
  const pile: (CardId | null)[] = [null];
  for (const t of turns) {
    if (t.taken !== null && pile.pop() === null) return t.taken;
    if (t.discard !== null) pile.push(t.discard);
  }
  return null;
}

/** Our hand at the deal: the hand now with our turns undone, last first. */
function dealtHand(hand: readonly CardId[], turns: readonly Turn[], viewer: number): Set<CardId> {
  const cards = new Set(hand);
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i] as Turn;
    if (t.mover !== viewer) continue;
    if (t.discard !== null) cards.add(t.discard);
    const got = t.taken ?? t.drawn;
    if (got !== null) cards.delete(got);
  }
  return cards;
}

/**
 * Up to `count` hands the other player may hold now, each with PLT's hand order, or null when
 * the history cannot be read or no hand fits it (then it did not play as PLT's player).
 */
export function readHands(
  o: RummyObservation,
  history: readonly string[],
  seed: number,
  count: number,
  mend = MEND,
): CardId[][] | null {
  const viewer = o.viewer;
  if (typeof viewer !== 'number') return null;
  const turns = turnsOf(history);
  const hand = o.hands[viewer];
  if (!turns || !hand || hand.some((c) => c === null)) return null;
  const ours = (hand as Card[]).map(idOf);
  const rng = createRng(seed);
  const upcard = upcardOf(turns) ?? idOf(o.discards[0] as Card);
  const seen = new Set<CardId>([...dealtHand(ours, turns, viewer), upcard]);
  const ourDraws = new Set(turns.flatMap((t) => (t.drawn === null ? [] : [t.drawn])));
  const hidden = (h: readonly CardId[]) => {
    const held = new Set(h);
    const pool: CardId[] = [];
    for (let id = 0; id < 52; id++) {
      if (!seen.has(id) && !ourDraws.has(id) && !held.has(id)) pool.push(id);
    }
    return pool;
  };
  let particles: Particle[] = Array.from({ length: count }, () => ({
    hand: rng.shuffle(hidden([])).slice(0, 10),
    weight: 1,
  }));
  const pile: CardId[] = [upcard];
  /** The cards it took from the pile and still holds. */
  const picked = new Set<CardId>();
  for (const t of turns) {
    const discard = t.discard;
    if (discard === null) break;
    if (t.mover === viewer) {
      if (t.taken !== null) pile.pop();
      if (t.drawn !== null) seen.add(t.drawn);
    } else {
      const top = pile[pile.length - 1] as CardId;
      const below = masksOfIds(pile.slice(0, -1));
      if (t.taken !== null) pile.pop();
      const gone = masksOfIds(pile);
      for (const p of particles) {
        if (p.weight === 0) continue;
        // A hand that would not have drawn as it drew is kept, at a cost: over a long game a
        // hard rule leaves no hand at all.
        if (pltWantsIds(p.hand, top, below) !== (t.taken !== null)) p.weight *= mend;
        // The order of its hidden cards is unknown: a throw tied with the one made fits too.
        const throws = (h: CardId[]) => pltMayThrow(h, h.indexOf(discard), gone);
        if (t.taken !== null) p.hand = [t.taken, ...p.hand];
        const pool = hidden(p.hand);
        if (t.taken === null && !p.hand.includes(discard) && throws([discard, ...p.hand])) {
          // It threw back the card it drew.
          p.weight /= pool.length;
          p.hand = [discard, ...p.hand];
        } else {
          if (!p.hand.includes(discard)) {
            // It held a card this hand does not: the hand is mended rather than lost.
            const mendable = p.hand.flatMap((id, i) => (picked.has(id) ? [] : [i]));
            p.hand[rng.pick(mendable)] = discard;
            p.weight *= mend;
          }
          if (t.taken !== null) {
            if (!throws(p.hand)) p.weight *= mend;
          } else {
            const fits = pool.filter((x) => x !== discard && throws([x, ...p.hand]));
            if (fits.length > 0) {
              p.weight *= fits.length / pool.length;
              p.hand = [rng.pick(fits), ...p.hand];
            } else {
              p.weight *= mend / pool.length;
              p.hand = [rng.pick(pool.filter((x) => x !== discard)), ...p.hand];
            }
          }
        }
        if (p.weight > 0) p.hand = p.hand.filter((id) => id !== discard);
      }
      if (t.taken !== null) picked.add(t.taken);
      picked.delete(discard);
      const total = particles.reduce((a, p) => a + p.weight, 0);
      if (total === 0) return null;
      const squares = particles.reduce((a, p) => a + p.weight * p.weight, 0);
      if ((total * total) / squares < count / 2) particles = resample(particles, rng);
    }
    seen.add(discard);
    pile.push(discard);
  }
  return resample(particles, rng).map((p) => p.hand);
}
