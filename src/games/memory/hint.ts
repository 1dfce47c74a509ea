import { optimalSecond } from './optimal.ts';
import type { MemoryMove, MemoryObservation } from './rules.ts';

/**
 * The optimal perfect-memory player's next card, from what has been seen this game (the
 * observation's `known`), never from the cards still unseen: a known pair first; else an unseen
 * card; with one card up, its partner when known, else the second card the exact programme of
 * optimal.ts prefers (a known card, or another unseen one). Ties go to the lowest place.
 */
export function optimalNext(o: MemoryObservation): MemoryMove | null {
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
    return pair ? (pair[0] as number) : ((unseen[0] ?? [...where.values()][0]?.[0]) as number);
  }
  const upPic = o.faces[o.up] ?? o.known[o.up];
  const partner = where.get(upPic as number)?.find((p) => p !== o.up);
  if (partner !== undefined) return partner;
  const singles = [...where.entries()].filter(([pic, ps]) => pic !== upPic && ps.length === 1);
  const n = o.pairs - o.matched.length / 2;
  if (singles.length > 0 && optimalSecond(n, singles.length) === 'known')
    return singles[0]?.[1][0] as number;
  return (unseen[0] ?? singles[0]?.[1][0]) as number;
}
