import { describe, expect, it } from 'vitest';
import { inPlay } from './continue-keys.ts';

const record = { format: 1, game: 'connect4', moves: ['d'], index: 1 };

describe('inPlay', () => {
  it('takes a save in its envelope or bare, and a record without the mark as in play', () => {
    expect(inPlay({ revision: 3, data: record })).toBe(true);
    expect(inPlay(record)).toBe(true);
  });

  it('takes a record marked finished as over, in its envelope or bare', () => {
    expect(inPlay({ revision: 3, data: { ...record, finished: true } })).toBe(false);
    expect(inPlay({ ...record, finished: true })).toBe(false);
  });

  it('takes nothing, or what is not a record, as nothing to continue', () => {
    expect(inPlay(undefined)).toBe(false);
    expect(inPlay('connect4')).toBe(false);
    expect(inPlay({ revision: 1, data: null })).toBe(false);
  });

  it('reads only a true mark as finished', () => {
    expect(inPlay({ revision: 1, data: { ...record, finished: 'yes' } })).toBe(true);
  });
});
