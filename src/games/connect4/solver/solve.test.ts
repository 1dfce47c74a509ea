import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import {
  applyAction,
  type Connect4State,
  connectsFour,
  getAvailableActions,
  initState,
  isGameOver,
  type Player,
  parseMoveString,
  RED,
  YELLOW,
} from '../rules.ts';
import { negamax, selectPerfectAction } from '../strategies.ts';
import { analyze, bestMove, solve } from './solve.ts';

const played = (moves: string, first: Player = RED, width = 7, height = 6) => {
  const start = initState(width, height, first);
  return unwrap(parseMoveString(start, moves)).reduce(applyAction, start);
};

const discs = (state: Connect4State) =>
  state.board.columns.reduce((n, column) => n + column.length, 0);

/** Pons' score of every column by plain negamax over the rules, for nearly full boards. */
function columnScoresByRules(state: Connect4State): (number | null)[] {
  const n = discs(state);
  const scoreOf = (s: Connect4State): number =>
    Math.max(...columnScoresByRules(s).filter((x): x is number => x !== null));
  return Array.from({ length: 7 }, (_, column) => {
    if (!getAvailableActions(state).includes(column)) return null;
    if (connectsFour(state.board, column, state.toMove)) return (43 - n) >> 1;
    const next = applyAction(state, column);
    return isGameOver(next) === false ? 0 - scoreOf(next) : 0;
  });
}

/** A 7×6 game with 8 or fewer empty cells left, reached by random moves. */
const lateGames = fc.nat().chain((seed) => {
  const rng = createRng(seed);
  for (;;) {
    let state = initState(7, 6, rng.bool() ? RED : YELLOW);
    while (discs(state) < 34) {
      const next = applyAction(state, rng.pick(getAvailableActions(state)));
      if (isGameOver(next) !== false) break;
      state = next;
    }
    if (discs(state) === 34) return fc.constant(state);
  }
});

const CENTRE_FIRST = [3, 2, 4, 1, 5, 0, 6];

describe('solve', () => {
  it('scores from the side to move, whoever moved first', () => {
    expect(solve(played('6146'))).toMatchObject({ score: 18 });
    expect(solve(played('6146', YELLOW))).toMatchObject({ score: 18 });
    expect(solve(played('24657443354'))).toEqual({
      score: -9,
      nodes: 1_986,
      micros: expect.any(Number),
    });
  });

  it('gives win, draw or loss in a weak solve', () => {
    expect(solve(played('6146'), { weak: true }).score).toBe(1);
    expect(solve(played('24657443354'), { weak: true }).score).toBe(-1);
    expect(solve(played('14113674156323425633625536512577677174422'), { weak: true }).score).toBe(
      0,
    );
  });

  it('takes a table size and refuses one out of range', () => {
    expect(solve(played('6146'), { ttLog2: 18 }).score).toBe(18);
    expect(() => solve(played('6146'), { ttLog2: 30 })).toThrow('2^18 to 2^27 entries');
  });

  it('refuses other board sizes, naming them, and finished games', () => {
    expect(() => solve(initState(6, 7, RED))).toThrow('only 7×6 boards, not 6×7');
    expect(() => analyze(initState(5, 4, RED))).toThrow('not 5×4');
    expect(() => bestMove(played('1212121'))).toThrow('the game is over');
  });
});

describe('analyze', () => {
  it('scores each column as the mover gets by playing it; full columns are null', () => {
    expect(analyze(played('41416453222527221644'))).toEqual([10, null, 10, 2, 8, 4, 4]);
    expect(analyze(played('24657443354'))).toEqual([-14, -14, -14, -14, -15, -9, -14]);
  });

  it('agrees with plain negamax over the rules near the end, weak and strong', () => {
    fc.assert(
      fc.property(lateGames, (state) => {
        const byRules = columnScoresByRules(state);
        expect(analyze(state)).toEqual(byRules);
        expect(analyze(state, { weak: true })).toEqual(
          byRules.map((s) => (s === null ? null : Math.sign(s) + 0)),
        );
        const best = Math.max(...byRules.filter((s): s is number => s !== null));
        expect(solve(state).score).toBe(best);
        expect(bestMove(state)).toBe(CENTRE_FIRST.find((c) => byRules[c] === best));
      }),
      { numRuns: 25, seed: 95 },
    );
  });
});

describe('analyze as it goes', () => {
  type Heard =
    | { kind: 'column'; column: number; score: number | null }
    | { kind: 'bounds'; column: number; lower: number; upper: number };

  /** Every callback of one analysis, in the order heard. */
  function follow(state: Connect4State): { scores: (number | null)[]; heard: Heard[] } {
    const heard: Heard[] = [];
    const scores = analyze(state, {
      onColumn: (column, score) => heard.push({ kind: 'column', column, score }),
      onBounds: (column, lower, upper) => heard.push({ kind: 'bounds', column, lower, upper }),
    });
    return { scores, heard };
  }

  // Mid-game positions where some columns take a real search, with bounds that narrow.
  const positions = ['74223417356477411661', '4453112266', '24657443354'];

  it('settles the columns centre first, each once, with the scores of the plain solver', () => {
    for (const moves of positions) {
      const state = played(moves);
      const { scores, heard } = follow(state);
      const settled = heard.filter((h) => h.kind === 'column');
      expect(settled.map((h) => h.column)).toEqual(CENTRE_FIRST);
      for (const h of settled) expect(h.score).toBe(scores[h.column]);
      // Each column's score is minus the score of the position it leads to, solved on its own.
      scores.forEach((score, column) => {
        if (score === null || connectsFour(state.board, column, state.toMove)) return;
        const next = applyAction(state, column);
        expect(score).toBe(isGameOver(next) === false ? 0 - solve(next).score : 0);
      });
    }
  });

  it('bounds only the column under search, narrowing, and always around its final score', () => {
    let narrowed = 0;
    for (const moves of positions) {
      const { scores, heard } = follow(played(moves));
      for (const [i, h] of heard.entries()) {
        if (h.kind !== 'bounds') continue;
        // The bounds belong to the next column settled, and hold its score.
        const next = heard.slice(i).find((n) => n.kind === 'column');
        expect(next?.column).toBe(h.column);
        const score = scores[h.column] as number;
        expect(h.lower).toBeLessThanOrEqual(score);
        expect(h.upper).toBeGreaterThanOrEqual(score);
        const before = heard[i - 1];
        if (before?.kind === 'bounds' && before.column === h.column) {
          expect(h.lower).toBeGreaterThanOrEqual(before.lower);
          expect(h.upper).toBeLessThanOrEqual(before.upper);
          // Only a change is reported.
          expect([h.lower, h.upper]).not.toEqual([before.lower, before.upper]);
          narrowed++;
        }
      }
    }
    expect(narrowed).toBeGreaterThan(5);
  });
});

describe('bestMove', () => {
  it('wins at once when it can, the most central winning column first', () => {
    expect(bestMove(played('445566'))).toBe(2);
  });

  it('wins fastest, ties broken centre first', () => {
    // Column scores [4, 18, 11, 11, 18, 4, 4]: columns 1 and 4 both win with the 4th disc.
    expect(bestMove(played('4737'))).toBe(4);
    expect(bestMove(played('41416453222527221644'))).toBe(2);
  });

  it('delays the loss longest', () => {
    // Column scores [-11, -11, -10, -12, -11, -11, -9].
    expect(bestMove(played('35531254275547623'))).toBe(6);
  });

  it('is the perfect player of the strategies, and Negamax depth 8 on other sizes', () => {
    expect(selectPerfectAction(played('35531254275547623'))).toBe(6);
    const small = played('2323', RED, 5, 4);
    expect(selectPerfectAction(small)).toBe(negamax(small, 8).move);
  });
});
