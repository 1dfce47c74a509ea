import { describe, expect, it } from 'vitest';
import { createRng } from '../../../core/rng.ts';
import { quickTask } from '../../../core/task.ts';
import { blobPoints, bonus } from '../board.ts';
import engine from '../engine.ts';
import { boardToString, type Cell, type SameState, same, totalScore } from '../rules.ts';
import { beamSearch } from './beam.ts';
import { FastBoard, scoring } from './fast-board.ts';
import { FastRandom, type Line, NestedSearch, playFirst } from './search.ts';
import { solveSeeded } from './seeded.ts';
import { solveBoard } from './solve.ts';

const deal = (
  rules: 'plt' | 'standard',
  width: number,
  height: number,
  colours: number,
  seed: number,
) => same.setup({ rules, width, height, colours }, createRng(seed));

/** The board as rows, from the solver's bytes, to compare with the rules' own. */
function fastRows(board: FastBoard): string {
  const rows: string[] = [];
  for (let row = board.height - 1; row >= 0; row--) {
    let line = '';
    for (let col = 0; col < board.width; col++) {
      const c = board.cells[board.index(col, row)] as number;
      line += c === 0 ? '.' : String(c);
    }
    rows.push(line);
  }
  return rows.join('/');
}

/** The best final score from `state`, by trying every line (tiny boards only). */
function bestScore(state: SameState, memo = new Map<string, number>()): number {
  const key = boardToString(state);
  const known = memo.get(key);
  if (known !== undefined) return state.points + known;
  const moves = same.legalMoves(state);
  const best =
    moves.length === 0
      ? totalScore(state)
      : Math.max(...moves.map((m) => bestScore(same.play(state, m), memo)));
  memo.set(key, best - state.points);
  return best;
}

/** A clock that ticks once a reading: budgets count the solver's checks, not milliseconds. */
const ticking = () => {
  let t = 0;
  return () => t++;
};

/** Tests that search thousands of playouts: time to finish on a loaded machine (not a speed check). */
const HEAVY = 60_000;

describe('the Same solver', () => {
  it('plays random games exactly as the rules do: the same blobs, moves and boards', () => {
    for (let seed = 0; seed < 20; seed++) {
      let state = deal(seed % 2 ? 'plt' : 'standard', 9, 7, 2 + (seed % 5), seed);
      const board = FastBoard.fromState(state);
      const rng = createRng(seed);
      while (!same.result(state)) {
        const moves = same.legalMoves(state);
        board.scan();
        const firsts = [];
        for (let b = 0; b < board.blobs; b++)
          if ((board.size[b] as number) >= 2) firsts.push(board.first[b]);
        expect(firsts).toEqual(moves.map((m) => board.index(m.col, m.row)));
        const move = rng.pick(moves);
        playFirst(board, board.index(move.col, move.row));
        state = same.play(state, move);
        expect(fastRows(board)).toBe(boardToString(state));
        expect(board.columns).toBe(state.columns.length);
      }
    }
  });

  it('removes a blob marked by blobAt as the rules do, its count of cells kept, whatever columns it spans', () => {
    for (let seed = 0; seed < 20; seed++) {
      let state = deal(seed % 2 ? 'plt' : 'standard', 12, 9, 2 + (seed % 4), seed);
      const board = FastBoard.fromState(state);
      let left = board.cellsLeft();
      const rng = createRng(seed);
      while (!same.result(state)) {
        const move = rng.pick(same.legalMoves(state));
        const size = board.blobAt(board.index(move.col, move.row));
        expect(board.first[0]).toBe(board.index(move.col, move.row));
        board.removeMarked();
        left -= size;
        state = same.play(state, move);
        expect(fastRows(board)).toBe(boardToString(state));
        expect(board.columns).toBe(state.columns.length);
        expect(board.cellsLeft()).toBe(left);
      }
    }
  });

  it('names every column a removal changed, or whose right neighbour changed, as dirty', () => {
    for (let seed = 0; seed < 20; seed++) {
      let state = deal(seed % 2 ? 'plt' : 'standard', 12, 9, 2 + (seed % 4), seed);
      const board = FastBoard.fromState(state);
      const rng = createRng(seed);
      while (!same.result(state)) {
        const before = [...state.columns];
        const move = rng.pick(same.legalMoves(state));
        board.blobAt(board.index(move.col, move.row));
        board.removeMarked();
        state = same.play(state, move);
        state.columns.forEach((column, col) => {
          if (col >= board.dirtyFrom && col <= board.dirtyTo) return;
          // A clean column and the one to its right are as they were.
          expect(column, `seed ${seed} column ${col}`).toBe(before[col]);
          expect(state.columns[col + 1]).toBe(before[col + 1]);
        });
      }
    }
  });

  it(
    'finds the best line on small boards, checked against trying every line',
    () => {
      for (let seed = 1; seed <= 6; seed++) {
        for (const rules of ['plt', 'standard'] as const) {
          const state = deal(rules, 5, 4, 3, seed);
          const solution = solveBoard(state, { ms: 20_000, seed, now: ticking() });
          let end = state;
          for (const move of solution.moves) end = same.play(end, move);
          expect(same.result(end)).not.toBeNull();
          expect(totalScore(end), 'the line scores what the solver says').toBe(solution.score);
          expect(solution.score, `${rules} seed ${seed}`).toBe(bestScore(state));
        }
      }
    },
    HEAVY,
  );

  it('beams of any width give whole lines that score what they claim, each better than the last found', () => {
    const state = deal('standard', 10, 8, 4, 7);
    const root = FastBoard.fromState(state);
    const rules = scoring('standard');
    for (const width of [1, 3, 20]) {
      const search = new NestedSearch(rules, new FastRandom(width), () => false, root.cells.length);
      const found: Line[] = [];
      const line = beamSearch(root, width, search, rules.points, (l) => found.push(l));
      expect(found.at(-1)).toBe(line);
      for (let k = 1; k < found.length; k++)
        expect((found[k] as Line).score).toBeGreaterThan((found[k - 1] as Line).score);
      const board = root.clone();
      let points = 0;
      for (const first of line.moves) points += rules.points(playFirst(board, first));
      board.scan();
      for (let b = 0; b < board.blobs; b++) expect(board.size[b]).toBe(1);
      expect(points + rules.bonus(board.cellsLeft())).toBe(line.score);
    }
  });

  it('gives a whole game as good as its first playout, even with no time at all', () => {
    const state = deal('plt', 20, 16, 5, 3);
    const solution = solveBoard(state, { ms: 0, seed: 1 });
    let end = state;
    for (const move of solution.moves) end = same.play(end, move);
    expect(same.result(end)).not.toBeNull();
    expect(totalScore(end)).toBe(solution.score);
    expect(solution.playouts).toBe(1);
  });

  it(
    'improves with more time on full boards, under either rules',
    () => {
      for (const rules of ['plt', 'standard'] as const) {
        const state = deal(rules, 0, 0, 5, 11);
        const short = solveBoard(state, { ms: 200, seed: 1, now: ticking() });
        const long = solveBoard(state, { ms: 2_000, seed: 1, now: ticking() });
        expect(long.playouts).toBeGreaterThan(short.playouts);
        expect(long.score).toBeGreaterThanOrEqual(short.score);
      }
    },
    HEAVY,
  );

  it('stops when asked, with a whole game, and reports its best line as progress', () => {
    const state = deal('plt', 0, 0, 5, 4);
    const seen: number[] = [];
    let asked = 0;
    const solution = solveBoard(state, {
      ms: 60_000,
      seed: 2,
      now: ticking(),
      context: {
        stopped: () => ++asked > 500,
        progress: (done, line) => {
          expect(done).toBeGreaterThanOrEqual(0);
          expect(done).toBeLessThanOrEqual(1);
          seen.push(line?.score ?? -1);
        },
      },
    });
    let end = state;
    for (const move of solution.moves) end = same.play(end, move);
    expect(same.result(end)).not.toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(solution.score);
  });

  it('replays a counted job exactly: the same board, seed and playouts give the same game', () => {
    const job = { rules: 'standard', seed: 3, ms: 400, testBoard: 3, counted: true } as const;
    const first = solveSeeded(job);
    expect(solveSeeded(job)).toEqual(first);
    expect(first.playouts).toBeGreaterThan(300);
    expect(first.playouts).toBeLessThanOrEqual(400);
    expect(solveSeeded({ ...job, seed: 4 }).playouts).toBeGreaterThan(300);
  });

  it('hints a legal move, and none once the game is over', () => {
    const state = deal('plt', 8, 6, 4, 5);
    const hint = engine.hint?.(state, quickTask);
    expect(hint?.moves).toHaveLength(1);
    const legal = same.legalMoves(state).map(same.moveToString);
    const move = same.moveToString(hint?.moves[0] as Cell);
    expect(legal).toContain(move);
    expect(hint?.why).toMatch(new RegExp(`^Clear the group of \\d+ at ${move} \\(\\d+ points\\)`));
    const over = same.parseState('plt 2x1 5 0 0 12');
    expect(over.ok && engine.hint?.(over.value, quickTask)).toBeNull();
  });

  it('scores as the rules do', () => {
    expect(blobPoints('plt', 7)).toBe(49);
    expect(blobPoints('standard', 7)).toBe(25);
    expect(bonus('standard', 1)).toBe(0);
  });
});
