import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { legalMoves, moveToString, parseState } from '../rules.ts';
import { Board } from './board.ts';
import { evaluate, HAND_WEIGHTS, weightTable } from './evaluate.ts';
import { expectLineMatchesScore } from './expect-line.ts';
import { randomPosition } from './random-position.ts';
import { depthProgress, MATE, MATE_BOUND, search } from './search.ts';

const W = weightTable(HAND_WEIGHTS);

/**
 * Plain negamax with the engine's leaf rules (a player who can win next move scores a win,
 * a threatened player's depth is extended, quiescence at the horizon, repetition scores 0)
 * and no pruning at all: what the engine's alpha-beta must equal with its unsound prunings off.
 */
function reference(board: Board, depth: number, ply: number, rootDepth: number): number {
  if (board.canWin(board.toMove)) return MATE - ply - 1;
  if (ply > 0 && board.repeats()) return 0;
  const threatened = board.canWin(board.toMove ^ 1);
  const d = threatened && ply < 2 * rootDepth ? depth + 1 : depth;
  if (d <= 0) return quiesce(board, ply, 0);
  const moves = new Int32Array(40);
  const n = board.generate(moves, 0);
  let best = -Infinity;
  for (const m of moves.subarray(0, n)) {
    board.make(m);
    best = Math.max(best, -reference(board, d - 1, ply + 1, rootDepth));
    board.unmake(m);
  }
  return best;
}

function quiesce(board: Board, ply: number, qply: number): number {
  if (board.canWin(board.toMove)) return MATE - ply - 1;
  const evasions = board.canWin(board.toMove ^ 1) && qply < 4;
  let best = evasions ? -MATE + ply + 2 : evaluate(board, W);
  const moves = new Int32Array(40);
  const n = board.generate(moves, 0);
  for (const m of moves.subarray(0, n)) {
    if (!evasions && !board.captures(m)) continue;
    board.make(m);
    best = Math.max(best, -quiesce(board, ply + 1, qply + 1));
    board.unmake(m);
  }
  return best;
}

describe('engine search', () => {
  it('equals plain negamax when the unsound prunings are off', () => {
    fc.assert(
      fc.property(
        fc.nat(1e6),
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, plies, depth) => {
          const state = randomPosition(seed, plies);
          const result = search(state, { depth }, { prune: false, tableMb: 1, weights: W });
          expect(result.score).toBe(reference(new Board(state), depth, 0, depth));
          expectLineMatchesScore(state, result.pv, result.score);
        },
      ),
      { numRuns: 80, seed: 6 },
    );
  });

  // Every search option that is off by default, on: none may change what the plain search scores.
  const EVERY_OPTION = {
    futility: 50,
    lmp: 3,
    qthreats: true,
    nullr: 4,
    razor: 100,
    malus: true,
  } as const;

  it('ignores the optional prunings when pruning is off', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 0, max: 16 }), (seed, plies) => {
        const state = randomPosition(seed, plies);
        const options = { prune: false, tableMb: 1, weights: W };
        const result = search(state, { depth: 3 }, { ...options, ...EVERY_OPTION });
        expect(result.score).toBe(reference(new Board(state), 3, 0, 3));
      }),
      { numRuns: 20, seed: 7 },
    );
  });

  it('still finds a forced win and a forced loss with every option on', () => {
    const win = unwrap(parseState('R..../...../...../..B../..... ox,boar horse,crab eel b'));
    const w = search(win, { depth: 7 }, { weights: W, ...EVERY_OPTION, fork: 60 });
    expect(w.score).toBe(reference(new Board(win), 7, 0, 7));
    expectLineMatchesScore(win, w.pv, w.score);
    const loss = unwrap(parseState('R.r../...../..B../...../..... tiger,ox horse,crab eel r'));
    const l = search(loss, { depth: 4 }, { ...EVERY_OPTION, fork: 60 });
    expect(l.score).toBe(-(MATE - 2));
  });

  it('takes the master at once, scored as a win in one', () => {
    const s = unwrap(parseState('..R../..b../...../...../..B.. boar,ox horse,crab eel b'));
    const r = search(s, { depth: 5 });
    expect(moveToString(r.move)).toBe('boar:c4c5');
    expect(r.score).toBe(MATE - 1);
  });

  it('plays the fastest forced win, and its line ends in the win', () => {
    const s = unwrap(parseState('R..../...../...../..B../..... ox,boar horse,crab eel b'));
    const r = search(s, { depth: 7 }, { weights: W });
    expect(r.score).toBeGreaterThan(MATE_BOUND);
    expectLineMatchesScore(s, r.pv, r.score);
    // No faster win exists: plain negamax to the same depth scores it the same.
    expect(search(s, { depth: 7 }, { prune: false, weights: W }).score).toBe(
      reference(new Board(s), 7, 0, 7),
    );
    expect(r.score).toBe(reference(new Board(s), 7, 0, 7));
  });

  it('sees a loss coming and scores it as late as possible', () => {
    // Red to move cannot stop blue's master from taking the temple next move.
    const s = unwrap(parseState('R.r../...../..B../...../..... tiger,ox horse,crab eel r'));
    const r = search(s, { depth: 4 });
    expect(r.score).toBe(-(MATE - 2));
    // The line is red's move, then blue taking the temple.
    expectLineMatchesScore(s, r.pv, r.score);
  });

  it('stops at a node budget and still returns a legal move with its line', () => {
    const state = randomPosition(7, 6);
    // The move of the depth the budget cut short may differ from the line's first (partial).
    const cut = search(state, { nodes: 5000 });
    expect(legalMoves(state).map(moveToString)).toContain(moveToString(cut.move));
    const r = search(state, { nodes: 5000 }, { partial: false });
    expect(r.nodes).toBeLessThan(5000 + 2000);
    expect(r.pv[0]).toEqual(r.move);
    expectLineMatchesScore(state, r.pv, r.score);
    expect(r.iterations.map((i) => i.depth)).toEqual(r.iterations.map((_, i) => i + 1));
  });
});

describe('engine node counts', () => {
  // Pinned so that any change to the search shows here: a change that only makes it faster
  // keeps these counts; one that changes what it searches updates them and says so.
  it.each([
    ['ox,boar horse,elephant crab', 85_098, 1],
    ['goose,dragon mantis,eel crane', 100_967, 8],
    ['tiger,crab horse,eel frog', 44_588, 28],
  ])('depth 10 from the start with %s: %i nodes', (cards, nodes, score) => {
    const state = unwrap(parseState(`rrRrr/...../...../...../bbBbb ${cards} b`));
    const r = search(state, { depth: 10 }, { tableMb: 16 });
    expect([r.nodes, r.score]).toEqual([nodes, score]);
  });
});

describe('search time', () => {
  it("counts each depth's time, as the info lines print it, from the start of the search", () => {
    // A clock that moves 10 ms each time it is read: every depth reads it at least once, so a
    // depth timed from the search's start is at least 10 ms after the one before, and the
    // result, read last, counts all of them. A depth timed alone would start again near 10.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => {
      now += 10;
      return now;
    });
    try {
      const r = search(randomPosition(3, 4), { depth: 6 });
      const ms = r.iterations.map((i) => i.ms);
      expect(ms).toHaveLength(6);
      for (let d = 1; d < ms.length; d++) {
        expect(ms[d]).toBeGreaterThanOrEqual((ms[d - 1] as number) + 10);
      }
      expect(r.ms).toBeGreaterThan(ms.at(-1) as number);
    } finally {
      clock.mockRestore();
    }
  });
});

describe('search progress', () => {
  it('reports the share of the node, time or depth budget spent, whichever is furthest', () => {
    const reports: number[] = [];
    const task = { progress: (d: number) => reports.push(d) };
    const info = { depth: 3, seldepth: 5, score: 0, nodes: 500, ms: 10, pv: [] };
    depthProgress({ nodes: 1000 }, task)(info);
    depthProgress({ movetime: 20 }, task)(info);
    depthProgress({ depth: 4 }, task)(info);
    depthProgress({ nodes: 100 }, task)(info);
    expect(reports).toEqual([0.5, 0.5, 0.75, 1]);
  });
});
