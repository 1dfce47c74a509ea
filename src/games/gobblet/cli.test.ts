import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

describe('games gobblet solve', () => {
  it('prints the value and the best move of a position', async () => {
    const position = '3x3 red think=3 r3.r3.-/y1.y1.-/-.-.-';
    const { code, out } = await runCli(
      'gobblet',
      'solve',
      '--size',
      '3',
      '--position',
      position,
      '--horizon',
      '3',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^Red to move: win in 1, best \d@c3\n/);
  });

  it('prints every move with --json, for Yellow too', async () => {
    const position = '3x3 yellow think=3 r3.r3.-/r2.-.-/y1.y1.-';
    const { out } = await runCli(
      'gobblet',
      'solve',
      '--position',
      position,
      '--horizon',
      '4',
      '--json',
    );
    const answer = JSON.parse(out);
    // Yellow can win at once on row 1 first: c1.
    expect(answer.text).toBe('win in 1');
    expect(answer.best).toMatch(/@c1$/);
    expect(answer.moves.length).toBeGreaterThan(5);
  });

  it('prints "draw" for a proven draw, and the moves that lose', async () => {
    const position = '3x3 red think=3 -.-.r3/-.y1.-/-.y3.-';
    const args = ['gobblet', 'solve', '--position', position, '--horizon', '5', '--all'];
    const { code, out } = await runCli(...args);
    expect(code).toBe(0);
    expect(out).toMatch(/^Red to move: draw, best 3@b2\n/);
    expect(out).toMatch(/\n {2}c3-b2 +loss in 10\n/);
  });

  it('refuses the 4×4 board and bad positions with a message', async () => {
    const four = await runCli('gobblet', 'solve', '--size', '4');
    expect(four.code).not.toBe(0);
    expect(four.err).toMatch(/3×3 board only/);
    const bad = await runCli('gobblet', 'solve', '--position', '3x3 red think=3 zz');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/position/);
  });
});
