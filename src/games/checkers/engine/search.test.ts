import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { legalMoves, moveToString, parseState, play } from '../rules.ts';
import { MATE_BOUND, search } from './search.ts';
import { boardOfState } from './state-board.ts';

const at = (fen: string) => unwrap(parseState(fen));

describe('checkers search', () => {
  it('plays a legal move, with a principal variation of legal moves, and counts its nodes', () => {
    const s = at('B:W21-32:B1-12');
    const r = search(boardOfState(s), { depth: 6 });
    expect(legalMoves(s).map(moveToString)).toContain(moveToString(r.move));
    let state = s;
    for (const m of r.pv) state = play(state, m);
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.iterations.map((i) => i.depth)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('finds a shot: giving a man to take two back', () => {
    // Red 9-14 forces 18x9 (or 10x... ) then 5x14x23 takes two? Checked by the win in material.
    const s = at('B:W18,19,26:B5,6,10,K1');
    const r = search(boardOfState(s), { depth: 8 });
    const after = play(s, r.move);
    expect(r.score).toBeGreaterThan(100);
    expect(after.toMove).toBe(1);
  });

  it('sees a won ending as a win and a lost one as a loss', () => {
    // Two red kings against one black man cornered: Red wins.
    const win = search(boardOfState(at('B:W32:BK19,K20')), { depth: 20 });
    expect(win.score).toBeGreaterThan(MATE_BOUND);
    const loss = search(boardOfState(at('W:W32:BK19,K20')), { depth: 20 });
    expect(loss.score).toBeLessThan(-MATE_BOUND);
  });

  it('sees the repetitions of the game before the search, as the rules do', () => {
    const again = at('B:WK32:BK1,K5 1-6 32-27 6-1 27-32');
    expect(boardOfState(again).repeats()).toBe(true);
    expect(boardOfState(at('B:WK32:BK1,K5 1-6 32-27')).repeats()).toBe(false);
  });

  it('with noise, picks from the seed: the same seed, the same move', () => {
    const s = at('B:W21-32:B1-12');
    const pick = (seed: number) =>
      moveToString(
        search(boardOfState(s), { nodes: 2000 }, { noise: 100, rng: createRng(seed) }).move,
      );
    expect(pick(7)).toBe(pick(7));
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map(pick));
    expect(picks.size).toBeGreaterThan(1);
  });
});
