import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { allMoves, moveText } from '../board.ts';
import { isOver, outcomeOf, type PousseState, parseState, playMove, startState } from '../rules.ts';
import { type Board, fromState, playInto } from './position.ts';
import { DECIDED, Engine, scoreText, WIN } from './search.ts';

const state = (text: string) => unwrap(parseState(text));

/** Leaf count of the rules' game tree to `depth`, ended games being leaves. */
function perftRules(s: PousseState, depth: number): number {
  if (depth === 0 || isOver(s)) return 1;
  return allMoves(s.n).reduce((sum, m) => sum + perftRules(playMove(s, m), depth - 1), 0);
}

describe("Pousse engine's position", () => {
  it('pushes and hashes as the rules do: the hash of each position reached equals a fresh one', () => {
    const rng = createRng(4);
    for (let g = 0; g < 40; g++) {
      let s = startState(4);
      while (!isOver(s)) {
        const m = rng.pick(allMoves(4));
        const from = fromState(s).board;
        const into: Board = { ...from, cells: new Uint8Array(16) };
        const added = playInto(from, into, m);
        const next = playMove(s, m);
        const fresh = fromState(next).board;
        expect([...into.cells]).toEqual([...fresh.cells]);
        expect([into.hi, into.lo, into.pieces]).toEqual([fresh.hi, fresh.lo, fresh.pieces]);
        expect(added).toBe(fresh.pieces > from.pieces);
        s = next;
      }
    }
  });

  it("perft: the engine's moves reach every board the rules' moves reach", () => {
    expect(perftRules(startState(3), 3)).toBe(12 ** 3);
    const rng = createRng(8);
    const e = new Engine(4);
    for (let g = 0; g < 30; g++) {
      let s = startState(4);
      while (!isOver(s)) {
        const boards = (moves: readonly { side: 'T' | 'B' | 'L' | 'R'; line: number }[]) =>
          new Set(moves.map((m) => playMove(s, m).board));
        const unique = e.uniqueMoves(s);
        expect(unique.length).toBeLessThanOrEqual(16);
        expect(boards(unique)).toEqual(boards(allMoves(4)));
        s = playMove(s, rng.pick(allMoves(4)));
      }
    }
  });
});

describe('Pousse engine search', () => {
  it('takes a straight in one', () => {
    // X has two of the top row; X to move can push a third in.
    const s = state('3:L1B3L1B2');
    const r = new Engine(3).search(s, { depth: 3 });
    const next = playMove(s, r.move);
    expect(outcomeOf(next)).toMatchObject({ winner: 0 });
    expect(r.score).toBeGreaterThan(DECIDED);
  });

  it("never plays a move that repeats a board of the game's history", () => {
    // Just before O's losing repeat R2: the engine, as O, must see R2 loses.
    const s = state('3:T1T3B3T2B1T3T2T1L2');
    const repeat = playMove(s, { side: 'R', line: 2 });
    expect(repeat.repeated).toBe(true);
    const r = new Engine(3).search(s, { depth: 1 });
    expect(moveText(r.move)).not.toBe('R2');
    expect(playMove(s, r.move).repeated).toBe(false);
  });

  it('keys the table by the repetition window: the same board with different pasts searches alike only when the window is alike', () => {
    const a = fromState(state('3:T1T3B3T2B1T3T2T1L2'));
    expect(a.tail.length).toBeGreaterThan(0);
    // With an empty past the engine is free to play R2 if it likes it; with the past it is not.
    const e = new Engine(3);
    for (const depth of [1, 2, 3, 4, 5]) {
      const withPast = e.search(state('3:T1T3B3T2B1T3T2T1L2'), { depth });
      expect(moveText(withPast.move)).not.toBe('R2');
    }
  });

  it("keeps the last search's table when asked: the same search again costs fewer nodes and agrees", () => {
    const s = state('4:L2L3');
    const e = new Engine(4);
    const fresh = e.search(s, { depth: 6 });
    const again = e.search(s, { depth: 6 }, { keepTable: true });
    expect(again.nodes).toBeLessThan(fresh.nodes / 2);
    expect([again.move, again.score]).toEqual([fresh.move, fresh.score]);
    // Without it, the table is cleared: the same nodes as the first time.
    expect(e.search(s, { depth: 6 }).nodes).toBe(fresh.nodes);
  });

  it('searches the same tree on bitboards as on arrays of cells: node counts pinned', () => {
    // Depth, then nodes with late-move reductions and without (the engine before them); 4×4
    // searches with the Texel weights, the other sizes with THREAT_WEIGHTS (engineWeights).
    const cases: [string, number, number, number][] = [
      ['4:', 7, 16_482, 52_674],
      ['4:L2L3', 7, 7_809, 44_932],
      ['4:T2L4T3B4B1B1', 7, 12_531, 35_682],
      ['5:T1B3', 5, 3_809, 5_323],
      ['3:T1B2', 9, 679, 982],
    ];
    for (const [text, depth, reduced, full] of cases) {
      const n = Number(text[0]);
      for (const [reduceAfter, nodes] of [
        [3, reduced],
        [Infinity, full],
      ] as const) {
        const bits = new Engine(n, undefined, 16);
        const arrays = new Engine(n, undefined, 16, false);
        bits.reduceAfter = reduceAfter;
        arrays.reduceAfter = reduceAfter;
        const r = bits.search(state(text), { depth });
        expect(r).toEqual(arrays.search(state(text), { depth }));
        expect([text, reduceAfter, r.nodes]).toEqual([text, reduceAfter, nodes]);
      }
    }
  });

  it('when every move loses, plays the longest loss: the hardest for a shallow opponent', () => {
    // From a game lost to PLT Smart as O (bench/pousse/losses.md, pair 0): O to move, lost.
    const s = state('4:L2L3L3R2L2L3T2');
    const e = new Engine(4, undefined, 16);
    const r = e.search(s, { depth: 8 });
    const losses = e.uniqueMoves(s).map((m) => {
      const child = playMove(s, m);
      // A score one ply down is one ply nearer its end: as the root sees it, one more.
      return isOver(child) ? -WIN + 1 : 1 - e.search(child, { depth: 7 }).score;
    });
    expect(losses.every((v) => v <= -DECIDED)).toBe(true);
    // Mate distances tell the losses apart: most lose at once, one lasts three moves.
    expect(new Set(losses).size).toBeGreaterThan(1);
    expect(r.score).toBe(Math.max(...losses));
    expect(scoreText(r.score)).toBe('loses in 3');
  });
});
