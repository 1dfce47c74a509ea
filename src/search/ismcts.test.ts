import { describe, expect, it } from 'vitest';
import { aiContext } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { ismcts, ismctsPlayer } from './ismcts.ts';
import { runMatch } from './match.ts';
import { randomPlayer } from './random.ts';
import { type KuhnState, kuhnPoker } from './test-games/kuhn-poker.ts';
import { pig } from './test-games/pig.ts';
import { ticTacToe } from './test-games/tic-tac-toe.ts';

const context = (seed: number, seat = 0) => aiContext(createRng(seed), seat);
const observed = (text: string, seat: number) =>
  kuhnPoker.observe?.(unwrap(kuhnPoker.parseState(text)), seat) as KuhnState;

describe('ismcts', () => {
  it('chooses the same for states that differ only in cards its player cannot see', () => {
    for (const [a, b, seat] of [
      ['KJ ', 'KQ ', 0],
      ['QJ pb', 'QK pb', 0],
      ['JQ b', 'KQ b', 1],
    ] as const) {
      const seen = observed(a, seat);
      const other = observed(b, seat);
      expect(other).toEqual(seen);
      const found = ismcts(kuhnPoker, seen, { iterations: 300 }, context(9, seat));
      expect(ismcts(kuhnPoker, other, { iterations: 300 }, context(9, seat))).toEqual(found);
    }
  });

  it('calls a bet with the king, which always wins the showdown', () => {
    const found = ismcts(kuhnPoker, observed('QK b', 1), { iterations: 500 }, context(1, 1));
    expect(found).toMatchObject({ move: 'b', value: 1 });
  });

  it('beats random moves over seeded deals', () => {
    const players = [ismctsPlayer(kuhnPoker, { iterations: 200 }), randomPlayer(kuhnPoker)];
    const match = runMatch({ game: kuhnPoker, params: {}, players, deals: 100, seed: 1 });
    expect(match.players[0]?.interval[0]).toBeGreaterThan(0.5);
  });

  it('searches a game of perfect information with dice, where each deal is the state', () => {
    const state = unwrap(pig.parseState('20 18,0 0 0'));
    expect(ismcts(pig, state, { iterations: 1000 }, context(3)).move).toBe('roll');
  });

  it('needs hidden information or chance, and observe and determinize for hidden cards', () => {
    const start = ticTacToe.setup({}, createRng(0));
    expect(() => ismcts(ticTacToe, start, {}, context(0))).toThrow(
      'information-set MCTS cannot play tic-tac-toe: the game has no hidden information nor chance',
    );
    const { determinize: _, ...blind } = kuhnPoker;
    const seen = observed('KJ ', 0);
    expect(() => ismcts(blind, seen, {}, context(0))).toThrow(
      'information-set MCTS cannot play kuhn-poker: it needs observe and determinize, which the game lacks',
    );
  });
});
