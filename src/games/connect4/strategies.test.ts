import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { ais } from './ais.ts';
import {
  applyAction,
  type Connect4State,
  DRAW,
  getAvailableActions,
  initState,
  isGameOver,
  parseMoveString,
  RED,
  YELLOW,
} from './rules.ts';
import {
  evaluate,
  negamax,
  parseStrategy,
  selectHeuristicAction,
  selectRandomAction,
  strategyFromName,
  WIN_SCORE,
} from './strategies.ts';

const played = (moves: string, width = 7, height = 6) => {
  const start = initState(width, height, RED);
  return unwrap(parseMoveString(start, moves)).reduce(applyAction, start);
};

const SEEDS = Array.from({ length: 40 }, (_, i) => i);

describe('selectRandomAction', () => {
  it('picks among the available columns, all of them in time', () => {
    const state = played('4444443');
    const seen = new Set(SEEDS.map((seed) => selectRandomAction(state, createRng(seed))));
    expect([...seen].sort()).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it('has nothing to choose once the game is over', () => {
    expect(() => selectRandomAction(played('1212121'), createRng(1))).toThrow('the game is over');
  });
});

describe('selectHeuristicAction', () => {
  it('wins at once when it can, even when it could also block', () => {
    const state = played('172737');
    for (const seed of SEEDS) expect(selectHeuristicAction(state, createRng(seed))).toBe(3);
  });

  it('blocks the opponent’s immediate win', () => {
    const state = played('171757');
    for (const seed of SEEDS) expect(selectHeuristicAction(state, createRng(seed))).toBe(6);
  });

  it('otherwise plays any valid move', () => {
    const state = initState(7, 6, YELLOW);
    const seen = new Set(SEEDS.map((seed) => selectHeuristicAction(state, createRng(seed))));
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe('evaluate', () => {
  it('counts the windows of four each disc opens, plus the centre bonus', () => {
    expect(evaluate(initState(7, 6, RED))).toBe(0);
    // A corner disc lies in 3 windows; the bottom centre disc in 7, plus 3 for the centre.
    expect(evaluate(played('1'))).toBe(-3);
    expect(evaluate(played('4'))).toBe(-10);
    expect(evaluate({ ...played('4'), toMove: RED })).toBe(10);
  });

  it('is the same for a mirrored board', () => {
    expect(evaluate(played('1223'))).toBe(evaluate(played('7665')));
  });
});

describe('negamax', () => {
  it('takes a win in one, scored as the fastest possible win', () => {
    expect(negamax(played('172737'), 4)).toMatchObject({ move: 3, score: WIN_SCORE - 1 });
  });

  it('blocks an immediate loss', () => {
    expect(negamax(played('171757'), 4).move).toBe(6);
  });

  it('sees a loss two plies ahead and scores it by its distance', () => {
    expect(negamax(played('22334'), 2).score).toBe(-(WIN_SCORE - 2));
    expect(negamax(played('22334'), 5).score).toBe(-(WIN_SCORE - 2));
  });

  it('counts nodes deterministically (a change here is a change of search)', () => {
    expect(negamax(initState(7, 6, RED), 6)).toEqual({ move: 3, score: 0, nodes: 1385 });
    expect(negamax(initState(7, 6, RED), 8)).toEqual({ move: 3, score: -7, nodes: 13064 });
    expect(negamax(played('4453'), 6)).toEqual(negamax(played('4453'), 6));
  });

  it('does not change the state it is given', () => {
    const state = played('4453');
    const before = JSON.stringify(state);
    negamax(state, 6);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses a finished game and depths outside 1 to 12', () => {
    expect(() => negamax(played('1212121'), 4)).toThrow('the game is over');
    expect(() => negamax(initState(7, 6, RED), 0)).toThrow(RangeError);
    expect(() => negamax(initState(7, 6, RED), 13)).toThrow(RangeError);
  });
});

/** Plain minimax in negamax form over the pure rules, with the same scores and move order. */
function minimax(state: Connect4State, depth: number) {
  let nodes = 0;
  const { width } = state.board;
  const middle = Math.floor(width / 2);
  const order = [...Array(width).keys()].sort(
    (a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b,
  );
  const search = (s: Connect4State, left: number, ply: number): [number, number] => {
    if (left === 0) return [evaluate(s), -1];
    let best: [number, number] = [-Infinity, -1];
    const available = getAvailableActions(s);
    for (const column of order.filter((c) => available.includes(c))) {
      nodes++;
      const next = applyAction(s, column);
      const over = isGameOver(next);
      const score =
        over === DRAW
          ? 0
          : over !== false
            ? WIN_SCORE - (ply + 1)
            : -search(next, left - 1, ply + 1)[0];
      if (score > best[0]) best = [score, column];
    }
    return best;
  };
  const [score, move] = search(state, depth, 0);
  return { move, score, nodes };
}

/** A position reached by random moves, stopping before the game ends. */
const positions = fc
  .record({
    width: fc.integer({ min: 4, max: 9 }),
    height: fc.integer({ min: 4, max: 9 }),
    seed: fc.nat(),
    plies: fc.nat({ max: 60 }),
  })
  .map(({ width, height, seed, plies }) => {
    const rng = createRng(seed);
    let state = initState(width, height, rng.bool() ? RED : YELLOW);
    for (let i = 0; i < plies; i++) {
      const next = applyAction(state, rng.pick(getAvailableActions(state)));
      if (isGameOver(next) !== false) break;
      state = next;
    }
    return state;
  });

describe('alpha-beta against plain minimax', () => {
  it('finds the same move and score with no more nodes', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 1, max: 4 }), (state, depth) => {
        const plain = minimax(state, depth);
        const pruned = negamax(state, depth);
        expect({ move: pruned.move, score: pruned.score }).toEqual({
          move: plain.move,
          score: plain.score,
        });
        // The root's window is open, so alpha-beta tries every legal move there; one ply deep
        // there is nothing below to prune, and the two count the same.
        expect(pruned.nodes).toBeGreaterThanOrEqual(getAvailableActions(state).length);
        if (depth === 1) expect(pruned.nodes).toBe(plain.nodes);
        expect(pruned.nodes).toBeLessThanOrEqual(plain.nodes);
      }),
      { numRuns: 150, seed: 0xc4 },
    );
  });
});

describe('strategies by name', () => {
  it('reads random, heuristic, perfect and negamax:<depth>', () => {
    expect(parseStrategy('random')).toEqual({ ok: true, value: { name: 'random' } });
    expect(parseStrategy('perfect')).toEqual({ ok: true, value: { name: 'perfect' } });
    expect(parseStrategy(' heuristic ')).toEqual({ ok: true, value: { name: 'heuristic' } });
    expect(parseStrategy('negamax:6')).toEqual({
      ok: true,
      value: { name: 'negamax', param: 6 },
    });
  });

  it.each([
    ['negamax', 'negamax needs a depth from 1 to 12'],
    ['negamax:0', 'negamax needs a depth from 1 to 12'],
    ['negamax:13', 'negamax needs a depth from 1 to 12'],
    ['random:3', 'random takes no parameter'],
    ['perfect:3', 'perfect takes no parameter'],
    ['minimax:3', 'expected random, heuristic, negamax'],
    ['', 'expected random, heuristic, negamax'],
  ])('explains what is wrong with "%s"', (text, message) => {
    const parsed = parseStrategy(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });

  it('turns a strategy into a chooser', () => {
    const choose = unwrap(strategyFromName({ name: 'negamax', param: 4 }));
    expect(choose(played('171757'), createRng(0))).toBe(6);
    expect(strategyFromName({ name: 'alphabeta' as never }).ok).toBe(false);
  });

  it('offers the players the page lists', () => {
    expect(ais.map((ai) => [ai.id, ai.label])).toEqual([
      ['random', 'Random'],
      ['heuristic', 'Heuristic'],
      ['negamax:2', 'Negamax depth 2'],
      ['negamax:4', 'Negamax depth 4'],
      ['negamax:6', 'Negamax depth 6'],
      ['negamax:8', 'Negamax depth 8'],
      ['perfect', 'Perfect (solver)'],
    ]);
    const state = played('171757');
    // The perfect player needs a later position to answer fast; solver/solve.test.ts has it.
    const searching = ais.slice(1).filter((ai) => ai.id !== 'perfect');
    for (const ai of searching) expect(ai.choose(state, aiContext(createRng(2))), ai.id).toBe(6);
  });
});
