import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { PUZZLE_DATA } from './data/index.ts';
import { formatNon, formatWebpbn, parseNon, parseWebpbn } from './formats.ts';

const izay = PUZZLE_DATA.games?.puzzles[0];
if (!izay) throw new Error('no first puzzle');

describe('the .non and webpbn XML formats', () => {
  it('write and read back a puzzle with its solution, in both formats', () => {
    expect(unwrap(parseNon(formatNon(izay)))).toEqual(izay);
    expect(unwrap(parseWebpbn(formatWebpbn(izay)))).toEqual(izay);
  });

  it('read a .non file as nonogram-db writes it, other keys ignored', () => {
    const text = [
      'catalogue "test"',
      'title "Tiny"',
      'by "someone"',
      'width 3',
      'height 2',
      '',
      'rows',
      '2',
      '1,1',
      '',
      'columns',
      '2',
      '1',
      '1',
      'goal "110101"',
    ].join('\n');
    expect(unwrap(parseNon(text))).toEqual({
      name: 'Tiny',
      rows: [[2], [1, 1]],
      cols: [[2], [1], [1]],
      solution: ['##.', '#.#'],
    });
  });

  it('name the line of an error', () => {
    const bad = parseNon('width 3\nheight 2\nrows\n2\nx,1\ncolumns\n2\n1\n1\n');
    expect(bad.ok || bad.error).toBe('line 5: "x,1" is not block lengths split by commas');
    const short = parseNon('width 3\nheight 2\nrows\n2');
    expect(short.ok || short.error).toContain('ends inside the rows');
    const colour = parseWebpbn(
      '<puzzleset><puzzle>\n<clues type="rows">\n<line><count color="red">2</count></line>\n</clues></puzzle></puzzleset>',
    );
    expect(colour.ok || colour.error).toContain('line 3: colour "red"');
    const misfit = parseNon('width 1\nheight 1\nrows\n2\ncolumns\n1\n');
    expect(misfit.ok || misfit.error).toContain('does not fit');
  });
});
