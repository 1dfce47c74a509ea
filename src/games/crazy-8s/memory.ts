import { type Card, cardName, SUIT_NAMES, SUITS, type Suit } from '../../cards/card.ts';
import { standardDeck } from '../../cards/deck.ts';
import { cardNumber, eightNo, suitIndex, suitNo, valueNo } from './table.ts';

/**
 * Card memory from the public history (the move texts every seat reads, rules.ts' `moveText`):
 * for each player, the cards it is taken not to hold now. A player who, like PLT's, draws or
 * passes only when nothing plays, held none that followed the target (its suit, its value, the
 * eights); one who plays an eight only when no other card plays held no other card that
 * followed. A draw brings an unknown card, so it starts the memory afresh from its target.
 * This adds the passes and the eights to the `drewAgainst` of the observation.
 */

const BY_NAME = new Map<string, Card>(standardDeck().map((c) => [cardName(c), c]));
const BY_SUIT_NAME = new Map<string, Suit>(SUITS.map((s) => [SUIT_NAMES[s], s]));

const follows = (c: number, suit: number, value: number) =>
  suitNo(c) === suit || valueNo(c) === value;

function avoid(mask: Uint8Array, suit: number, value: number, eights: boolean) {
  for (let c = 0; c < 52; c++) {
    if (eightNo(c) ? eights : follows(c, suit, value)) mask[c] = 1;
  }
}

/**
 * Per player, a 52-entry mask of the cards it is taken not to hold; null when the history
 * cannot be read (then `drewAgainst` serves alone).
 */
export function lackMasks(
  history: readonly string[],
  first: Card,
  players: number,
): Uint8Array[] | null {
  const masks = Array.from({ length: players }, () => new Uint8Array(52));
  let turn = 0;
  let suit = suitNo(cardNumber(first));
  let value = valueNo(cardNumber(first));
  for (const text of history) {
    const mask = masks[turn] as Uint8Array;
    if (text.startsWith('draws')) {
      mask.fill(0);
      avoid(mask, suit, value, true);
      continue;
    }
    if (text.startsWith('passes')) avoid(mask, suit, value, true);
    else {
      const m = /^plays the (.+?)(?: and calls (\w+) \S+)?$/.exec(text);
      const card = BY_NAME.get(m?.[1] ?? '');
      if (!m || !card) return null;
      const n = cardNumber(card);
      const called = m[2] === undefined ? undefined : BY_SUIT_NAME.get(m[2]);
      if (called) avoid(mask, suit, value, false);
      suit = called ? suitIndex(called) : suitNo(n);
      value = valueNo(n);
    }
    turn = (turn + 1) % players;
  }
  return masks;
}
