import { heuristic } from './heuristic.ts';
import { destAt, destEnd, destStart } from './position.ts';
import type { SeedSearch } from './search.ts';

/**
 * Minimax.rkt's `mm`: plain minimax, where a win for the player who just moved scores
 * -1000 - 100 × depth for the side to maximise (a steeper scale than `abp`'s, kept as the seed
 * has it). A position without moves scores -∞ for the maximiser and +∞ for the minimiser, as
 * the seed's empty `mm-max`/`mm-min` do. Every call counts one node.
 */
export function minimax(search: SeedSearch, ply: number, depth: number, max: 1 | -1): number {
  search.nodes++;
  const pos = search.pos;
  if (pos.won(ply)) return (-1000 - 100 * depth) * max;
  if (depth === 0) return heuristic(pos, ply, search.genes) * max;
  const mover = pos.moverAt(ply);
  const next = -max as 1 | -1;
  let best = max === 1 ? -Infinity : Infinity;
  for (let ci = 0; ci < 2; ci++) {
    const card = pos.cards[ply * 5 + ci] as number;
    pos.passCard(ply, ci);
    for (let from = 0; from < 25; from++) {
      if (!pos.owns(mover, from)) continue;
      for (let k = destStart(card, mover, from); k < destEnd(card, mover, from); k++) {
        const to = destAt(k);
        if (pos.owns(mover, to)) continue;
        const captured = pos.move(from, to);
        const value = minimax(search, ply + 1, depth - 1, next);
        pos.undo(from, to, captured);
        if (max === 1 ? value > best : value < best) best = value;
      }
    }
  }
  return best;
}
