import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

describe('games memory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the exact expectation of the optimal player, fraction and decimal', async () => {
    const { code, out } = await runCli('memory', 'expect', '--pairs', '10', '--json');
    expect(code).toBe(0);
    const read = JSON.parse(out);
    expect(read).toMatchObject({ pairs: 10, fraction: '227287744/14549535' });
    expect(read.decimal).toMatch(/^15\.621650\d{4}$/);
  });

  it('refuses a size past 26 pairs', async () => {
    const { code, err } = await runCli('memory', 'expect', '--pairs', '27');
    expect(code).toBe(2);
    expect(err).toContain('--pairs "27"');
  });
});
