import { expect } from 'vitest';
import {
  legalMoves,
  moveToString,
  type OnitamaMove,
  type OnitamaState,
  onitama,
  other,
  play,
} from '../rules.ts';
import { MATE, MATE_BOUND } from './search.ts';

/**
 * Test support: plays a principal variation from `state` and checks what its score claims.
 * Every move is legal where it is played, so the line never goes on past the end of the game;
 * a won score (beyond MATE_BOUND) is a line of MATE - score plies that ends in the mover's
 * win, a lost one a line of MATE + score plies that ends in the other side's win, and any
 * other score a line that leaves the game going.
 */
export function expectLineMatchesScore(
  state: OnitamaState,
  pv: readonly OnitamaMove[],
  score: number,
): void {
  let position = state;
  for (const [ply, move] of pv.entries()) {
    const legal = legalMoves(position).map(moveToString);
    expect(legal, `move ${ply + 1} of the line`).toContain(moveToString(move));
    position = play(position, move);
  }
  const end = onitama.result(position);
  if (Math.abs(score) <= MATE_BOUND) {
    expect(end, 'a line scored short of a win leaves the game going').toBeNull();
  } else {
    const winner = score > 0 ? state.toMove : other(state.toMove);
    expect(pv, `a line scored ${score}`).toHaveLength(MATE - Math.abs(score));
    expect(end).toMatchObject({ kind: 'win', winner });
  }
}
