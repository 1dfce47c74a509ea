import type { Rng } from '../../core/rng.ts';
import type { Crazy8sObservation } from './state.ts';
import { cardNumber, type Table, tableOf } from './table.ts';

/**
 * Deals the cards a seat cannot see onto one reused table, as `determinize` in rules.ts deals
 * them (a hand whose player drew against a target gets none that follows it, where the unseen
 * cards allow), without building a state: a search calls it once per playout.
 */
export interface TableDealer {
  /** Deals afresh from `rng` and returns the table, valid until the next call. */
  deal(rng: Rng): Table;
}

/** The table of what `o` shows: the hidden hands (and a hidden stock) empty. */
export function tableSeen(o: Crazy8sObservation): Table {
  return tableOf({
    hands: o.hands.map((h) => (typeof h === 'number' ? [] : h)),
    stock: typeof o.stock === 'number' ? [] : o.stock,
    discard: o.discard,
    suit: o.suit,
    turn: o.turn,
    drewAgainst: o.drewAgainst,
  });
}

/** `lacks`: per player, cards it is taken not to hold besides `drewAgainst` (memory.ts). */
export function tableDealer(o: Crazy8sObservation, lacks?: readonly Uint8Array[]): TableDealer {
  const template = tableSeen(o);
  const seen = new Uint8Array(52);
  for (const h of template.hands) for (const c of h) seen[c] = 1;
  for (const c of template.stock) seen[c] = 1;
  for (const c of o.discard) seen[cardNumber(c)] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) unseen.push(c);
  const hidden = o.hands.flatMap((h, p) => (typeof h === 'number' ? [[p, h]] : []));
  const stockSize = typeof o.stock === 'number' ? o.stock : 0;
  const slots = hidden.reduce((n, [, size]) => n + (size as number), stockSize);
  if (unseen.length !== slots) throw new Error(`${unseen.length} unseen cards for ${slots} places`);
  const avoids = (p: number, c: number) => {
    if (lacks?.[p]?.[c]) return true;
    const s = template.lackSuit[p] as number;
    if (s < 0) return false;
    return c % 13 === 7 || ((c / 13) | 0) === s || (c % 13) + 1 === template.lackValue[p];
  };
  const order = unseen.slice();
  const taken = new Uint8Array(52);
  const t: Table = { ...template, hands: template.hands.map((h) => h.slice()), stock: [] };
  const reset = () => {
    for (const [p, h] of template.hands.entries()) {
      const hand = t.hands[p] as number[];
      hand.length = 0;
      for (const c of h) hand.push(c);
    }
    for (let i = 0; i < 4; i++) t.discarded[i] = template.discarded[i] as number;
    for (const [p] of template.lackSuit.entries()) {
      t.lackSuit[p] = template.lackSuit[p] as number;
      t.lackValue[p] = template.lackValue[p] as number;
    }
    Object.assign(t, { top: 0, suit: template.suit, value: template.value, turn: template.turn });
    t.passes = 0;
  };
  return {
    deal(rng) {
      reset();
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        const x = order[i] as number;
        order[i] = order[j] as number;
        order[j] = x;
      }
      taken.fill(0);
      for (const [p, size] of hidden as [number, number][]) {
        const hand = t.hands[p] as number[];
        let allowed = 0;
        for (const c of order) if (!taken[c] && !avoids(p, c)) allowed++;
        const strict = allowed >= size;
        for (const c of order) {
          if (hand.length === size) break;
          if (taken[c] || (strict && avoids(p, c))) continue;
          hand.push(c);
          taken[c] = 1;
        }
      }
      t.stock.length = 0;
      for (const c of template.stock) t.stock.push(c);
      for (const c of order) if (!taken[c]) t.stock.push(c);
      return t;
    },
  };
}
