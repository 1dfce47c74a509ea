import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { START } from './board.ts';
import { candidatesOf } from './players.ts';
import { type RolloutStats, rolloutChoice, rolloutPlayer } from './rollout.ts';
import { parcheesi } from './rules.ts';

const state = (text: string) => unwrap(parcheesi.parseState(text));
// Green can bop red's pawn on 14 with the 4, or walk on.
const BOP = 'g=10,S,S,S r=14,S,S,S b=S,S,S,S y=S,S,S,S turn=g doubles=0 roll=4,6 dice=4,6 out=-';
// Several pawns out on each side, so there is a real choice.
const OPEN =
  'g=10,20,S,S r=24,30,S,S b=44,47,S,S y=60,2,S,S turn=g doubles=0 roll=3,6 dice=3,6 out=-';
const budget = { candidates: 3, samples: 5 };
const context = (seed: number, more = {}) => aiContext(createRng(seed), 0, { players: 4, ...more });

describe('the Monte Carlo player', () => {
  it('plays the bop when one is there', () => {
    const s = state(BOP);
    const after = parcheesi.play(s, rolloutPlayer('rollouts', budget).choose(s, context(1)));
    expect(after.board[4]).toBe(START);
  });

  it('plays out each shortlisted turn the same number of times, and counts them', () => {
    const s = state(OPEN);
    expect(candidatesOf(s).length).toBeGreaterThan(3);
    const stats: RolloutStats = { rollouts: 0, turns: 0 };
    rolloutChoice(s, budget, context(1), stats);
    expect(stats.rollouts).toBe(3 * 5);
    // Three opponents' turns at least in each rollout.
    expect(stats.turns).toBeGreaterThanOrEqual(3 * 3 * 5);
  });

  it('chooses the same turn from the same seed', () => {
    const s = state(OPEN);
    const first = rolloutChoice(s, budget, context(9)).board;
    for (let k = 0; k < 3; k++) expect(rolloutChoice(s, budget, context(9)).board).toEqual(first);
  });

  it('reports its progress and stops when asked, still with a legal turn', () => {
    const s = state(OPEN);
    const seen: number[] = [];
    let calls = 0;
    const stats: RolloutStats = { rollouts: 0, turns: 0 };
    const chosen = rolloutChoice(
      s,
      { candidates: 3, samples: 50 },
      context(2, { progress: (d: number) => seen.push(d), stopped: () => ++calls > 4 }),
      stats,
    );
    expect(seen.length).toBe(4);
    expect(seen.every((d, i) => d === (i + 1) / 50)).toBe(true);
    expect(stats.rollouts).toBe(3 * 4);
    expect(candidatesOf(s).map((c) => c.board)).toContainEqual(chosen.board);
  });
});
