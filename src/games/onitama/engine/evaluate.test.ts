import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { CARD_NAMES, type CardName } from '../cards.ts';
import { type OnitamaState, SQUARES } from '../rules.ts';
import { Board } from './board.ts';
import {
  evaluate,
  masterSquares,
  SQUARE_CLASSES,
  squareClass,
  studentSquares,
  type Weights,
  weightTable,
} from './evaluate.ts';
import { randomPosition } from './random-position.ts';
import { TUNED_WEIGHTS } from './weights.ts';

/** The same position seen from the other side: turned round, colours and hands swapped. */
function turned(s: OnitamaState): OnitamaState {
  const swap: Record<string, string> = { b: 'r', r: 'b', B: 'R', R: 'B' };
  return {
    board: Array.from({ length: SQUARES }, (_, sq) => {
      const cell = s.board[SQUARES - 1 - sq] as string;
      return swap[cell] ?? cell;
    }).join(''),
    hands: [s.hands[1], s.hands[0]],
    side: s.side,
    toMove: s.toMove === 0 ? 1 : 0,
  };
}

const perCard = (value: (i: number) => number) =>
  Object.fromEntries(CARD_NAMES.map((c, i) => [c, value(i)])) as Record<CardName, number>;

const values = (seed: number, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.int(-200, 200));
};

describe('evaluation tables', () => {
  it('square classes count rows from the owner’s home row, alike either side of the middle', () => {
    expect(squareClass(0, 22)).toBe(2);
    expect(squareClass(1, 2)).toBe(2);
    expect(squareClass(0, 0)).toBe(12);
    expect(squareClass(0, 4)).toBe(12);
    expect(squareClass(1, 24)).toBe(12);
    expect(squareClass(1, 8)).toBe(4);
  });

  it('tables equal to the scalar terms evaluate as the scalar terms do', () => {
    const tables: Weights = {
      ...TUNED_WEIGHTS,
      students: studentSquares(TUNED_WEIGHTS),
      masters: masterSquares(TUNED_WEIGHTS),
      cardMobility: perCard(() => TUNED_WEIGHTS.mobility),
    };
    const plain = weightTable(TUNED_WEIGHTS);
    const full = weightTable(tables);
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 0, max: 30 }), (seed, plies) => {
        const board = new Board(randomPosition(seed, plies));
        expect(evaluate(board, full)).toBe(evaluate(board, plain));
      }),
    );
  });

  it('a position and the same turned round score alike for their movers, whatever the tables', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 0, max: 30 }), (seed, plies) => {
        const mobility = values(seed + 2, CARD_NAMES.length);
        const w = weightTable({
          ...TUNED_WEIGHTS,
          students: values(seed, SQUARE_CLASSES),
          masters: values(seed + 1, SQUARE_CLASSES),
          cardMobility: perCard((i) => mobility[i] as number),
        });
        const s = randomPosition(seed, plies);
        expect(evaluate(new Board(turned(s)), w)).toBe(evaluate(new Board(s), w));
      }),
    );
  });
});
