import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng.ts';
import { NoPeekPlanner, noPeekMove, type PlannerOptions } from './planner.ts';
import { playNoPeek, ratedDeal } from './rate.ts';
import { deal, moveToString, observeTable, spider } from './rules.ts';
import { solve } from './solver.ts';
import type { SpiderState } from './state.ts';
import { PROVEN_SEEDS } from './winnable.ts';
import proven from './winnable-seeds.json' with { type: 'json' };

/** A cheap planner: the tests check what it may see, not how well it plays. */
const SMALL: PlannerOptions = { samples: 2, nodes: 200, seed: 1 };

describe('the no-peek player', () => {
  it('chooses the same move in two deals that differ only in cards it cannot see', () => {
    let s: SpiderState = deal(2, createRng(4));
    const rng = createRng(11);
    let differed = 0;
    for (let ply = 0; ply < 40 && !spider.result(s); ply++) {
      const seen = observeTable(s);
      const other = spider.determinize?.(seen, 0, rng) as SpiderState;
      expect(observeTable(other)).toEqual(seen);
      if (JSON.stringify(other) !== JSON.stringify(s)) differed++;
      const move = noPeekMove(seen, SMALL);
      expect(moveToString(noPeekMove(observeTable(other), SMALL))).toBe(moveToString(move));
      s = spider.play(s, move);
    }
    expect(differed, 'the hidden cards really differed').toBeGreaterThan(30);
  });

  it('plays legal moves to the end of a one-suit deal, winning some', () => {
    const games = [0, 1].map((i) => playNoPeek(ratedDeal(1, 1, i), SMALL));
    expect(games.some((g) => g.won)).toBe(true);
    for (const g of games) expect(g.won ? g.runs : 8).toBe(8);
  });

  it('plans once per card turned, not once per move', () => {
    const player = new NoPeekPlanner(SMALL);
    let t = ratedDeal(2, 1, 3);
    let followed = 0;
    for (let ply = 0; ply < 30 && !spider.result(t); ply++) {
      const before = player.nodes;
      const move = player.choose(observeTable(t));
      expect(spider.legalMoves(t).map(moveToString)).toContain(moveToString(move));
      if (player.nodes === before) followed++;
      t = spider.play(t, move);
    }
    // The moves of a plan after its first cost no search: the plan holds up to the next card.
    expect(followed).toBeGreaterThan(0);
  });
});

describe('the full-knowledge solver', () => {
  it('answers unknown, never lost, when its node limit runs out', () => {
    const answer = solve(deal(4, createRng(1)), 50);
    expect(answer).toMatchObject({ verdict: 'unknown', reason: 'node-limit', nodes: 50 });
  });
});

describe('winnable deals only', () => {
  it('deals one of the seeds the solver won, and the solver wins it again', () => {
    const s = spider.setup({ suits: '1', winnable: true }, createRng(5));
    const seed = PROVEN_SEEDS[1].find(
      (k) => JSON.stringify(deal(1, createRng(k))) === JSON.stringify(s),
    );
    expect(seed).toBeDefined();
    const answer = solve(s, proven.nodeLimits[1]);
    expect(answer.verdict).toBe('won');
    // The stronger solver proves 4-suit deals too: the option is open for every suit count.
    expect(PROVEN_SEEDS[4].length).toBeGreaterThan(0);
    expect(spider.checkParams?.({ suits: '4', winnable: true })).toBeUndefined();
  });
});
