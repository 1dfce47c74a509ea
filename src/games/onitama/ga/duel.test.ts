import { describe, expect, it } from 'vitest';
import { type CardName, isCardName, SEED_CARDS } from '../cards.ts';
import { SEED_CHROMOSOME } from '../seed/heuristic.ts';
import { playDuel } from './duel.ts';
import { RACKET_DUELS } from './racket-duels.ts';

const numbers = (text: string) => text.split(',').map(Number);

describe("a duel plays the seed's 1v1", () => {
  it.each(RACKET_DUELS)('%s -> %s', (request, reply) => {
    const [cards, blue, red, depth] = request.split(' ') as [string, string, string, string];
    const deal = cards.split(',').filter(isCardName) as CardName[];
    const { result, plies } = playDuel({
      cards: deal,
      blue: numbers(blue),
      red: numbers(red),
      depth: Number(depth),
      maxPlies: 100,
    });
    expect(`${result} ${plies}`).toBe(reply);
  });

  it('scores a duel for blue, moving first, and stops at the ply limit', () => {
    const duel = {
      cards: SEED_CARDS,
      blue: SEED_CHROMOSOME,
      red: SEED_CHROMOSOME,
      depth: 2,
      maxPlies: 100,
    };
    expect([1, -1, 0]).toContain(playDuel(duel).result);
    expect(playDuel({ ...duel, maxPlies: 1 })).toEqual({ result: 0, plies: 1 });
  });
});
