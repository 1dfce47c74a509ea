import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { faceOf } from './faces.ts';
import { tallyMaze } from './rules.ts';

// 3×3 maze 0, rows 130/312/010: (1,1)–(2,1) open, (2,1)–(2,2) open, (1,2)–(2,2) open.
const at = (you: string, p1: string, p2: string) =>
  faceOf(unwrap(tallyMaze.parseState(`3x3 #0 you=${you} pumpkin1=${p1} pumpkin2=${p2} next=you`)));

describe("Tally Maze's ball faces, by PLT's rule", () => {
  it('shows the win, the exit one open step away, a pumpkin next door, or calm', () => {
    expect(at('2,2', '0,0', '0,0').mood).toBe('won');
    expect(at('2,2', '2,2', '0,0').mood).toBe('won'); // a pumpkin on you at the exit: still won
    expect(at('2,1', '0,0', '0,0').mood).toBe('almost');
    expect(at('1,1', '2,1', '0,2').mood).toBe('afraid');
    // A pumpkin beside you behind a wall is no threat: (1,1)–(1,2) is closed.
    expect(at('1,1', '1,2', '0,2').mood).toBe('calm');
    expect(at('1,1', '1,1', '0,2').mood).toBe('caught');
  });

  it('picks among a mood’s faces by (x + y) mod their number', () => {
    expect(at('0,0', '2,2', '2,2')).toEqual({ mood: 'calm', variant: 0 });
    expect(at('1,0', '2,2', '2,2')).toEqual({ mood: 'calm', variant: 1 });
    expect(at('1,1', '2,2', '2,2')).toEqual({ mood: 'calm', variant: 2 });
    expect(at('1,1', '2,1', '2,2').variant).toBe(0); // afraid has two: (1 + 1) mod 2
  });
});
