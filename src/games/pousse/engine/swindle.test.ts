import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { moveText } from '../board.ts';
import { parseState } from '../rules.ts';
import { DECIDED, Engine } from './search.ts';
import { swindle } from './swindle.ts';

const state = (text: string) => unwrap(parseState(text));
const unlimited = { horizon: 8, proofNodes: 50_000, stopped: () => false };
/** O to move, lost in 6 moves; the engine's search that proves it. */
const lostState = state('4:R1R3R3R3T3R2R2');
const engine = new Engine(4);
const lost = engine.search(lostState, { depth: 14 });

describe('Pousse swindle', () => {
  it('in a lost position, beyond the horizon, leaves the opponent the fewest winning replies', () => {
    // The longest loss (B3, in 12 plies) leaves X three winning replies; T3 loses in 10, after
    // the one winning reply.
    expect(lost.score).toBeLessThanOrEqual(-DECIDED);
    expect(moveText(lost.move)).toBe('B3');
    const r = swindle(engine, lostState, lost, unlimited);
    expect(moveText(r.move)).toBe('T3');
    const count = (m: string) => r.ratings.find((x) => moveText(x.move) === m)?.winning;
    expect(count('T3')).toBe(1);
    expect(count('B3')).toBe(3);
    expect(Math.min(...r.ratings.map((x) => x.winning))).toBe(1);
  }, 60_000);

  it('within the horizon, plays the longest loss', () => {
    const r = swindle(engine, lostState, lost, { ...unlimited, horizon: 100 });
    expect(moveText(r.move)).toBe('B3');
    expect(r.ratings[0]?.loss).toBe(12);
  }, 60_000);

  it("keeps the search's move when the position is not lost", () => {
    const s = state('4:T1B1');
    const e = new Engine(4);
    const found = e.search(s, { depth: 4 });
    const r = swindle(e, s, found, unlimited);
    expect(r.move).toEqual(found.move);
    expect(r.ratings).toEqual([]);
  });

  it('out of time at once, plays the search move', () => {
    const r = swindle(engine, lostState, lost, { ...unlimited, stopped: () => true });
    expect(r.move).toEqual(lost.move);
  });
});
