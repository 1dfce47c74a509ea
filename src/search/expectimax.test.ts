import { describe, expect, it } from 'vitest';
import { aiContext } from '../core/ai.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { expectimax, expectimaxPlayer } from './expectimax.ts';
import { kuhnPoker } from './test-games/kuhn-poker.ts';
import { pig } from './test-games/pig.ts';

const context = aiContext(createRng(0));
/** Player 0 has 17 of 20 banked and starts a turn; player 1 has nothing. */
const nearGoal = unwrap(pig.parseState('20 17,0 0 0'));

describe('expectimax', () => {
  it('averages the die: rolling at 17 of 20 wins on 3 to 6, two plies ahead', () => {
    // Roll: 3–6 win (4/6), 1 and 2 leave positions worth 0 at the horizon. Hold: 0.
    const found = expectimax(pig, nearGoal, { depth: 2 }, context);
    expect(found.move).toBe('roll');
    expect(found.values[0]).toBeCloseTo(4 / 6, 12);
    expect(found.values[1]).toBeCloseTo(-4 / 6, 12);
  });

  it('sees the second roll after a 2 four plies ahead', () => {
    // After a 2 (19 of 20) rolling again wins 5/6 of the time: (4 + 5/6) / 6 = 29/36.
    const found = expectimax(pig, nearGoal, { depth: 4 }, context);
    expect(found).toMatchObject({ move: 'roll', depth: 4 });
    expect(found.values[0]).toBeCloseTo(29 / 36, 12);
    expect(expectimax(pig, nearGoal, { depth: 4 }, context)).toEqual(found);
  });

  it('holds when the evaluation says banking is worth more than the risk', () => {
    // With 18 in the turn, a 1 loses it all; valuing banked points makes holding better.
    const state = unwrap(pig.parseState('100 0,0 18 0'));
    const banked = (s: typeof state, p: number) =>
      ((s.scores[p] ?? 0) - (s.scores[1 - p] ?? 0)) / 100;
    expect(expectimax(pig, state, { depth: 2, evaluate: banked }, context).move).toBe('hold');
  });

  it('reports each iteration, stops after the first when asked, and counts nodes', () => {
    const seen: number[] = [];
    const stopping = aiContext(createRng(0), 0, {
      progress: (done) => seen.push(done),
      stopped: () => true,
    });
    const found = expectimax(pig, nearGoal, { depth: 6 }, stopping);
    expect(found.depth).toBe(1);
    expect(seen).toEqual([1 / 6]);
    expect(found.nodes).toBe(2);
  });

  it('refuses hidden information, and plays as an AI', () => {
    const kuhn = kuhnPoker.setup({}, createRng(0));
    expect(() => expectimax(kuhnPoker, kuhn, { depth: 2 }, context)).toThrow(
      'expectimax cannot play kuhn-poker: the game has hidden information',
    );
    expect(expectimaxPlayer(pig, { depth: 2 }).choose(nearGoal, context)).toBe('roll');
  });
});
