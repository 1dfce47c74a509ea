import { destAt, destEnd, destStart, Position } from './engine.ts';
import type { OnitamaState } from './rules.ts';

/**
 * Perft as data/onitama/perft.md counts it: the leaves of the move tree `depth` plies deep,
 * where a winning move ends its line and its position counts as one leaf however early it
 * comes (the reference counts need that reading). A player without a move passes with either
 * card, each pass a move.
 */
export function perft(state: OnitamaState, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth ${depth}`);
  const pos = new Position(state, depth + 1);
  if (depth === 0) return 1;
  return pos.won(0) ? 0 : count(pos, 0, depth);
}

function count(pos: Position, ply: number, depth: number): number {
  const mover = pos.moverAt(ply);
  let total = 0;
  let moved = false;
  for (let ci = 0; ci < 2; ci++) {
    const card = pos.cards[ply * 5 + ci] as number;
    pos.passCard(ply, ci);
    for (let from = 0; from < 25; from++) {
      if (!pos.owns(mover, from)) continue;
      for (let k = destStart(card, mover, from); k < destEnd(card, mover, from); k++) {
        const to = destAt(k);
        if (pos.owns(mover, to)) continue;
        moved = true;
        if (depth === 1) {
          total++;
          continue;
        }
        const captured = pos.move(from, to);
        total += pos.won(ply + 1) ? 1 : count(pos, ply + 1, depth - 1);
        pos.undo(from, to, captured);
      }
    }
  }
  if (moved) return total;
  if (depth === 1) return 2;
  for (let ci = 0; ci < 2; ci++) {
    pos.passCard(ply, ci);
    total += count(pos, ply + 1, depth - 1);
  }
  return total;
}
