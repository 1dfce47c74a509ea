import { describe, expect, it } from 'vitest';
import { Position } from './bitboard.ts';
import { claimevenBound, NO_BOUND } from './claimeven.ts';
import { positionOf as position } from './from-moves.ts';
import { SAMPLE } from './pons-sample.ts';

const bound = (p: Position) => claimevenBound(p.curLo, p.curHi, p.maskLo, p.maskHi);

describe('claimevenBound', () => {
  it('never bounds a sample position below its exact score', () => {
    const firstToMove = SAMPLE.filter(({ moves }) => moves.length % 2 === 0);
    const bounded = firstToMove.filter(({ moves }) => bound(position(moves)) !== NO_BOUND);
    for (const { moves, score } of firstToMove) {
      expect(bound(position(moves)), moves).toBeGreaterThanOrEqual(score);
    }
    // The bound must apply somewhere for the check above to mean anything.
    expect(bounded.length).toBeGreaterThan(10);
  });

  it('gives no bound on the empty board, where the first player owns all odd rows', () => {
    expect(bound(Position.EMPTY)).toBe(NO_BOUND);
  });

  it('bounds a draw, or a loss where the even cells of the second player hold four in a row', () => {
    // Sample positions scoring -1 (the first player loses to the last disc).
    expect(bound(position('1233722555341451114725221333'))).toBe(0);
    expect(bound(position('6763525635134453444361412671365712'))).toBe(-1);
  });
});
