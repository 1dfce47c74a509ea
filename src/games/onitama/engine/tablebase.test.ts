import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { type CardName, SEED_CARDS } from '../cards.ts';
import {
  legalMoves,
  moveToString,
  type OnitamaState,
  onitama,
  parseState,
  play,
  stateToString,
} from '../rules.ts';
import { Board } from './board.ts';
import { endgameClock, endgameProbe, tablebaseFor } from './endgame.ts';
import { MATE, search } from './search.ts';
import { buildTablebase, DRAW } from './tablebase.ts';
import { entryOf, expectedEntry, randomEndgame } from './tablebase-check.ts';

const OTHER_CARDS: readonly CardName[] = ['ox', 'boar', 'horse', 'crab', 'eel'];
const seedTb = buildTablebase(SEED_CARDS, 3);
const otherTb = buildTablebase(OTHER_CARDS, 3);

/** `count` positions of up to three pieces, reachable and not over, from `seed`. */
function endgames(cards: readonly CardName[], seed: number, count: number): OnitamaState[] {
  const rng = createRng(seed);
  const out: OnitamaState[] = [];
  while (out.length < count) {
    const s = randomEndgame(rng, cards, rng.int(0, 1));
    if (s) out.push(s);
  }
  return out;
}

/**
 * Plain minimax by the rules alone: a win in n plies within `depth` scores 100 - n, a loss
 * -(100 - n), anything longer 0.
 */
function minimax(state: OnitamaState, depth: number): number {
  if (depth === 0) return 0;
  let best = -100;
  for (const move of legalMoves(state)) {
    const child = play(state, move);
    if (onitama.result(child) !== null) return 99;
    const c = minimax(child, depth - 1);
    best = Math.max(best, c > 0 ? -c + 1 : c < 0 ? -c - 1 : 0);
  }
  return best;
}

describe('endgame tablebase', () => {
  it('agrees with each position’s moves by the rules: the best child one ply on', () => {
    for (const [tb, cards] of [
      [seedTb, SEED_CARDS],
      [otherTb, OTHER_CARDS],
    ] as const) {
      for (const s of endgames(cards, 1, 400)) {
        expect([stateToString(s), entryOf(tb, s)]).toEqual([
          stateToString(s),
          expectedEntry(tb, s),
        ]);
      }
    }
  });

  it('gives the distance plain minimax finds, and nothing shorter', () => {
    let decided = 0;
    for (const s of endgames(OTHER_CARDS, 2, 60)) {
      const v = entryOf(otherTb, s) as number;
      const shown = minimax(s, 5);
      if (v !== DRAW && v <= 5) {
        expect([stateToString(s), shown]).toEqual([stateToString(s), v % 2 ? 100 - v : v - 100]);
        decided++;
      } else {
        expect([stateToString(s), shown]).toEqual([stateToString(s), 0]);
      }
    }
    expect(decided).toBeGreaterThan(20);
  });

  it('holds long wins, in one byte an entry', () => {
    expect(seedTb.longest).toBeGreaterThan(20);
    const two = buildTablebase(OTHER_CARDS, 2);
    expect(two.bytes).toBe(30 * 25 * 25);
    expect(seedTb.bytes).toBe(30 * 25 * 25 * (1 + 2 * 25));
  });

  it('answers only for its own cards and its own number of pieces', () => {
    const s = unwrap(parseState('..R../...../..b../...../..B.. tiger,crab horse,eel frog b'));
    expect(entryOf(seedTb, s)).not.toBe(undefined);
    expect(entryOf(otherTb, s)).toBe(undefined);
    const four = unwrap(parseState('..R../...r./..b../...../..B.. tiger,crab horse,eel frog b'));
    expect(entryOf(seedTb, four)).toBe(undefined);
  });
});

describe('search with the tablebase', () => {
  it('scores a tablebase position exactly and plays its fastest win', () => {
    let wins = 0;
    for (const s of endgames(SEED_CARDS, 3, 40)) {
      const v = entryOf(seedTb, s) as number;
      const r = search(s, { depth: 3 }, { probe: seedTb.score, tableMb: 1 });
      const expected = v === DRAW ? 0 : v % 2 ? MATE - v : -MATE + v;
      expect([stateToString(s), r.score]).toEqual([stateToString(s), expected]);
      if (v !== DRAW && v % 2 === 1 && v > 1) {
        // The move leads to a position lost for the other player in one ply less.
        expect([moveToString(r.move), entryOf(seedTb, play(s, r.move))]).toEqual([
          moveToString(r.move),
          v - 1,
        ]);
        wins++;
      }
    }
    expect(wins).toBeGreaterThan(5);
  });

  it('on four pieces, never contradicts a deep search without it', () => {
    // Four pieces, one more than the table: every capture leads into it.
    const rng = createRng(4);
    let found = 0;
    for (let n = 0; n < 40; n++) {
      const s = randomEndgame(rng, SEED_CARDS, 2);
      if (!s) continue;
      const withTable = search(s, { depth: 2 }, { probe: seedTb.score, tableMb: 1 });
      const deep = search(s, { depth: 2 + 12 }, { tableMb: 1 });
      // What the table proves at depth 2 a plain search to depth 14 must not contradict.
      if (Math.abs(withTable.score) > MATE - 100) {
        found++;
        if (Math.abs(deep.score) > MATE - 100)
          expect(Math.sign(deep.score)).toBe(Math.sign(withTable.score));
      }
    }
    expect(found).toBeGreaterThan(5);
  });
});

describe('tablebase on demand', () => {
  it('builds nothing while the board is full, and one table per cards while it is not', () => {
    const start = unwrap(parseState('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b'));
    expect(endgameProbe(start, 3)).toBe(undefined);
    const five = unwrap(parseState('..R../.r.r./..b../...../..B.. tiger,crab horse,eel frog b'));
    expect(endgameProbe(five, 3)).toBe(
      tablebaseFor(['frog', 'eel', 'horse', 'crab', 'tiger'], 3).score,
    );
  });

  it("charges a build to a timed player's next moves, at most half of each", () => {
    const clock = endgameClock(3);
    const start = unwrap(parseState('rrRrr/...../...../...../bbBbb ox,boar horse,crab eel b'));
    expect(clock(start, { movetime: 100 })).toEqual({
      limits: { movetime: 100 },
      probe: undefined,
    });
    // Other cards than any test before: this call builds.
    const five = unwrap(parseState('..R../.r.r./..b../...../..B.. ox,boar horse,crab eel b'));
    const first = clock(five, { movetime: 100 });
    expect(first.probe).toBe(tablebaseFor(OTHER_CARDS, 3).score);
    expect(first.limits.movetime).toBeGreaterThanOrEqual(50);
    expect(first.limits.movetime).toBeLessThan(100);
    expect(clock(five, { nodes: 1000 }).limits).toEqual({ nodes: 1000 });
    expect(endgameClock(0)(five, { movetime: 100 })).toEqual({
      limits: { movetime: 100 },
      probe: undefined,
    });
  });
});

describe('board hook', () => {
  it('a board of a position and of its colours swapped and turned round read the same entry', () => {
    const s = unwrap(parseState('...../.R.../...b./..B../..... tiger,crab horse,eel frog b'));
    const t = unwrap(parseState('...../..R../.r.../...B./..... horse,eel tiger,crab frog r'));
    expect(seedTb.value(new Board(s))).toBe(seedTb.value(new Board(t)));
  });
});
