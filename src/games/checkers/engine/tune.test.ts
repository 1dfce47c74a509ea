import { describe, expect, it } from 'vitest';
import { TranspositionTable } from '../../../search/transposition-table.ts';
import { HAND_WEIGHTS } from './evaluate.ts';
import { fromVector, playFrom, TERMS, toVector, tune } from './tune.ts';

const OPENINGS = ['9-13 21-17 5-9', '11-15 23-19 8-11', '10-15 21-17 9-13'];
const FAST = { nodes: 200, maxPlies: 60 };

describe('tuning the evaluation', () => {
  it('turns weights into a vector of the tuned terms and back', () => {
    expect(toVector(HAND_WEIGHTS)).toHaveLength(TERMS.length);
    expect(fromVector(toVector(HAND_WEIGHTS))).toEqual(HAND_WEIGHTS);
    expect(fromVector([140.4, 1, 2, 3, 4, 5.6, 7, 8, 9, -10, 2.5]).advance).toEqual([
      0, 0, 1, 2, 3, 4, 6,
    ]);
  });

  it('plays a game from an opening the same way twice, scored for Red', () => {
    const table = new TranspositionTable(1);
    const a = playFrom(OPENINGS[0] as string, HAND_WEIGHTS, HAND_WEIGHTS, FAST, table);
    expect([0, 0.5, 1]).toContain(a);
    expect(playFrom(OPENINGS[0] as string, HAND_WEIGHTS, HAND_WEIGHTS, FAST, table)).toBe(a);
  });

  it('loses with a side that thinks kings and men worth nothing', () => {
    const blind = fromVector(toVector(HAND_WEIGHTS).map(() => 0));
    const table = new TranspositionTable(1);
    const config = { nodes: 300, maxPlies: 200 };
    const asRed = playFrom(
      OPENINGS[1] as string,
      HAND_WEIGHTS,
      { ...blind, man: 0 },
      config,
      table,
    );
    const asBlack = playFrom(
      OPENINGS[1] as string,
      { ...blind, man: 0 },
      HAND_WEIGHTS,
      config,
      table,
    );
    expect(asRed + (1 - asBlack)).toBeGreaterThan(1);
  });

  it('replays the same steps from the same seed', () => {
    const config = {
      nodes: 100,
      maxPlies: 30,
      iterations: 2,
      seed: 7,
      rate: 0.3,
      openings: OPENINGS,
    };
    const run = () => [...tune(HAND_WEIGHTS, config)].map((s) => [s.result, toVector(s.weights)]);
    const first = run();
    expect(first).toHaveLength(2);
    expect(run()).toEqual(first);
  });
});
