import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { createRng } from '../../core/rng.ts';
import engine from './engine.ts';
import { memoryChoice } from './memory-player.ts';
import { observe } from './observation.ts';
import { pltChoice } from './plt-player.ts';
import { type GoFishState, goFish } from './rules.ts';

/** A random-index source that returns the given indices in turn and records each range asked. */
function scripted(...indices: number[]) {
  const ranges: number[] = [];
  const next = (n: number) => {
    ranges.push(n);
    return indices.shift() ?? 0;
  };
  return { next, ranges };
}

const state = (overrides: Partial<GoFishState>): GoFishState => ({
  ...(goFish.setup({}, createRng(3)) as GoFishState),
  ...overrides,
});

describe("PLT's opponent (simulate-player in gofish.rkt)", () => {
  it('picks among the cards it has not asked with, in hand order, then you or the other opponent', () => {
    const s = state({
      turn: 1,
      hands: [['2C'], ['AS', '3C', '9H'], ['KD']],
      asked: [[], ['3C'], []],
    });
    const random = scripted(1, 0);
    const move = pltChoice(observe(s, 1), random.next);
    // (random 2) over (AS 9H), then (random 2) over (you, Opponent 2).
    expect(random.ranges).toEqual([2, 2]);
    expect(move).toEqual({ kind: 'ask', card: '9H', target: 0 });
  });

  it('starts over with the whole hand once it has asked with every card', () => {
    const s = state({
      turn: 2,
      hands: [['2C'], ['AS'], ['KD', '4H']],
      asked: [[], [], ['4H', 'KD']],
    });
    const random = scripted(0, 1);
    const move = pltChoice(observe(s, 2), random.next);
    expect(random.ranges).toEqual([2, 2]);
    // Opponent 2's targets are you, then Opponent 1.
    expect(move).toEqual({ kind: 'ask', card: 'KD', target: 1 });
  });

  it('draws when told "Go Fish!", and asks with no card twice in a row while others are untried', () => {
    let s = goFish.setup({}, createRng(11));
    const rng = createRng(5);
    const plt = engine.ais.find((a) => a.id === 'plt');
    for (let ply = 0; ply < 400 && !goFish.result(s); ply++) {
      const o = observe(s, s.turn);
      const move = plt?.choose(o, aiContext(rng, s.turn, { players: 3 }));
      if (!move) throw new Error('no move');
      if (s.phase === 'fish') expect(move).toEqual({ kind: 'draw' });
      const hand = s.hands[s.turn] ?? [];
      const asked = s.asked[s.turn] ?? [];
      if (move.kind === 'ask' && hand.some((c) => !asked.includes(c))) {
        expect(asked).not.toContain(move.card);
      }
      s = goFish.play(s, move);
    }
    expect(goFish.result(s)).not.toBeNull();
  });
});

describe('the memory player', () => {
  it('asks the player an ask showed holding its rank', () => {
    const s = state({
      turn: 0,
      phase: 'ask',
      hands: [
        ['2C', '9D'],
        ['AS', '3C'],
        ['9H', 'KD'],
      ],
      shown: ['9H'],
    });
    expect(memoryChoice(observe(s, 0), createRng(1))).toEqual({
      kind: 'ask',
      card: '9D',
      target: 2,
    });
  });
});

describe('no computer player cheats', () => {
  /** Two deals that differ only in cards seat 1 cannot see: Opponent 2's hidden card and the pile. */
  function twins(seed: number): [GoFishState, GoFishState] {
    const s = { ...goFish.setup({}, createRng(seed)), turn: 1 };
    const other = s.hands[2] ?? [];
    const [top, ...rest] = s.deck;
    const swapped: GoFishState = {
      ...s,
      hands: [
        s.hands[0] ?? [],
        s.hands[1] ?? [],
        [top as string, ...other.slice(1)],
      ] as GoFishState['hands'],
      deck: [other[0] as string, ...rest] as GoFishState['deck'],
    };
    return [s, swapped];
  }

  for (const ai of engine.ais) {
    // An IS-MCTS search takes seconds: one deal for those, three for the others.
    const seeds = ai.id.startsWith('ismcts') ? [1] : [1, 2, 3];
    it(`${ai.id} makes the same choice in both`, () => {
      for (const seed of seeds) {
        const [a, b] = twins(seed);
        expect(a.hands[2]).not.toEqual(b.hands[2]);
        const oa = observe(a, 1);
        const ob = observe(b, 1);
        expect(ob).toEqual(oa);
        const choose = (o: typeof oa) =>
          ai.choose(o, aiContext(createRng(seed), 1, { players: 3 }));
        expect(choose(ob)).toEqual(choose(oa));
      }
    });
  }
});
