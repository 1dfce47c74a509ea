import { describe, expect, it } from 'vitest';
import { aiContext } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { mcts, mctsPlayer } from './mcts.ts';
import { randomPlayout } from './playout.ts';
import { kuhnPoker } from './test-games/kuhn-poker.ts';
import { nim } from './test-games/nim.ts';
import { pig } from './test-games/pig.ts';
import { takeEnds } from './test-games/take-ends.ts';
import { ticTacToe } from './test-games/tic-tac-toe.ts';

const context = (seed: number, players = 2) => aiContext(createRng(seed), 0, { players });

describe('mcts', () => {
  it('takes a win in one and blocks one', () => {
    const win = unwrap(ticTacToe.parseState('xx.oo.... x'));
    expect(mcts(ticTacToe, win, { iterations: 500 }, context(1)).move).toBe(2);
    const block = unwrap(ticTacToe.parseState('xx.o..... o'));
    expect(mcts(ticTacToe, block, { iterations: 2000 }, context(1)).move).toBe(2);
  });

  it('replays the same search from the same seed, and counts what it did', () => {
    const start = ticTacToe.setup({}, createRng(0));
    const found = mcts(ticTacToe, start, { iterations: 300 }, context(5));
    expect(mcts(ticTacToe, start, { iterations: 300 }, context(5))).toEqual(found);
    expect(found.iterations).toBe(300);
    expect(found.nodes).toBeGreaterThan(300);
    expect(found.value).toBeGreaterThanOrEqual(-1);
    expect(found.value).toBeLessThanOrEqual(1);
  });

  it('plays for the mover among three players', () => {
    // Player 1 takes the last three and wins; anything less lets another player win.
    const state = unwrap(nim.parseState('0,3 1/3'));
    const found = mcts(nim, state, { iterations: 300 }, context(2, 3));
    expect(nim.moveToString(found.move)).toBe('2-3');
    expect(found.value).toBe(1);
  });

  it('samples the die: at 18 of 20, rolling wins five times in six', () => {
    const state = unwrap(pig.parseState('20 18,0 0 0'));
    expect(mcts(pig, state, { iterations: 1000 }, context(3)).move).toBe('roll');
  });

  it('stops after one iteration when asked, reporting progress to the end', () => {
    const seen: number[] = [];
    const stopping = aiContext(createRng(0), 0, {
      progress: (done) => seen.push(done),
      stopped: () => true,
    });
    const start = ticTacToe.setup({}, createRng(0));
    expect(mcts(ticTacToe, start, { iterations: 1000 }, stopping).iterations).toBe(1);
    expect(seen.at(-1)).toBe(1);
  });

  it('cuts playouts short at the ply cap, worth a neutral value', () => {
    const start = nim.setup({ players: 2, heaps: '3,4,5' }, createRng(0));
    const count = () => {};
    expect(randomPlayout(nim, start, createRng(1), count, 1)).toBeNull();
    expect(randomPlayout(nim, start, createRng(1), count)).toMatchObject({ kind: 'win' });
    // With no playout at all, what the tree itself reaches still counts: the win in one.
    const win = unwrap(ticTacToe.parseState('xx.oo.... x'));
    const found = mcts(ticTacToe, win, { iterations: 500, playoutPlies: 0 }, context(1));
    expect(found.move).toBe(2);
    expect(found.nodes).toBeLessThanOrEqual(500 * 7);
  });

  it('plays a scored puzzle alone, its scores normalised as they come', () => {
    // Taking the 1 first reaches the 9 behind it: 10 points; the greedy 3 gets 5 at most.
    const state = unwrap(takeEnds.parseState('1,9,2,2,2,2,2,2,2,3 2 0'));
    const found = mcts(takeEnds, state, { iterations: 200 }, context(4, 1));
    expect(found.move).toBe('L');
    // Its mean, scaled to -1..1 between the lowest and highest sums met (4 and 10).
    expect(found.value).toBeGreaterThan(0.5);
    expect(found.value).toBeLessThanOrEqual(1);
  });

  it('turns the order round where the lower score wins', () => {
    // Least taken: 9 then 1 (10), where taking from the right gives 11 at best.
    const fewest = { ...takeEnds, lowerScoreWins: true };
    const state = unwrap(takeEnds.parseState('9,1,5,5,5,5,5,5,2,9 2 0'));
    expect(mcts(fewest, state, { iterations: 300 }, context(2, 1)).move).toBe('L');
  });

  it('refuses hidden information, and plays as an AI', () => {
    const kuhn = kuhnPoker.setup({}, createRng(0));
    expect(() => mcts(kuhnPoker, kuhn, {}, context(0))).toThrow(
      'MCTS cannot play kuhn-poker: the game has hidden information',
    );
    const win = unwrap(ticTacToe.parseState('xx.oo.... x'));
    expect(mctsPlayer(ticTacToe, { iterations: 500 }).choose(win, context(0))).toBe(2);
  });
});
