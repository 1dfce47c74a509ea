import { describe, expect, it } from 'vitest';
import { same } from './rules.ts';
import { standardBoard } from './standard-board.ts';
import { STANDARD_BOARDS } from './standard-boards.ts';

describe('the standard SameGame test set', () => {
  it('holds 20 boards of 15×15 cells in 5 colours, every colour used', () => {
    expect(STANDARD_BOARDS).toHaveLength(20);
    for (let n = 1; n <= 20; n++) {
      const state = standardBoard(n);
      expect(state).toMatchObject({ rules: 'standard', width: 15, height: 15, colours: 5 });
      expect(state.columns.join('')).toHaveLength(225);
      expect(new Set(state.columns.join(''))).toEqual(new Set(['1', '2', '3', '4', '5']));
      expect(same.result(state)).toBeNull();
    }
  });

  it('reads columns from the bottom as a second, independent copy of the set keeps them', () => {
    // battermann/mcs keeps boards 1 and 10 as columns from the bottom, colours 0-4: its first
    // column of each, plus one, must be ours. This pins the conversion's orientation.
    expect(standardBoard(1).columns[0]).toBe('224311223123144');
    expect(standardBoard(10).columns[0]).toBe('134232421334251');
  });

  it('refuses a board number outside 1-20', () => {
    expect(() => standardBoard(0)).toThrow('boards 1-20');
    expect(() => standardBoard(21)).toThrow('boards 1-20');
  });
});
