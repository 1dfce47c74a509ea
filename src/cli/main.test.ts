import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

describe('games, given what it does not know', () => {
  it('names a long or hostile command in one line, cut and escaped, and points to --help', async () => {
    const { code, err } = await runCli(`\u001b]0;pwned\u0007${'x'.repeat(100_000)}`);
    expect(code).toBe(2);
    expect(err).toMatch(
      /^error: unknown command "\\x1B\]0;pwned\\x07x+…" \(100010 characters\)\n\(see --help\)\n$/,
    );
    expect(err.length).toBeLessThan(200);
  });

  it('cuts a long option value to a line where a command names it', async () => {
    const long = 'x'.repeat(100_000);
    for (const args of [
      ['aces', 'solve', '--shuffle', long],
      ['blackjack', 'simulate', '--strategy', long],
      ['mines', 'rate', '--mode', long],
    ]) {
      const { code, err } = await runCli(...args);
      expect(code).toBe(2);
      expect(err).toContain('(100000 characters)');
      expect(err.length).toBeLessThan(300);
    }
  });

  it('says a game without commands of its own has none, and what to run instead', async () => {
    const { code, out, err } = await runCli('go-fish');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      'error: go-fish has no commands of its own: try games play go-fish, or games match go-fish --players random,random',
    );
  });
});
