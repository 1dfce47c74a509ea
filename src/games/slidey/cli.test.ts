import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { HOLE, isSolved } from './board.ts';

const replay = (width: number, tiles: number[], moves: number[]) => {
  const board = tiles.slice();
  for (const t of moves) {
    const hole = board.indexOf(HOLE);
    const cell = board.indexOf(t);
    expect([1, width]).toContain(Math.abs(hole - cell));
    board[hole] = t;
    board[cell] = HOLE;
  }
  return board;
};

beforeEach(() => {
  vi.stubEnv('XDG_CACHE_HOME', mkdtempSync(join(tmpdir(), 'slidey-cache-')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('games slidey solve', () => {
  it('prints a shortest solution as JSON, moves naming the tiles slid', async () => {
    const tiles = [4, 1, 3, 7, 2, 6, 0, 5, 8];
    const { code, out } = await runCli(
      'slidey',
      'solve',
      '--width',
      '3',
      '--height',
      '3',
      '--tiles',
      tiles.join(','),
      '--json',
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(Object.keys(answer)).toEqual(['length', 'moves', 'nodes', 'ms']);
    // By hand: 7 and 4 down, 1 left, 2 and 5 up, 8 left; six tiles one step from home each, so
    // no solution is shorter.
    expect(answer.length).toBe(answer.moves.length);
    expect(isSolved(replay(3, tiles, answer.moves))).toBe(true);
    expect(answer.moves).toEqual([7, 4, 1, 2, 5, 8]);
  });

  it('prints plain text, and solves a board beyond 4×4 with the quick solver', async () => {
    const solved = await runCli(
      'slidey',
      'solve',
      '--width',
      '2',
      '--height',
      '2',
      '--tiles',
      '1,2,0,3',
    );
    expect(solved.out).toBe('1 moves: 3');
    const deal = await runCli('slidey', 'deal', '--width', '7', '--height', '5', '--seed', '3');
    const tiles = deal.out.split(',').map(Number);
    const { out } = await runCli(
      'slidey',
      'solve',
      '--width',
      '7',
      '--height',
      '5',
      '--tiles',
      deal.out,
      '--json',
    );
    expect(isSolved(replay(7, tiles, JSON.parse(out).moves))).toBe(true);
  });

  it('reads one board a line from standard input and answers each', async () => {
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(
      Readable.from([
        '1,2,3,0,4,5\n',
        '\n',
        '1,2,3,4,0,5\n',
        '2,1,3,4,5,0\n',
      ]) as unknown as typeof process.stdin,
    );
    const { code, out, err } = await runCli(
      'slidey',
      'solve',
      '--width',
      '3',
      '--height',
      '2',
      '--json',
    );
    const lines = out.split('\n').map((l) => JSON.parse(l));
    expect(lines[0].moves).toEqual([4, 5]);
    expect(lines[1].moves).toEqual([5]);
    expect(lines[2].error).toContain('cannot be solved');
    expect(code).toBe(2);
    expect(err).toContain('some boards were not solved');
  });

  it('names bad input and exits with 2', async () => {
    const parity = await runCli(
      'slidey',
      'solve',
      '--width',
      '3',
      '--height',
      '3',
      '--tiles',
      '2,1,3,4,5,6,7,8,0',
    );
    expect(parity.code).toBe(2);
    expect(parity.err).toContain('cannot be solved');
    const size = await runCli('slidey', 'solve', '--width', '31', '--height', '3', '--tiles', '1');
    expect(size.err).toContain('2 to 30 tiles each way');
    const count = await runCli(
      'slidey',
      'solve',
      '--width',
      '2',
      '--height',
      '2',
      '--tiles',
      '1,2,3',
    );
    expect(count.err).toContain('needs 4 numbers, got 3');
    const word = await runCli(
      'slidey',
      'solve',
      '--width',
      'two',
      '--height',
      '2',
      '--tiles',
      '1,2,3,0',
    );
    expect(word.code).toBe(2);
  });

  it("deals PLT's scramble for a seed, the same every time", async () => {
    const a = await runCli('slidey', 'deal', '--seed', '9');
    const b = await runCli('slidey', 'deal', '--seed', '9');
    expect(a.out).toBe(b.out);
    expect(a.out.split(',')).toHaveLength(36);
    expect(a.out.endsWith(',0')).toBe(true);
  });
});
