import { describe, expect, it } from 'vitest';
import { cursorMove, gesture } from './input.ts';

describe('the keyboard cursor', () => {
  it('steps with the arrows on a 3×4 grid', () => {
    expect(cursorMove('ArrowRight', 5, 3, 4)).toBe(6);
    expect(cursorMove('ArrowLeft', 5, 3, 4)).toBe(4);
    expect(cursorMove('ArrowDown', 5, 3, 4)).toBe(9);
    expect(cursorMove('ArrowUp', 5, 3, 4)).toBe(1);
  });

  it('stops at the edges', () => {
    expect(cursorMove('ArrowLeft', 0, 3, 4)).toBe(0);
    expect(cursorMove('ArrowUp', 0, 3, 4)).toBe(0);
    expect(cursorMove('ArrowRight', 3, 3, 4)).toBe(3);
    expect(cursorMove('ArrowDown', 11, 3, 4)).toBe(11);
  });

  it('jumps to the ends of the row with Home and End', () => {
    expect(cursorMove('Home', 6, 3, 4)).toBe(4);
    expect(cursorMove('End', 6, 3, 4)).toBe(7);
    expect(cursorMove('End', 0, 1, 7)).toBe(6);
  });

  it('ignores other keys', () => {
    expect(cursorMove('Enter', 6, 3, 4)).toBe(null);
    expect(cursorMove('a', 6, 3, 4)).toBe(null);
  });
});

describe('press and release', () => {
  const dests = new Map([[0, [1, 2]]]);

  it('is a click where it was pressed, draggable or not', () => {
    expect(gesture(4, 4)).toEqual({ kind: 'activate', cell: 4 });
    expect(gesture(0, 0, dests)).toEqual({ kind: 'activate', cell: 0 });
  });

  it('is a drag to a legal destination', () => {
    expect(gesture(0, 2, dests)).toEqual({ kind: 'drag', from: 0, to: 2 });
  });

  it('is nothing to an illegal one, from a cell that does not drag, or off the board', () => {
    expect(gesture(0, 3, dests)).toBe(null);
    expect(gesture(1, 2, dests)).toBe(null);
    expect(gesture(4, 5)).toBe(null);
    expect(gesture(0, null, dests)).toBe(null);
    expect(gesture(null, 0, dests)).toBe(null);
  });
});
