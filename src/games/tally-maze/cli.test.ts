import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

/** racket's own decodings (scripts/tally-maze-walls.rkt); the CLI must print the same. */
const plt = readFileSync(new URL('./plt-walls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('walls 12 12 '))
  .map((l) => l.split(' '));

describe('games tally-maze', () => {
  it('prints the exact count of mazes', async () => {
    const { code, out } = await runCli('tally-maze', 'count', '--width', '12', '--height', '12');
    expect(code).toBe(0);
    expect(out).toBe('254377512893447941210664002794210519990861507330048');
    expect((await runCli('tally-maze', 'count', '--width', '5', '--height', '5')).out).toBe(
      '64276480',
    );
  });

  it("prints a maze's walls as PLT decodes them, 50-digit numbers included", async () => {
    const [, w, h, index, walls] = plt.find((l) => (l[3] as string).length >= 50) as string[];
    const { code, out } = await runCli(
      'tally-maze',
      'walls',
      '--width',
      w as string,
      '--height',
      h as string,
      '--index',
      index as string,
    );
    expect(code).toBe(0);
    expect(out).toBe(walls);
    const small = await runCli(
      'tally-maze',
      'walls',
      '--width',
      '3',
      '--height',
      '3',
      '--index',
      '0',
    );
    expect(small.out).toBe('130/312/010');
  });

  it('names a bad argument and exits with 2', async () => {
    const cases: [string[], string][] = [
      [
        ['count', '--width', '1', '--height', '5'],
        '--width must be a whole number from 2 to 30, not "1"',
      ],
      [['count', '--width', '5', '--height', 'x'], '--height must be'],
      [['count', '--width', '5'], 'required option "--height <h>"'],
      [['walls', '--width', '3', '--height', '3', '--index', '192'], 'numbered 0 to 191'],
      [
        ['walls', '--width', '3', '--height', '3', '--index', '-1'],
        '--index must be a whole number',
      ],
      [['walls', '--width', '3', '--height', '3'], 'required option "--index <n>"'],
    ];
    for (const [args, why] of cases) {
      const { code, err } = await runCli('tally-maze', ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toContain(why);
    }
  });
});
