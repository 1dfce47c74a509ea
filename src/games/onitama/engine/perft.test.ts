import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { legalMoves, type OnitamaState, onitama, parseState, play, startState } from '../rules.ts';
import { perft } from './perft.ts';

/** data/onitama/perft.md; depths 7 and 8 take minutes and are left to `games onitama perft`. */
const REFERENCE = [
  {
    cards: ['ox', 'boar', 'horse', 'elephant', 'crab'],
    counts: [10, 130, 1989, 28509, 487780, 7748422],
  },
  {
    cards: ['goose', 'dragon', 'mantis', 'eel', 'crane'],
    counts: [10, 120, 1272, 16445, 211643, 2793554],
  },
] as const;

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
});
