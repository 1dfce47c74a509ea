import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const GAMES = fileURLToPath(new URL('../../bin/games.js', import.meta.url));

/** `games ...args` as its own process with empty standard input, from the sources. */
function withEmptyInput(...args: string[]) {
  const run = spawnSync(process.execPath, [GAMES, ...args], {
    input: '',
    encoding: 'utf8',
    env: { ...process.env, GAMES_CLI: 'src' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('a command that reads standard input, given none', () => {
  it('says so in one line and exits 2, rather than 0 in silence', () => {
    for (const [args, why] of [
      [['slidey', 'solve', '--width', '3', '--height', '3'], 'error: no boards: give --tiles'],
      [['chat-noir', 'solve', '--stdin'], 'error: no states on standard input'],
    ] as const) {
      const { code, out, err } = withEmptyInput(...args);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err.startsWith(why)).toBe(true);
      expect(err.trim().split('\n')).toHaveLength(1);
    }
  });
});
