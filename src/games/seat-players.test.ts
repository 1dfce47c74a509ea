import { describe, expect, it } from 'vitest';
import { findGame } from './registry.ts';
import { seatPlayers } from './seat-players.ts';

describe('the players a seat may be given on the page', () => {
  it("lists the game's own first, then each generic baseline its flags allow, once", () => {
    const ids = (id: string, players: number) =>
      seatPlayers(findGame(id), players).map((ai) => ai.id);
    const own = (id: string) => (findGame(id).ais ?? []).map((ai) => ai.id);
    // Connect 4's own random player and Go Fish's own IS-MCTS at 1000 deals are not listed twice.
    expect(ids('connect4', 2)).toEqual([...own('connect4'), 'mcts:1000']);
    expect(ids('go-fish', 3)).toEqual(['plt', 'memory', 'ismcts:200', 'ismcts:1000', 'random']);
    expect(ids('dice-race', 2).slice(-2)).toEqual(['mcts:1000', 'expectimax:3']);
    expect(ids('dice-race', 3)).not.toContain('expectimax:3');
  });
});
