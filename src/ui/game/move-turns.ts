import type { SeenMove } from '../../table/protocol.ts';

/**
 * Whether the moves read best as turns of two: a two-player game without chance whose players
 * have taken turns one move each so far (Connect 4, Onitama, Checkers...).
 */
export function pairedByTurn(players: number, chance: boolean, moves: readonly SeenMove[]) {
  return (
    players === 2 &&
    !chance &&
    moves.every((m, i) => m.mover !== 'chance' && (i === 0 || m.mover !== moves[i - 1]?.mover))
  );
}
