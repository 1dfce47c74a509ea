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
});
