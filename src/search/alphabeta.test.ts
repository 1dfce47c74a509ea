import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiContext } from '../core/ai.ts';
import type { Game } from '../core/game.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { quietTask } from '../core/task.ts';
import { alphaBeta, alphaBetaPlayer, WIN_SCORE } from './alphabeta.ts';
import { returns } from './returns.ts';
import { kuhnPoker } from './test-games/kuhn-poker.ts';
import { nim } from './test-games/nim.ts';
import { pig } from './test-games/pig.ts';
import { type TicTacToeState, ticTacToe } from './test-games/tic-tac-toe.ts';

/** Lines still open to `player` less those open to the other: a real, if weak, evaluation. */
function openLines(state: TicTacToeState, player: number): number {
  const lines = ['012', '345', '678', '036', '147', '258', '048', '246'];
  const open = (mark: string) =>
    lines.filter((l) => [...l].every((c) => state.board[Number(c)] !== mark)).length;
  const [mine, theirs] = player === 0 ? ['o', 'x'] : ['x', 'o'];
  return open(mine as string) - open(theirs as string);
}

/** Plain minimax in negamax form with alpha-beta's scoring: the reference it must agree with. */
function minimax<S, M>(
  game: Game<S, M>,
  state: S,
  depth: number,
  ply: number,
  evaluate: (s: S, p: number) => number,
): number {
  const me = game.toMove(state) as number;
  let best = -Infinity;
  for (const move of game.legalMoves(state)) {
    const child = game.play(state, move);
    const outcome = game.result(child);
    const score = outcome
      ? (returns(outcome, 2)[me] as number) * (WIN_SCORE - (ply + 1))
      : depth === 1
        ? evaluate(child, me)
        : -minimax(game, child, depth - 1, ply + 1, evaluate);
    best = Math.max(best, score);
  }
  return best;
}

/** A position a few random moves from the start that is not over. */
const position = fc.array(fc.nat(8), { minLength: 2, maxLength: 7 }).map((picks) => {
  let state = ticTacToe.setup({}, createRng(0));
  for (const pick of picks) {
    const moves = ticTacToe.legalMoves(state);
    const next = ticTacToe.play(state, moves[pick % moves.length] as number);
    if (ticTacToe.result(next)) break;
    state = next;
  }
  return state;
});

describe('alphaBeta', () => {
  it('scores as plain minimax does, with and without the table', () => {
    const key = ticTacToe.stateToString;
    const prop = fc.property(
      position,
      fc.integer({ min: 1, max: 9 }),
      fc.boolean(),
      (state, depth, table) => {
        const options = table
          ? { depth, evaluate: openLines, key }
          : { depth, evaluate: openLines };
        const found = alphaBeta(ticTacToe, state, options);
        const expected = minimax(ticTacToe, state, found.depth, 0, openLines);
        expect(found.score).toBe(expected);
        // The move it plays is worth its score.
        const child = ticTacToe.play(state, found.move);
        const outcome = ticTacToe.result(child);
        const me = ticTacToe.toMove(state) as number;
        const value = outcome
          ? (returns(outcome, 2)[me] as number) * (WIN_SCORE - 1)
          : found.depth === 1
            ? openLines(child, me)
            : -minimax(ticTacToe, child, found.depth - 1, 1, openLines);
        expect(value).toBe(found.score);
        expect(found.pv[0]).toBe(found.move);
        // An early stop only comes from a proven win or loss.
        if (found.depth < depth) expect(Math.abs(found.score)).toBeGreaterThan(WIN_SCORE - 10);
      },
    );
    fc.assert(prop, { seed: 42, numRuns: 150 });
  });

  it('wins at once rather than later, and its line is legal', () => {
    const state = unwrap(ticTacToe.parseState('xx.oo.... x'));
    const found = alphaBeta(ticTacToe, state, { depth: 9, key: ticTacToe.stateToString });
    expect(found).toMatchObject({ move: 2, score: WIN_SCORE - 1, depth: 1, pv: [2] });
  });

  it('solves Nim 3,4,5: take two from the first heap, and the win follows', () => {
    const start = nim.setup({ players: 2, heaps: '3,4,5' }, createRng(0));
    const options = { depth: 12, key: nim.stateToString };
    const found = alphaBeta(nim, start, options);
    expect(nim.moveToString(found.move)).toBe('1-2');
    expect(found.score).toBeGreaterThan(WIN_SCORE - 13);
    const player = alphaBetaPlayer(nim, options);
    let state = start;
    while (!nim.result(state))
      state = nim.play(state, player.choose(state, aiContext(createRng(0))));
    expect(nim.result(state)).toEqual({ kind: 'win', winner: 0 });
  });

  it('visits fewer positions with the table, and counts the same each run', () => {
    const start = ticTacToe.setup({}, createRng(0));
    const plain = alphaBeta(ticTacToe, start, { depth: 9 });
    const tabled = alphaBeta(ticTacToe, start, { depth: 9, key: ticTacToe.stateToString });
    expect(tabled.score).toBe(0);
    expect(plain.score).toBe(0);
    expect(tabled.nodes).toBeLessThan(plain.nodes / 4);
    expect(alphaBeta(ticTacToe, start, { depth: 9, key: ticTacToe.stateToString })).toEqual(tabled);
  });

  it('stops at its node budget or when stopped, after the first iteration, and reports each', () => {
    const start = ticTacToe.setup({}, createRng(0));
    const budget = alphaBeta(ticTacToe, start, { depth: 9, nodes: 200 });
    expect(budget.depth).toBeLessThan(9);
    expect(budget.nodes).toBeLessThanOrEqual(200);
    const seen: number[] = [];
    const task = { progress: (done: number) => seen.push(done), stopped: () => true };
    const stopped = alphaBeta(ticTacToe, start, { depth: 9 }, task);
    expect(stopped.depth).toBe(1);
    expect(seen).toEqual([1 / 9]);
    expect(ticTacToe.legalMoves(start)).toContain(stopped.move);
  });

  it('refuses games with chance, hidden information or more than two players', () => {
    const task = quietTask;
    expect(() => alphaBeta(pig, pig.setup({ goal: 20 }, createRng(0)), { depth: 2 }, task)).toThrow(
      'alpha-beta cannot play pig: the game has chance nodes',
    );
    const kuhn = kuhnPoker.setup({}, createRng(0));
    expect(() => alphaBeta(kuhnPoker, kuhn, { depth: 2 })).toThrow('hidden information');
    const three = nim.setup({ players: 3, heaps: '3,4' }, createRng(0));
    expect(() => alphaBeta(nim, three, { depth: 3 })).toThrow('player 2 is to move');
    const player = alphaBetaPlayer(nim, { depth: 3 });
    expect(() => player.choose(three, aiContext(createRng(0), 0, { players: 3 }))).toThrow(
      'it needs 2 players, not 3',
    );
  });
});
