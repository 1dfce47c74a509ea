import { describe, expect, it } from 'vitest';
import { PUZZLE_DATA } from './data/index.ts';
import {
  blankDesign,
  type Design,
  designFromPixels,
  designOf,
  designPuzzle,
  imageGrid,
  paintDesign,
  parseDesign,
} from './design.ts';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** RGBA pixels from rows of characters: `#` black, `.` white, `t` transparent, `g` mid grey. */
function pixels(rows: string[]) {
  const data: number[] = [];
  for (const row of rows) {
    for (const ch of row) {
      if (ch === '#') data.push(0, 0, 0, 255);
      else if (ch === 't') data.push(0, 0, 0, 0);
      else if (ch === 'g') data.push(100, 100, 100, 255);
      else data.push(255, 255, 255, 255);
    }
  }
  return { width: rows[0]?.length ?? 0, height: rows.length, data };
}

describe('the designer', () => {
  it('makes blank designs of 1 to 35 a side and names a bad size', () => {
    expect(must(blankDesign(15, 15)).cells).toBe('.'.repeat(225));
    const bad = blankDesign(36, 2);
    expect(bad.ok || bad.error).toBe('the width must be a whole number from 1 to 35, not 36');
    const zero = blankDesign(3, 0);
    expect(zero.ok || zero.error).toContain('height');
  });

  it('updates the clues as cells are painted and unpainted', () => {
    let d: Design = must(blankDesign(4, 3));
    d = paintDesign(d, [0, 1, 2], true);
    expect(designPuzzle(d).rows).toEqual([[3], [], []]);
    expect(designPuzzle(d).cols).toEqual([[1], [1], [1], []]);
    d = paintDesign(d, [1, 9], false);
    d = paintDesign(d, [9, 11], true);
    expect(designPuzzle(d).rows).toEqual([[1, 1], [], [1, 1]]);
    expect(designPuzzle(d).cols).toEqual([[1], [1], [1], [1]]);
    expect(designPuzzle(d).solution).toEqual(['#.#.', '....', '.#.#']);
  });

  it("opens a puzzle's stored solution as a design, and refuses one without", () => {
    const izay = PUZZLE_DATA.games?.puzzles[0];
    if (!izay) throw new Error('no Izay');
    const d = must(designOf(izay));
    expect(designPuzzle(d).rows).toEqual(izay.rows);
    expect(designPuzzle(d).cols).toEqual(izay.cols);
    const none = designOf({ ...izay, solution: null });
    expect(none.ok || none.error).toContain('no complete solution');
  });

  it('reads a kept design back and names what is wrong with a bad one', () => {
    const d = paintDesign(must(blankDesign(2, 2)), [3], true);
    expect(must(parseDesign(JSON.parse(JSON.stringify(d))))).toEqual(d);
    const bad = parseDesign({ ...d, cells: '#x..' });
    expect(bad.ok || bad.error).toContain('needs 4 cells');
    expect(parseDesign(null).ok).toBe(false);
  });

  it('fills the dark pixels of a small image, transparent counting as white', () => {
    const d = must(designFromPixels(pixels(['#.t', 'g##']), 'img'));
    expect([d.w, d.h]).toEqual([3, 2]);
    expect(d.cells).toBe('#..###');
  });

  it('scales a larger image down to 35 a side, keeping its shape', () => {
    expect(imageGrid(70, 35)).toEqual({ w: 35, h: 18 });
    expect(imageGrid(20, 100)).toEqual({ w: 7, h: 35 });
    // 70×70: the left 36 columns black; each cell averages a 2×2 block.
    const rows = Array.from({ length: 70 }, () => '#'.repeat(36) + '.'.repeat(34));
    const d = must(designFromPixels(pixels(rows), 'half'));
    expect([d.w, d.h]).toEqual([35, 35]);
    expect(d.cells.slice(0, 35)).toBe('#'.repeat(18) + '.'.repeat(17));
  });
});
