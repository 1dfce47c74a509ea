import { describe, expect, it } from 'vitest';
import { cellAt, cellBox, type GridLayout, toViewBox, viewBoxSize } from './geometry.ts';

/** Connect 4's shape: 7 tall columns, a label band under them. */
const columns: GridLayout = {
  rows: 1,
  cols: 7,
  cellWidth: 60,
  cellHeight: 420,
  margin: [0, 0, 26, 0],
};
const square: GridLayout = {
  rows: 5,
  cols: 5,
  cellWidth: 40,
  cellHeight: 40,
  margin: [1, 1, 1, 1],
};

describe('board geometry', () => {
  it('sizes the viewBox to the cells and the margin', () => {
    expect(viewBoxSize(square)).toEqual({ width: 202, height: 202 });
    expect(viewBoxSize(columns)).toEqual({ width: 420, height: 446 });
  });

  it('places cells row-major inside the margin', () => {
    expect(cellBox(square, 0)).toEqual({ x: 1, y: 1, width: 40, height: 40 });
    expect(cellBox(square, 7)).toEqual({ x: 81, y: 41, width: 40, height: 40 });
    expect(cellBox(columns, 6)).toEqual({ x: 360, y: 0, width: 60, height: 420 });
  });

  it('finds the cell under a point, and none in the margin or outside', () => {
    expect(cellAt(square, 1, 1)).toBe(0);
    expect(cellAt(square, 120.9, 80.9)).toBe(7);
    expect(cellAt(square, 201, 201)).toBe(null);
    expect(cellAt(square, 0.5, 20)).toBe(null);
    expect(cellAt(square, -30, 20)).toBe(null);
    expect(cellAt(columns, 65, 10)).toBe(1);
    expect(cellAt(columns, 65, 430)).toBe(null);
  });

  it('inverts every cell box: its centre maps back to it', () => {
    for (let i = 0; i < 25; i++) {
      const b = cellBox(square, i);
      expect(cellAt(square, b.x + b.width / 2, b.y + b.height / 2)).toBe(i);
    }
  });

  it('maps screen points into the viewBox, scaled and centred as SVG draws it', () => {
    const size = { width: 200, height: 100 };
    expect(toViewBox({ left: 10, top: 20, width: 400, height: 200 }, size, 210, 120)).toEqual({
      x: 100,
      y: 50,
    });
    // A box taller than the board's shape: the board sits in its middle band.
    const tall = { left: 0, top: 0, width: 200, height: 300 };
    expect(toViewBox(tall, size, 0, 100)).toEqual({ x: 0, y: 0 });
    expect(toViewBox(tall, size, 200, 200)).toEqual({ x: 200, y: 100 });
    expect(toViewBox(tall, size, 100, 50).y).toBeLessThan(0);
  });
});
