import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { rateBatch } from './auto.ts';

afterEach(() => vi.restoreAllMocks());

describe('games mines rate', () => {
  it('plays seeded games in this thread and prints the rate with its interval', async () => {
    const { code, out } = await runCli(
      'mines',
      'rate',
      '--mode',
      'beginner',
      '--games',
      '60',
      '--workers',
      '0',
      '--json',
    );
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report).toMatchObject({
      mode: 'beginner',
      width: 9,
      height: 9,
      mines: 10,
      protect: true,
      games: 60,
    });
    // The same games played directly: the command deals game i from the seed and i.
    const direct = rateBatch({
      size: { width: 9, height: 9, mines: 10 },
      protect: true,
      seed: 1,
      from: 0,
      count: 60,
    });
    expect(report.wins).toBe(direct.wins);
    expect(report.interval[0]).toBeLessThan(report.rate);
    expect(report.interval[1]).toBeGreaterThan(report.rate);
  });

  it("leaves PLT's mode unprotected, and says a custom board that does not fit is wrong", async () => {
    const plt = await runCli('mines', 'rate', '--mode', 'plt', '--games', '10', '--workers', '0');
    expect(plt.code).toBe(0);
    expect(plt.out).toMatch(/^plt \(16×16\/30, first click unprotected\): won \d+ of 10 = /);
    const bad = await runCli(
      'mines',
      'rate',
      '--mode',
      'custom',
      '--width',
      '4',
      '--height',
      '4',
      '--mines',
      '16',
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('16 mines do not fit a 4×4 board');
    const safe = await runCli('mines', 'rate', '--mode', 'plt', '--first', 'safe');
    expect(safe.code).toBe(2);
    expect(safe.err).toContain('PLT mode has no first-click protection');
    const mode = await runCli('mines', 'rate', '--mode', 'huge');
    expect(mode.err).toContain('--mode "huge": must be one of');
  });
});
