import { describe, expect, it } from 'vitest';
import { aiContext } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { randomPlayer } from './random.ts';
import { type KuhnState, kuhnPoker } from './test-games/kuhn-poker.ts';
import { ticTacToe } from './test-games/tic-tac-toe.ts';

describe('randomPlayer', () => {
  it('plays every legal move, the same one for the same seed', () => {
    const state = unwrap(ticTacToe.parseState('xx.oo.... x'));
    const player = randomPlayer(ticTacToe);
    const chosen = new Set(
      Array.from({ length: 60 }, (_, seed) => player.choose(state, aiContext(createRng(seed)))),
    );
    expect([...chosen].sort()).toEqual(ticTacToe.legalMoves(state));
    const again = (seed: number) => player.choose(state, aiContext(createRng(seed)));
    expect(again(3)).toBe(again(3));
  });

  it('reads its moves from an observation where cards are hidden', () => {
    const seen = kuhnPoker.observe?.(unwrap(kuhnPoker.parseState('QK b')), 1) as KuhnState;
    const move = randomPlayer(kuhnPoker).choose(seen, aiContext(createRng(0), 1));
    expect(['p', 'b']).toContain(move);
  });

  it('draws another stream of moves with a stream number, still every legal move', () => {
    const state = ticTacToe.setup({}, createRng(0));
    const plain = randomPlayer(ticTacToe);
    const other = randomPlayer(ticTacToe, 1);
    const seeds = Array.from({ length: 40 }, (_, seed) => seed);
    const pick = (p: typeof plain, seed: number) => p.choose(state, aiContext(createRng(seed)));
    expect(seeds.filter((seed) => pick(plain, seed) !== pick(other, seed)).length).toBeGreaterThan(
      20,
    );
    expect(new Set(seeds.map((seed) => pick(other, seed))).size).toBe(9);
    expect(pick(other, 5)).toBe(pick(randomPlayer(ticTacToe, 1), 5));
  });
});
