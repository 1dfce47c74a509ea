import type { OnitamaMove, OnitamaState } from '../rules.ts';
import { Board, lowBit, moveTo, popcount, REACH, rulesMove } from './board.ts';

/**
 * Perft as data/onitama/perft.md counts it: the leaves of the move tree `depth` plies deep,
 * where a winning move ends its line and its position counts as one leaf however early it
 * comes (the reference counts need that reading). A player without a move passes with either
 * card, each pass a move. The last two plies are counted, not made: the last is a popcount per
 * piece and card, and the one before needs a new count only after a capture.
 */
export function perft(state: OnitamaState, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth ${depth}`);
  if (depth === 0) return 1;
  const board = new Board(state);
  return board.isOver() ? 0 : count(board, depth, buffer(depth + 1));
}

/** Each root move with the leaves below it, in the engine's move order. */
export function divide(
  state: OnitamaState,
  depth: number,
): { move: OnitamaMove; leaves: number }[] {
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`divide depth ${depth}`);
  const board = new Board(state);
  if (board.isOver()) return [];
  const moves = buffer(depth + 1);
  const n = board.generate(moves, 0);
  return Array.from({ length: n }, (_, i) => {
    const m = moves[i] as number;
    let leaves = 1;
    if (depth > 1 && !board.wins(m)) {
      board.make(m);
      leaves = count(board, depth - 1, moves);
      board.unmake(m);
    }
    return { move: rulesMove(m), leaves };
  });
}

/** Room for every ply's moves: at most 40 (5 pieces, 2 cards, 4 steps) or 2 passes. */
const buffer = (depth: number) => new Int32Array(depth * 40);

function count(board: Board, depth: number, moves: Int32Array): number {
  const s = board.toMove;
  if (depth === 1) return leaves(board.pieces[s] as number, board.hand, s);
  const at = depth * 40;
  const n = board.generate(moves, at);
  // The reply count depends on our move only when it takes a piece: the replier's cards stay.
  const o = s ^ 1;
  const theirs = board.pieces[o] as number;
  const replies = depth === 2 ? leaves(theirs, board.hand, o) : 0;
  let total = 0;
  for (let i = at; i < at + n; i++) {
    const m = moves[i] as number;
    if (board.wins(m)) {
      total++;
    } else if (depth === 2) {
      total += board.captures(m) ? leaves(theirs & ~(1 << moveTo(m)), board.hand, o) : replies;
    } else {
      board.make(m);
      total += count(board, depth - 1, moves);
      board.unmake(m);
    }
  }
  return total;
}

/** The number of moves `player` has with `own` pieces and their hand, passes included. */
function leaves(own: number, hand: Int32Array, player: number): number {
  let total = 0;
  for (let slot = 0; slot < 2; slot++) {
    const base = ((hand[player * 2 + slot] as number) * 2 + player) * 25;
    for (let bb = own; bb !== 0; bb &= bb - 1) {
      total += popcount((REACH[base + lowBit(bb)] as number) & ~own);
    }
  }
  return total === 0 ? 2 : total;
}
