import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import {
  legalMoves,
  moveToString,
  type OnitamaState,
  onitama,
  parseState,
  play,
  startState,
} from '../rules.ts';
import { divide, perft } from './perft.ts';
import { PERFT_REFERENCE } from './perft-reference.ts';

/** Depths 7 and 8 take seconds and are left to bench/onitama/engine.ts. */
const REFERENCE = PERFT_REFERENCE.map(({ cards, counts }) => ({
  cards,
  counts: counts.slice(0, 6),
}));

/** Perft by the rules' own immutable moves, to hold the engine to them. */
function rulesPerft(state: OnitamaState, depth: number): number {
  if (depth === 0 || onitama.result(state)) return 1;
  return legalMoves(state).reduce((n, m) => n + rulesPerft(play(state, m), depth - 1), 0);
}

describe('perft', () => {
  it.each(REFERENCE)('matches perft.md for $cards', ({ cards, counts }) => {
    const start = startState(cards);
    expect(counts.map((_, d) => perft(start, d + 1))).toEqual(counts);
  });

  it('agrees with the rules on the start, on mid-game positions and with passes', () => {
    const positions = [
      startState(['tiger', 'crab', 'horse', 'eel', 'frog']),
      unwrap(parseState('Bbbbb/...../...../...../R.... boar,elephant crab,tiger horse b')),
      unwrap(parseState('Bbbbb/...../...../...../R.... boar,elephant crab,tiger horse r')),
    ];
    for (let seed = 0; seed < 6; seed++) {
      const rng = createRng(seed);
      let s = onitama.setup({ cards: 'random' }, rng);
      for (let ply = 0; ply < 4 + 3 * seed && !onitama.result(s); ply++) {
        s = play(s, rng.pick(legalMoves(s)));
      }
      if (!onitama.result(s)) positions.push(s);
    }
    for (const s of positions) {
      for (let depth = 0; depth <= 3; depth++) expect(perft(s, depth)).toBe(rulesPerft(s, depth));
    }
  });

  it('agrees with the rules at depth 5 on three dealt card sets', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const start = onitama.setup({ cards: 'random' }, createRng(seed));
      expect(perft(start, 5)).toBe(rulesPerft(start, 5));
    }
  });

  it('divides the count among the legal moves', () => {
    const s = unwrap(parseState('r.Rr./.r.../..b../b..../.bB.b goose,dragon mantis,eel crane r'));
    const parts = divide(s, 3);
    expect(parts.map((p) => moveToString(p.move)).sort()).toEqual(
      legalMoves(s).map(moveToString).sort(),
    );
    expect(parts.reduce((n, p) => n + p.leaves, 0)).toBe(perft(s, 3));
    for (const p of parts) expect(p.leaves).toBe(rulesPerft(play(s, p.move), 2));
  });
});
