import { describe, expect, it } from 'vitest';
import { pairedByTurn } from './move-turns.ts';

const moves = (...movers: (number | 'chance')[]) => movers.map((mover) => ({ mover, text: 'x' }));

describe('moves numbered by turn', () => {
  it('pairs the moves of two players who take turns, without chance', () => {
    expect(pairedByTurn(2, false, moves(0, 1, 0, 1, 0))).toBe(true);
    expect(pairedByTurn(2, false, moves(1, 0, 1))).toBe(true);
    expect(pairedByTurn(2, false, [])).toBe(true);
  });

  it('lists them one a row when a player moves twice running, chance moves or more play', () => {
    expect(pairedByTurn(2, false, moves(0, 1, 1, 0))).toBe(false);
    expect(pairedByTurn(2, true, moves(0, 1))).toBe(false);
    expect(pairedByTurn(2, false, moves(0, 'chance', 1))).toBe(false);
    expect(pairedByTurn(3, false, moves(0, 1, 2))).toBe(false);
    expect(pairedByTurn(1, false, moves(0, 0))).toBe(false);
  });
});
