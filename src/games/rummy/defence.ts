import type { Card } from '../../cards/card.ts';
import type { Rng } from '../../core/rng.ts';
import { coverSize } from './cover.ts';
import { unseenOf } from './outs-player.ts';
import { improved, STOCK_AT_DEAL } from './rollout-player.ts';
import { type CardId, idOf, isGinIds, masksOfIds, pltDiscardIds, pltWantsIds } from './sim-plt.ts';
import type { RummyObservation } from './state.ts';

/**
 * How much each of our candidate discards would help PLT's player, whose pickup rule is known
 * exactly (`machine-wants-card?`): over hands of the other's hidden cards dealt from what we
 * have not seen, made like hands PLT keeps, and consistent with its last discard, the mean of
 * "it takes the card" (1) plus the gin size it gains and `gin` more if taking it is gin.
 */

export interface DefenceOptions {
  readonly samples: number;
  /** The most stock cards a dealt hand is improved by, as PLT's player would keep them. */
  readonly improve: number;
  /** What a take that makes the other's hand gin counts on top of the take and its gain. */
  readonly gin: number;
  /**
   * What a take that raises only PLT's pair rating counts (a take that raises its gin size
   * counts 1 and the gain). Such a take spends PLT's draw on a card that cannot make it gin
   * that turn, where a blind draw might: 1 counts it as help, 0 or less as bait.
   */
  readonly bait: number;
}

export const DEFENCE_DEFAULTS: DefenceOptions = { samples: 24, improve: 6, gin: 4, bait: 1 };

/** PLT's last discard and the pile under it, or none early on (the upcard is nobody's). */
function lastDiscard(o: RummyObservation, hand: readonly Card[]): [CardId, CardId[]] | undefined {
  if (o.stock.length >= STOCK_AT_DEAL - 1) return undefined;
  const first = hand[0] as Card;
  const pile = o.discards.map(idOf);
  // A card just taken from the pile is first in hand and known; else PLT's discard is on top.
  if (o.phase === 'discard' && (o.known[o.turn] ?? []).includes(first)) return [idOf(first), pile];
  const top = pile.pop();
  return top === undefined ? undefined : [top, pile];
}

/** Hands of the other's ten cards, each consistent with its last discard where we know it. */
function dealtHands(o: RummyObservation, hand: readonly Card[], rng: Rng, options: DefenceOptions) {
  const other = o.hands[1 - o.turn] ?? [];
  const unseen = unseenOf(o, hand).map(idOf);
  const pile = masksOfIds(o.discards.map(idOf));
  const drawnFromStock = STOCK_AT_DEAL - o.stock.length;
  const improvements = Math.max(0, Math.min(options.improve, Math.ceil(drawnFromStock / 2)));
  const last = lastDiscard(o, hand);
  const lastGone = last ? masksOfIds(last[1]) : pile;
  const hands: CardId[][] = [];
  for (let k = 0; k < options.samples * 6 && hands.length < options.samples; k++) {
    const dealt = rng.shuffle(unseen);
    const known = other.map((c) => (c === null ? (dealt.pop() as CardId) : idOf(c)));
    const theirs = improved(known, dealt, pile, improvements);
    if (last && pltDiscardIds([last[0], ...theirs], lastGone)[0] !== 0) continue;
    hands.push(theirs);
  }
  return hands;
}

/** The help each card of `cards` would give the other, thrown now (same order). */
export function dangers(
  o: RummyObservation,
  hand: readonly Card[],
  cards: readonly Card[],
  rng: Rng,
  options: DefenceOptions = DEFENCE_DEFAULTS,
): number[] {
  const hands = dealtHands(o, hand, rng, options);
  if (hands.length === 0) return cards.map(() => 0);
  const gone = masksOfIds(o.discards.map(idOf));
  const sizes = hands.map((h) => coverSize(masksOfIds(h)));
  return cards.map((card) => {
    const top = idOf(card);
    let total = 0;
    for (const [j, h] of hands.entries()) {
      if (!pltWantsIds(h, top, gone)) continue;
      const held = [top, ...h];
      const [i, size] = pltDiscardIds(held, gone);
      held.splice(i, 1);
      const gain = size - (sizes[j] as number);
      total += (gain > 0 ? 1 + gain : options.bait) + (isGinIds(held) ? options.gin : 0);
    }
    return total / hands.length;
  });
}
