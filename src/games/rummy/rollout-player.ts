import type { Card } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';
import type { Masks } from './cover.ts';
import { better, outsMove, type Scored, scoredDiscards, unseenOf } from './outs-player.ts';
import { type CardId, idOf, isGinIds, masksOfIds, pltDiscardIds, pltWantsIds } from './sim-plt.ts';
import type { RummyMove, RummyObservation } from './state.ts';

/**
 * The rollout player: `outs`, except where `outs` rates several discards about the same. Then
 * each of those discards is played out a few turns in deals of the cards it has not seen (the
 * other hand's hidden cards, made more like a hand PLT's player keeps, and the stock, dealt at
 * random from its own observation), the other playing as PLT's player does, and the discard
 * that loses least is kept. Every discard meets the same deals, so their difference is not
 * the deals' luck.
 *
 * Measured against PLT (bench/rummy/match.md, `npx tsx bench/rummy/rollouts.ts`, 1,000 games on
 * seed 1, where outs scores 60.3%): playing both sides as PLT for 8 turns chose worse than
 * outs' own order, even among discards outs rates exactly the same (54.4% to 57.1%, 56.9%):
 * PLT's choices for our side favour what PLT's rating likes, not what outs will do. Counting
 * only the other's gin on its next turn, with discards outs rates exactly the same, is the
 * default: 60.8%, within the noise of outs.
 */

export interface RolloutOptions {
  /** Deals each near-tied discard is played out in. */
  readonly samples: number;
  /** How far below the best `outs` sum a discard of the same gin size still counts as tied. */
  readonly margin: number;
  /** The most discards played out. */
  readonly candidates: number;
  /** Turns (both players') a playout lasts unless someone goes gin first. */
  readonly turns: number;
  /** How many more wins than `outs`' own choice another discard needs to be taken instead. */
  readonly lead: number;
  /** The most stock cards a dealt hand of the other's is improved by, as PLT would keep them. */
  readonly improve: number;
  /** We only pass in playouts (draw from the stock, throw it back): they count the other's gins. */
  readonly passive: boolean;
}

export const ROLLOUT_DEFAULTS: RolloutOptions = {
  samples: 24,
  margin: 0,
  candidates: 3,
  turns: 2,
  lead: 0,
  improve: 6,
  passive: true,
};

const bitOfId = (id: CardId) => 1 << (id % 13);
const suitOfId = (id: CardId) => (id / 13) | 0;

/**
 * +1 if we go gin first within `turns`, −1 if the other does, 0 if neither; the other moves
 * first, with `top` (our discard) on the pile and `gone` the whole pile.
 */
function playout(
  ours: readonly CardId[],
  theirs: readonly CardId[],
  stock: readonly CardId[],
  top: CardId,
  pile: Masks,
  turns: number,
  passive: boolean,
): number {
  const hands = [theirs, ours];
  const gone = pile.slice();
  let card = top;
  let next = 0;
  for (let t = 0; t < turns; t++) {
    const p = t & 1;
    const hand = hands[p] as readonly CardId[];
    if (passive && p === 1) {
      if (next >= stock.length) return 0;
      card = stock[next++] as CardId;
      gone[suitOfId(card)] = (gone[suitOfId(card)] as number) | bitOfId(card);
      continue;
    }
    const s = suitOfId(card);
    gone[s] = (gone[s] as number) & ~bitOfId(card);
    let drawn: CardId;
    if (pltWantsIds(hand, card, gone)) drawn = card;
    else {
      gone[s] = (gone[s] as number) | bitOfId(card);
      if (next >= stock.length) return 0;
      drawn = stock[next++] as CardId;
    }
    const held = [drawn, ...hand];
    const [i] = pltDiscardIds(held, gone);
    card = held[i] as CardId;
    held.splice(i, 1);
    const d = suitOfId(card);
    gone[d] = (gone[d] as number) | bitOfId(card);
    if (isGinIds(held)) return p === 1 ? 1 : -1;
    hands[p] = held;
  }
  return 0;
}

export const STOCK_AT_DEAL = 31;

/**
 * A dealt hand of the other's made more like one PLT's player has kept for a while: it draws
 * `n` cards from the top of the deal's stock and discards each time as PLT does. A card it
 * lets go goes back under the stock, so the deal keeps every card once.
 */
export function improved(hand: CardId[], stock: CardId[], pile: Masks, n: number): CardId[] {
  let held = hand;
  for (let k = 0; k < n && stock.length > 0; k++) {
    held = [stock.shift() as CardId, ...held];
    const [i] = pltDiscardIds(held, pile);
    stock.push(held[i] as CardId);
    held.splice(i, 1);
  }
  return held;
}

/** The discards `outs` rates within `margin` of its best, best first (at most `candidates`). */
function nearTies(scored: readonly Scored[], options: RolloutOptions): Scored[] {
  const ranked = [...scored].sort((a, b) =>
    better(a.score, b.score) ? -1 : better(b.score, a.score) ? 1 : 0,
  );
  const best = ranked[0] as Scored;
  return ranked
    .filter(
      (s) =>
        s.score[0] === best.score[0] &&
        (s.score[1] as number) >= (best.score[1] as number) - options.margin,
    )
    .slice(0, options.candidates);
}

function rolloutDiscard(o: RummyObservation, rng: Rng, options: RolloutOptions): Card {
  const hand = (o.hands[o.turn] ?? []) as readonly Card[];
  const other = o.hands[1 - o.turn] ?? [];
  const near = nearTies(scoredDiscards(hand, o, o.known[1 - o.turn] ?? []), options);
  if (near.length < 2) return (near[0] as Scored).card;
  const unseen = unseenOf(o, hand).map(idOf);
  const pile = masksOfIds(o.discards.map(idOf));
  const rests = near.map((s) => hand.filter((c) => c !== s.card).map(idOf));
  const totals = near.map(() => 0);
  // The other has drawn about half the cards gone from the stock.
  const drawnFromStock = STOCK_AT_DEAL - o.stock.length;
  const improvements = Math.max(0, Math.min(options.improve, Math.ceil(drawnFromStock / 2)));
  for (let k = 0; k < options.samples; k++) {
    const dealt = rng.shuffle(unseen);
    const theirs = improved(
      other.map((c) => (c === null ? (dealt.pop() as CardId) : idOf(c))),
      dealt,
      pile,
      improvements,
    );
    for (const [j, s] of near.entries()) {
      const top = idOf(s.card);
      const withTop = pile.slice();
      withTop[suitOfId(top)] = (withTop[suitOfId(top)] as number) | bitOfId(top);
      totals[j] =
        (totals[j] as number) +
        playout(rests[j] as CardId[], theirs, dealt, top, withTop, options.turns, options.passive);
    }
  }
  // Another discard than outs' first needs `lead` more wins than it, and the best total.
  const bar = (totals[0] as number) + options.lead;
  let best = 0;
  for (let j = 1; j < near.length; j++) {
    const total = totals[j] as number;
    if (total > bar && total > (totals[best] as number)) best = j;
  }
  return (near[best] as Scored).card;
}

export function rolloutMove(
  o: RummyObservation,
  rng: Rng,
  options: RolloutOptions = ROLLOUT_DEFAULTS,
): RummyMove {
  if (o.phase !== 'discard') return outsMove(o);
  return { kind: 'discard', card: rolloutDiscard(o, rng, options) };
}
