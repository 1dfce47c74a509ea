import { describe, expect, it } from 'vitest';
import { ENTRY, EXIT, HOME_ROW } from './board.ts';
import { CELLS, cellOf, HOME_ROW_CELLS, RING_CELLS } from './layout.ts';

describe('the board layout', () => {
  it('has 68 ring squares in distinct cells, each next to the one before', () => {
    const keys = new Set(RING_CELLS.map(([r, c]) => r * CELLS + c));
    expect(keys.size).toBe(68);
    RING_CELLS.forEach(([r, c], i) => {
      const [pr, pc] = RING_CELLS[(i + 67) % 68] as [number, number];
      // Neighbours, or the turn at an inner corner (one diagonal step).
      expect(Math.max(Math.abs(r - pr), Math.abs(c - pc))).toBe(1);
    });
  });

  it('turns each seat from its exit square into its home row, towards the centre', () => {
    for (let seat = 0; seat < 4; seat++) {
      const [er, ec] = cellOf(EXIT[seat] as number, seat);
      const [hr, hc] = cellOf(HOME_ROW, seat);
      expect(Math.abs(er - hr) + Math.abs(ec - hc)).toBe(1);
      const last = (HOME_ROW_CELLS[seat] as [number, number][])[6] as [number, number];
      expect(Math.abs(last[0] - 9) + Math.abs(last[1] - 9)).toBe(2);
    }
  });

  it('puts the entries where PLT draws them: green lower right, red upper right, blue upper left, yellow lower left', () => {
    type C = readonly [number, number];
    const [g, r, b, y] = ENTRY.map((e) => cellOf(e, 0)) as unknown as [C, C, C, C];
    expect(g[0] > 9 && g[1] > 9).toBe(true);
    expect(r[0] < 9 && r[1] > 9).toBe(true);
    expect(b[0] < 9 && b[1] < 9).toBe(true);
    expect(y[0] > 9 && y[1] < 9).toBe(true);
  });
});
