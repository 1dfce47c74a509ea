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
import {
  BOARD_HI,
  BOARD_LO,
  HEIGHT,
  LO_COLUMNS,
  Position,
  popcount,
  WIDTH,
  winningHi,
  winningLo,
} from './bitboard.ts';

const played = (moves: string, first: Player = RED) => {
  const start = initState(7, 6, first);
  return unwrap(parseMoveString(start, moves)).reduce(applyAction, start);
};

/** A 7×6 game after up to `plies` random moves, stopping before anyone wins. */
const games = (maxPlies: number) =>
  fc.record({ seed: fc.nat(), plies: fc.nat({ max: maxPlies }), yellowFirst: fc.boolean() });

function playout({
  seed,
  plies,
  yellowFirst,
}: {
  seed: number;
  plies: number;
  yellowFirst: boolean;
}) {
  const rng = createRng(seed);
  const states: Connect4State[] = [initState(WIDTH, HEIGHT, yellowFirst ? YELLOW : RED)];
  for (let i = 0; i < plies; i++) {
    const state = states[states.length - 1] as Connect4State;
    const next = applyAction(state, rng.pick(getAvailableActions(state)));
    if (isGameOver(next) !== false) break;
    states.push(next);
  }
  return states;
}

/** Leaves at `depth` plies and games ended on the way, by the rules' pure functions. */
function perftRules(state: Connect4State, depth: number, ended: number[], ply = 0): number {
  if (depth === 0) return 1;
  let leaves = 0;
  for (const column of getAvailableActions(state)) {
    const next = applyAction(state, column);
    if (isGameOver(next) !== false) {
      ended[ply] = (ended[ply] ?? 0) + 1;
      if (depth === 1) leaves++;
    } else leaves += perftRules(next, depth - 1, ended, ply + 1);
  }
  return leaves;
}

/** The same count with the solver's position. */
function perftBits(position: Position, depth: number, ended: number[], ply = 0): number {
  if (depth === 0) return 1;
  let leaves = 0;
  for (let column = 0; column < WIDTH; column++) {
    if (!position.canPlay(column)) continue;
    const win = position.isWinningMove(column);
    const next = position.play(column);
    if (win || next.moves === WIDTH * HEIGHT) {
      ended[ply] = (ended[ply] ?? 0) + 1;
      if (depth === 1) leaves++;
    } else leaves += perftBits(next, depth - 1, ended, ply + 1);
  }
  return leaves;
}

describe('perft: the solver’s position against rules.ts', () => {
  it('counts 7^6 games from the empty board to depth 6', () => {
    const ended: number[] = [];
    expect(perftBits(Position.EMPTY, 6, ended)).toBe(117_649);
    expect(perftRules(initState(7, 6, RED), 6, [])).toBe(117_649);
    expect(ended).toEqual([]);
  });

  it.each([
    ['4453', 5],
    ['44444433333', 5],
    ['11435437', 5],
    ['27153735737636', 5],
    ['36452172766673454437', 5],
    ['45576451254375251344346117', 6],
    ['51461465577551221441636646251222', 7],
    ['61161476245142465234512272647717756535', 4],
  ])('agrees after %s to depth %i, wins and full boards included', (moves, depth) => {
    const state = played(moves);
    const endedRules: number[] = [];
    const endedBits: number[] = [];
    const leaves = perftRules(state, depth, endedRules);
    expect(perftBits(Position.fromState(state), depth, endedBits)).toBe(leaves);
    expect(endedBits).toEqual(endedRules);
  });

  it('plays, detects wins and keys positions as the rules do, along random games', () => {
    fc.assert(
      fc.property(games(41), (game) => {
        for (const state of playout(game)) {
          const position = Position.fromState(state);
          const available = getAvailableActions(state);
          for (let column = 0; column < WIDTH; column++) {
            expect(position.canPlay(column)).toBe(available.includes(column));
            if (!position.canPlay(column)) continue;
            expect(position.isWinningMove(column)).toBe(
              connectsFour(state.board, column, state.toMove),
            );
            const next = applyAction(state, column);
            if (isGameOver(next) === false) {
              expect(position.play(column)).toEqual(Position.fromState(next));
            }
          }
          expect(position.canWinNext()).toBe(
            available.some((c) => connectsFour(state.board, c, state.toMove)),
          );
        }
      }),
      { numRuns: 60, seed: 115 },
    );
  });
});

/** Every empty cell, reachable or not, where a disc of the mover's would make four. */
function winningCellsByHand(state: Connect4State): [number, number] {
  const { columns } = state.board;
  const at = (c: number, r: number) =>
    c >= 0 && c < WIDTH && r >= 0 && r < HEIGHT ? columns[c]?.[r] : undefined;
  let lo = 0;
  let hi = 0;
  for (let c = 0; c < WIDTH; c++) {
    for (let r = (columns[c] as unknown[]).length; r < HEIGHT; r++) {
      const makesFour = [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ].some(([dc, dr]) => {
        let run = 1;
        for (const sign of [1, -1]) {
          for (
            let k = 1;
            k < 4 &&
            at(c + sign * k * (dc as number), r + sign * k * (dr as number)) === state.toMove;
            k++
          )
            run++;
        }
        return run >= 4;
      });
      if (!makesFour) continue;
      const bit = 1 << ((c % LO_COLUMNS) * (HEIGHT + 1) + r);
      if (c < LO_COLUMNS) lo |= bit;
      else hi |= bit;
    }
  }
  return [lo, hi];
}

describe('winning cells across the two words', () => {
  it('match a cell-by-cell search, floating cells included', () => {
    fc.assert(
      fc.property(games(41), (game) => {
        for (const state of playout(game)) {
          const { curLo, curHi, maskLo, maskHi } = Position.fromState(state);
          expect([
            winningLo(curLo, curHi) & (BOARD_LO ^ maskLo),
            winningHi(curLo, curHi) & (BOARD_HI ^ maskHi),
          ]).toEqual(winningCellsByHand(state));
        }
      }),
      { numRuns: 60, seed: 180 },
    );
  });

  it('find a horizontal line split between columns 3 and 4 from either side', () => {
    // Columns from 0: red on 2, 3 and 5 wins on 4; red on 3, 4 and 5 wins on 2 or 6.
    expect(Position.fromState(played('3141')).isWinningMove(4)).toBe(false);
    expect(Position.fromState(played('314162')).isWinningMove(4)).toBe(true);
    const split = Position.fromState(played('415161'));
    expect([2, 6].map((c) => split.isWinningMove(c))).toEqual([true, true]);
  });
});

describe('popcount', () => {
  it('counts the bits of words below 2^28', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 28 - 1 }), (x) => {
        expect(popcount(x)).toBe([...x.toString(2)].filter((b) => b === '1').length);
      }),
      { seed: 204 },
    );
  });
});

describe('Position.fromState', () => {
  it('keeps the discs of the player to move, whoever moved first', () => {
    const red = Position.fromState(played('44', RED));
    const yellow = Position.fromState(played('44', YELLOW));
    expect(red).toEqual(yellow);
    expect(red).toMatchObject({ curLo: 1 << 21, maskLo: 3 << 21, moves: 2 });
  });

  it('refuses other sizes and finished games', () => {
    expect(() => Position.fromState(initState(6, 7, RED))).toThrow(
      'the perfect solver handles only 7×6 boards, not 6×7',
    );
    expect(() => Position.fromState(played('1212121'))).toThrow('the game is over');
  });
});
