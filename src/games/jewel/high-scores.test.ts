import { describe, expect, it } from 'vitest';
import { cleanName, enter, type HighScore, placeOf, readTable, TABLE_SIZE } from './high-scores.ts';

const entry = (score: number, game = `g${score}`): HighScore => ({
  name: 'ann',
  score,
  level: Math.floor(score / 10),
  difficulty: 'beginner',
  game,
});

describe('the high-score table', () => {
  it('cleans names as PLT does: upper case, 10 characters, A–Z 0–9 + − kept', () => {
    expect(cleanName('zoë o-brien+1 and more')).toBe('ZO  O-BRIE');
    expect(cleanName('   ')).toBe('UNKNOWN');
  });

  it('enters a score above the first entry it beats; a tie goes below', () => {
    let table: HighScore[] = [];
    for (const s of [50, 30, 40]) table = enter(table, entry(s));
    expect(table.map((e) => e.score)).toEqual([50, 40, 30]);
    expect(placeOf(table, 40)).toBe(2);
    table = enter(table, entry(40, 'other'));
    expect(table.map((e) => e.game)).toEqual(['g50', 'g40', 'other', 'g30']);
  });

  it('keeps ten, refuses a score that beats none of a full table, and enters a game once', () => {
    let table: HighScore[] = [];
    for (let s = 1; s <= 12; s++) table = enter(table, entry(s * 10));
    expect(table).toHaveLength(TABLE_SIZE);
    expect(table.at(-1)?.score).toBe(30);
    expect(placeOf(table, 30)).toBeNull();
    expect(enter(table, entry(25))).toEqual(table);
    expect(enter(table, { ...entry(500), game: 'g120' })).toEqual(table);
    expect(placeOf([], 0)).toBeNull();
  });

  it('reads back only well-formed entries from storage', () => {
    expect(readTable('nonsense')).toEqual([]);
    expect(readTable([entry(5), { name: 3 }, entry(9)]).map((e) => e.score)).toEqual([9, 5]);
  });
});
