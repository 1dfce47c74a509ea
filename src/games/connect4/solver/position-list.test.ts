import { describe, expect, it } from 'vitest';
import { isEmptyBoard, RED } from '../rules.ts';
import { parsePositionList } from './position-list.ts';

describe('parsePositionList', () => {
  it('reads moves and optional scores, an empty line as the empty board', () => {
    const list = parsePositionList('4453 -2\r\n\n  6146  \n');
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.map(({ line, moves, expected }) => [line, moves, expected])).toEqual([
      [1, '4453', -2],
      [2, '', undefined],
      [3, '6146', undefined],
    ]);
    const [first, empty, third] = list.value;
    expect(first?.state.board.columns[3]).toHaveLength(2);
    expect(empty && isEmptyBoard(empty.state.board)).toBe(true);
    expect(third?.state.toMove).toBe(RED);
  });

  it('names the line and the problem', () => {
    expect(parsePositionList('44\n4a\n')).toEqual({
      ok: false,
      error: 'line 2: "4a": expected the columns played (digits 1 to 7), then optionally a score',
    });
    expect(parsePositionList('')).toMatchObject({
      ok: false,
      error: expect.stringContaining('no positions'),
    });
  });
});
