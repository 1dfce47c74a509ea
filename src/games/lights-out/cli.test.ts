import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

const run = runCli;

afterEach(() => vi.restoreAllMocks());

describe('games lights-out', () => {
  it('solves a board with the fewest presses', async () => {
    const { code, out } = await run('lights-out', 'solve', '..... ..... x.x.x ..... .....');
    expect(code).toBe(0);
    // Pressing a1 c1 e1 lights a2 c2 e2 instead of row 1; pressing those turns row 2 off and
    // toggles a3 c3 e3, the lit cells. The 5×5 board has four solutions (its press matrix has
    // a kernel of dimension 2); the other three press more cells.
    expect(out).toBe('6 presses: a1 c1 e1 a2 c2 e2\nshortest of 4 solutions');
  });

  it('prints JSON that agrees with the board', async () => {
    const { out } = await run('lights-out', 'solve', 'xxxx/xxxx/xxxx/xxxx', '--json');
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ size: 4, solvable: true, solutions: 16 });
    // On 4×4 every board has 16 solutions; these four presses toggle each cell exactly once.
    expect(answer.presses).toEqual(['b1', 'd2', 'a3', 'c4']);
  });

  it('says when a board cannot be solved', async () => {
    const { out } = await run('lights-out', 'solve', 'x.../..../..../....', '--json');
    expect(JSON.parse(out)).toMatchObject({ solvable: false, presses: null, solutions: 0 });
  });

  it('names what is wrong with a bad board and exits with 2', async () => {
    const { code, err } = await run('lights-out', 'solve', 'x.x/.x');
    expect(code).toBe(2);
    expect(err).toContain('bad board: row 1 "x.x" has 3 cells');
  });

  it('deals the board a seed gives', async () => {
    const first = await run('lights-out', 'deal', '--size', '6', '--seed', '42');
    const again = await run('lights-out', 'deal', '--size', '6', '--seed', '42');
    expect(first.out).toMatch(/^([x.]{6}\/){5}[x.]{6}$/);
    expect(again.out).toBe(first.out);
    const bad = await run('lights-out', 'deal', '--size', '4', '--board', 'diagonal');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('prebuilt boards are 5×5');
  });
});

describe('games list', () => {
  it('lists the registered games as JSON', async () => {
    const { out } = await run('list', '--json');
    expect(JSON.parse(out)).toContainEqual({
      id: 'lights-out',
      title: 'Lights Out',
      set: 'Puzzle Games',
    });
  });

  it('rejects an unknown command with exit code 2', async () => {
    const { code, err } = await run('chess');
    expect(code).toBe(2);
    expect(err).toContain('unknown command "chess"');
  });
});
