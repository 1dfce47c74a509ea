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
    // The fuzz test (fuzz.test.ts) found all but the first three echoed in full.
    for (const args of [
      ['aces', 'solve', '--shuffle', long],
      ['blackjack', 'simulate', '--strategy', long],
      ['mines', 'rate', '--mode', long],
      ['aces', 'rate', '--deals', '1', '--player', long],
      ['blackjack', 'simulate', '--shoe', long],
      ['chat-noir', 'solve', '--seed', '1', '--budget', long],
      ['connect4', 'solve', long],
      ['gobblet', 'solve', '--size', long],
      ['gobblet', 'solve', '--horizon', long],
      ['mines', 'rate', '--first', long],
      ['pbn', 'check', long, '--all'],
      ['play', long],
      ['match', long, '--players', 'random,random', '--games', '2'],
      ['pousse', 'match', '--players', long],
      ['same', 'solve', '--seconds', long],
      ['spider', 'solve', '--suits', long],
      ['tally-maze', 'count', '--width', long, '--height', '5'],
      ['tally-maze', 'walls', '--width', '5', '--height', '5', '--index', long],
    ]) {
      const { code, err } = await runCli(...args);
      expect(code, args.slice(0, 3).join(' ')).toBe(2);
      expect(err).toContain('(100000 characters)');
      expect(err.length, args.slice(0, 3).join(' ')).toBeLessThan(400);
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
