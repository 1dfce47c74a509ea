import { describe, expect, it } from 'vitest';
import type { MinesView } from './rules.ts';
import { sentLook } from './sent.ts';

// A 4×4 board: the top row opened, a flag at 1.2 and a "?" at 2.2 below the 1 at 2.1.
const VIEW: MinesView = {
  width: 4,
  height: 4,
  mines: 2,
  protect: false,
  noGuess: false,
  cells: ['1100', 'F?..', '....', '....'].join(''),
  pending: null,
  shown: null,
};

describe("how Minesweeper's board shows your move on its way to the table", () => {
  it('shows nothing when no move is on its way', () => {
    expect(sentLook(VIEW, null)).toEqual({ cells: VIEW.cells, pressed: new Set() });
  });

  it('presses the cell opened', () => {
    expect(sentLook(VIEW, { kind: 'open', col: 1, row: 1 }).pressed).toEqual(new Set([5]));
  });

  it("presses a chord's covered neighbours, not its flags", () => {
    // 2.1 is a 1 with the flag at 1.2: its covered neighbours are 2.2 ("?") and 3.2.
    expect(sentLook(VIEW, { kind: 'chord', col: 1, row: 0 }).pressed).toEqual(new Set([5, 6]));
  });

  it('shows a mark cycled at once: covered → flag → "?" → covered', () => {
    const mark = (col: number) => sentLook(VIEW, { kind: 'mark', col, row: 1 }).cells.slice(4, 8);
    expect([mark(2), mark(0), mark(1)]).toEqual(['F?F.', '??..', 'F...']);
  });

  it('presses the first click while chance lays the mines', () => {
    const blank = { ...VIEW, cells: '.'.repeat(16), pending: 9 };
    expect(sentLook(blank, null).pressed).toEqual(new Set([9]));
  });
});
