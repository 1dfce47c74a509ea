import { optimalSecond } from './optimal.ts';
import type { MemoryMove, MemoryObservation } from './rules.ts';

/**
 * The optimal perfect-memory player's next card, from what has been seen this game (the
 * observation's `known`), never from the cards still unseen: a known pair first; else an unseen
 * card; with one card up, its partner when known, else the second card the exact programme of
 * optimal.ts prefers (a known card, or another unseen one). Ties go to the lowest place.
 */
export function optimalNext(o: MemoryObservation): MemoryMove | null {
  return optimalChoice(o)?.move ?? null;
}

/** optimalNext's card, with its reason in a sentence for the hint. */
export function optimalChoice(o: MemoryObservation): { move: MemoryMove; why: string } | null {
  if (o.matched.length === 2 * o.pairs) return null;
  const taken = new Set(o.matched);
  const where = new Map<number, number[]>();
  const unseen: number[] = [];
  for (let p = 0; p < 2 * o.pairs; p++) {
    if (taken.has(p)) continue;
    const pic = o.known[p] ?? o.faces[p] ?? null;
    if (pic === null) unseen.push(p);
    else where.set(pic, [...(where.get(pic) ?? []), p]);
  }
  if (o.up === null) {
    const pair = [...where.values()].find((ps) => ps.length === 2);
    if (pair) {
      return {
        move: pair[0] as number,
        why: 'You have seen both cards of a pair: turn one, then the other.',
      };
    }
    const first = unseen[0];
    if (first !== undefined) {
      return { move: first, why: 'No pair is known yet: turn a card you have not seen.' };
    }
    return {
      move: [...where.values()][0]?.[0] as number,
      why: 'Every card left has been seen: turn one.',
    };
  }
  const upPic = o.faces[o.up] ?? o.known[o.up];
  const partner = where.get(upPic as number)?.find((p) => p !== o.up);
  if (partner !== undefined) {
    return { move: partner, why: "You have seen this card's partner: turn it to take the pair." };
  }
  const singles = [...where.entries()].filter(([pic, ps]) => pic !== upPic && ps.length === 1);
  const n = o.pairs - o.matched.length / 2;
  if (singles.length > 0 && optimalSecond(n, singles.length) === 'known') {
    return {
      move: singles[0]?.[1][0] as number,
      why: `Its partner is not known. With ${n} pairs left and ${singles.length} seen ${singles.length === 1 ? 'card' : 'cards'} unpaired, turning a seen card second takes fewer moves on average than turning a new one (the exact optimal programme).`,
    };
  }
  const next = unseen[0];
  if (next !== undefined) {
    return {
      move: next,
      why: 'Its partner is not known: turn a card you have not seen, which may be the partner.',
    };
  }
  return {
    move: singles[0]?.[1][0] as number,
    why: 'Its partner is not known and no card is unseen: turn a seen one.',
  };
}
