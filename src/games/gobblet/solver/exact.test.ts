import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { createRng } from '../../../core/rng.ts';
import { perfectMove } from '../analysis.ts';
import {
  initialState,
  isOver,
  legalMoves,
  moveToString,
  parseMove,
  parseState,
  play,
  result,
  stateToString,
} from '../rules.ts';
import { DRAW, Exact3 } from './exact.ts';
import { Forced } from './forced.ts';
import { MOVER, OTHER } from './safety.ts';
import { afterMove, flip, Solver3, WIN } from './solve3.ts';

/** Found by random play: Red draws only by 3@b2 (the centre, over Yellow's small piece). */
const DRAWN = '3x3 red think=3 -.-.r3/-.y1.-/-.y3.-';
/** The only drawn position two plies in (up to symmetry): 2@a3, 3@c3. */
const AFTER_MISTAKE = '3x3 red think=3 r2.-.y3/-.-.-/-.-.-';

describe('exact 3×3 values with draws', () => {
  it('proves the one drawing move of a drawn position, and every other move’s loss', () => {
    const study = new Exact3().moveValues(unwrap(parseState(DRAWN)), 9);
    const v = new Map(study.moves.map((m, i) => [moveToString({ n: 3, ...m }), study.values[i]]));
    expect(v.get('3@b2')).toBe(DRAW);
    expect([...v].filter(([, x]) => x === DRAW).map(([m]) => m)).toEqual(['3@b2']);
    expect([...v.values()].every((x) => x === DRAW || (typeof x === 'number' && x < 0))).toBe(true);
    // The slowest of the losses, past the 9-ply horizon; a plain AND-OR search agrees: after
    // either move Yellow forces a line within 9 plies, not within 7. (Before the solver's
    // windows were fixed it said c3-b2 loses in 12.)
    expect(v.get('c3-b2')).toBe(-10);
    expect(v.get('2@b2')).toBe(-10);
    const forced = new Forced();
    const state = unwrap(parseState(DRAWN));
    for (const text of ['c3-b2', '2@b2']) {
      const m = unwrap(parseMove(text, state));
      const after = flip(afterMove(state.board, { size: m.size, from: m.from, to: m.to }));
      expect(forced.win(after, 9), text).toBe(true);
      expect(forced.win(after, 7), text).toBe(false);
    }
  });

  it('finds the same values with a table far too small, which only searches more', () => {
    // 1 MB holds 65,536 entries; the second position needs 600,000: entries are lost all the
    // time, among them the deeper ones that the draw proofs and the distances past the horizon
    // read. The first has a draw; the second wins and losses past the 9-ply horizon.
    for (const text of [DRAWN, '3x3 red think=3 -.-.r2/-.-.-/y1y2.r3.-']) {
      const state = unwrap(parseState(text));
      const [big, small] = [64, 1].map((mb) => new Exact3(() => false, mb).moveValues(state, 9));
      expect(small?.values, text).toEqual(big?.values);
      expect(small?.nodes, text).toBeGreaterThan(big?.nodes ?? Infinity);
    }
  });

  it('finds the draw after a first-move mistake and a reply that gives it back', () => {
    // 2@a3 loses in 14 (bench/gobblet/draws.md); Yellow's 3@c3 lets Red draw, by 1@b2 only.
    const state = unwrap(parseState(AFTER_MISTAKE));
    const exact = new Exact3();
    const board = state.board.slice();
    expect(exact.safety.isSafe(board, MOVER) && exact.safety.isSafe(board, OTHER)).toBe(true);
    expect(moveToString(perfectMove(state, exact, 5))).toBe('1@b2');
  });

  it('perfect players from a drawn position draw by repetition, never showing a line', () => {
    const exact = new Exact3();
    let state = unwrap(parseState(DRAWN));
    for (let ply = 0; ply < 300 && !isOver(state); ply++)
      state = play(state, perfectMove(state, exact, 5));
    expect(result(state)?.kind).toBe('draw');
  });

  it('the perfect player, when lost, picks the slowest loss even past its horizon', () => {
    // Red blunders out of the draw (c3-b2 loses in 10); Yellow plays its fastest win.
    const drawn = unwrap(parseState(DRAWN));
    const blunder = play(drawn, unwrap(parseMove('c3-b2', drawn)));
    const lost = play(blunder, perfectMove(blunder, new Exact3(), 3));
    const all = new Exact3().moveValues(lost, 3, 'all');
    const losses = all.values.map((v) => (typeof v === 'number' ? v : 0));
    expect(losses.every((v) => v < 0)).toBe(true);
    const slowest = Math.min(...losses);
    expect(slowest).toBe(-8);
    const move = moveToString(perfectMove(lost, new Exact3(), 3));
    const chosen = all.moves.findIndex((m) => moveToString({ n: 3, ...m }) === move);
    expect(all.values[chosen]).toBe(slowest);
  });

  it('agrees with a fresh deeper search on random positions where nothing is forced in 3', () => {
    const rng = createRng(11);
    const exact = new Exact3();
    const seen = { win: 0, loss: 0, beyond: 0 };
    for (let t = 0; t < 2000 && seen.win + seen.loss + seen.beyond < 40; t++) {
      let state = initialState(3);
      const plies = rng.int(6, 16);
      for (let p = 0; p < plies && !isOver(state); p++)
        state = play(state, rng.pick(legalMoves(state)));
      if (isOver(state)) continue;
      const board = state.toMove === 0 ? state.board.slice() : flip(state.board);
      // One object for every position: its tables carry over, as in a game.
      if (exact.solver.search(board, 3, -WIN, WIN) !== 0) continue;
      const keeper = exact.safety.isSafe(board, MOVER);
      const other = exact.safety.isSafe(board, OTHER);
      expect(keeper || other).toBe(true);
      const kind = keeper && other ? 'draw' : keeper ? 'win' : 'loss';
      // A separate solver, 9 plies: a line it proves must be the safety search's verdict.
      const deep = new Solver3().search(board, 9, -WIN, WIN);
      if (deep === 0) {
        seen.beyond++;
        continue;
      }
      expect(kind, stateToString(state)).toBe(deep > 0 ? 'win' : 'loss');
      seen[kind === 'win' ? 'win' : 'loss']++;
    }
    expect(Math.min(seen.win, seen.loss)).toBeGreaterThan(10);
  });
});
