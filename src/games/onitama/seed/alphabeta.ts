import { heuristic } from './heuristic.ts';
import { destAt, destEnd, destStart } from './position.ts';
import type { SeedSearch } from './search.ts';

/**
 * Minimax.rkt's `abp`: minimax with alpha-beta over an (a, b) window, fail-hard, where a win
 * for the player who just moved scores -1000 - depth for the side to maximise (the depth left,
 * so sooner wins count more). Children come in `get-moves` order; the window test comes before
 * each child, as in `abp-max`/`abp-min`. A position without moves returns its bound, as the
 * seed's empty move list does. Every call counts one node.
 */
export function alphaBeta(
  search: SeedSearch,
  ply: number,
  depth: number,
  a: number,
  b: number,
  max: 1 | -1,
): number {
  search.nodes++;
  const pos = search.pos;
  if (pos.won(ply)) return (-1000 - depth) * max;
  if (depth === 0) return heuristic(pos, ply, search.genes) * max;
  const mover = pos.moverAt(ply);
  const next = -max as 1 | -1;
  for (let ci = 0; ci < 2; ci++) {
    const card = pos.cards[ply * 5 + ci] as number;
    pos.passCard(ply, ci);
    for (let from = 0; from < 25; from++) {
      if (!pos.owns(mover, from)) continue;
      for (let k = destStart(card, mover, from); k < destEnd(card, mover, from); k++) {
        const to = destAt(k);
        if (pos.owns(mover, to)) continue;
        if (a >= b) return max === 1 ? a : b;
        const captured = pos.move(from, to);
        const value = alphaBeta(search, ply + 1, depth - 1, a, b, next);
        pos.undo(from, to, captured);
        if (max === 1) {
          if (value > a) a = value;
        } else if (value < b) b = value;
      }
    }
  }
  return max === 1 ? a : b;
}
