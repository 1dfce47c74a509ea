import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  currentState,
  movesPlayed,
  pushMove,
  redo,
  restart,
  startHistory,
  undo,
} from './history.ts';

/** A history of counters: the state after move m is the previous state plus m. */
const play = (h: ReturnType<typeof startHistory<number, number>>, m: number) =>
  pushMove(h, m, currentState(h) + m);

describe('history', () => {
  it('undoes and redoes moves in order', () => {
    let h = startHistory<number, number>(0);
    h = play(play(play(h, 1), 2), 3);
    expect(currentState(h)).toBe(6);
    h = undo(h);
    expect(currentState(h)).toBe(3);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(currentState(h)).toBe(6);
    expect(canRedo(h)).toBe(false);
  });

  it('drops the moves ahead when a new move follows an undo', () => {
    let h = play(play(startHistory<number, number>(0), 1), 2);
    h = play(undo(h), 10);
    expect(h.moves).toEqual([1, 10]);
    expect(currentState(h)).toBe(11);
    expect(canRedo(h)).toBe(false);
  });

  it('restarts to the first state and keeps the moves to redo', () => {
    const h = restart(play(play(startHistory<number, number>(5), 1), 2));
    expect(currentState(h)).toBe(5);
    expect(canUndo(h)).toBe(false);
    expect(currentState(redo(h, 2))).toBe(8);
  });

  it('keeps state equal to the sum of the moves played, whatever the sequence', () => {
    const op = fc.oneof(
      fc.integer({ min: 1, max: 9 }).map((m) => ({ kind: 'play' as const, m })),
      fc.constant({ kind: 'undo' as const, m: 0 }),
      fc.constant({ kind: 'redo' as const, m: 0 }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let h = startHistory<number, number>(0);
        for (const { kind, m } of ops)
          h = kind === 'play' ? play(h, m) : kind === 'undo' ? undo(h) : redo(h);
        const sum = movesPlayed(h).reduce((a, b) => a + b, 0);
        return currentState(h) === sum && h.states.length === h.moves.length + 1;
      }),
      { seed: 53 },
    );
  });
});
