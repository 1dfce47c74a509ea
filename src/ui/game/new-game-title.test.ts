import { describe, expect, it } from 'vitest';
import { newGameTitle } from './new-game-title.ts';

describe('the New dialog title', () => {
  it('says "game" once', () => {
    expect(newGameTitle('Connect 4')).toBe('New Connect 4 game');
    expect(newGameTitle('Mini Card Game')).toBe('New Mini Card Game');
    expect(newGameTitle('Endgame')).toBe('New Endgame game');
  });
});
