import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import { moveText } from '../board.ts';
import { parseMoves, startState } from '../rules.ts';
import { smartSearch } from './smart.ts';

/**
 * Our port of PLT's Smart robot against PLT's own code: plt-choices.txt holds the moves
 * robot.rkt chose on fixed positions at fixed depths, with pick-best's coin made a fixed
 * sequence (scripts/pousse-plt-fixtures.rkt). The same coins here must give the same moves.
 */
const COINS = {
  first: () => () => false,
  last: () => () => true,
  mixed: () => {
    let k = 0;
    return () => {
      const yes = (k * k) % 7 < 3;
      k++;
      return yes;
    };
  },
} as const;

const cases = readFileSync(new URL('./plt-choices.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((line) => {
    const [n, moves, depth, coin, move] = line.split(' ') as [
      string,
      string,
      string,
      keyof typeof COINS,
      string,
    ];
    return {
      n: Number(n),
      moves: moves === '-' ? '' : moves,
      depth: Number(depth),
      coin,
      move,
      line,
    };
  });

describe("PLT's Smart robot, ported", () => {
  it('has fixtures from PLT at depths 0 to 3 on sizes 3 to 6', () => {
    expect(cases.length).toBeGreaterThan(400);
    expect(new Set(cases.map((c) => c.n))).toEqual(new Set([3, 4, 5, 6]));
    expect(new Set(cases.map((c) => c.depth))).toEqual(new Set([0, 1, 2, 3]));
  });

  it.each(cases)('$line', ({ n, moves, depth, coin, move }) => {
    const played = unwrap(parseMoves(startState(n), moves));
    const r = smartSearch(n, played, depth, { coin: COINS[coin](), stopped: () => false });
    expect(moveText({ side: r.what.side, line: r.what.index + 1 })).toBe(move);
  });
});
