import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

const run = (...args: string[]) => runCli('mini-card', ...args);

describe('games mini-card', () => {
  it("plays the assignment's example and prints its steps and score", async () => {
    const { code, out } = await run(
      'play',
      '((H . 3) (H . 2) (H . A) (D . J) (D . Q) (C . J))',
      '(draw draw draw discard)',
      '16',
    );
    expect(code).toBe(0);
    expect(out).toBe('(draw (H . 3))\n(draw (H . 2))\n(draw (H . A))\n(discard (H . 3))\nscore 1');
  });

  it('prints JSON with the chosen strategy', async () => {
    // 15 points against goal 15; dropping the two leaves 13, mixed: score 2, the best.
    const { out } = await run(
      'play',
      '((S . K) (H . 3) (H . 2))',
      '(draw draw draw discard)',
      '15',
      '--strategy',
      'optimal',
      '--json',
    );
    expect(JSON.parse(out)).toEqual({
      steps: [
        { move: 'draw', card: '(S . K)' },
        { move: 'draw', card: '(H . 3)' },
        { move: 'draw', card: '(H . 2)' },
        { move: 'discard', card: '(H . 2)' },
      ],
      score: 2,
    });
  });

  it('names malformed input and exits with 2', async () => {
    const bad = await run('play', '((H . 3) (H . 1))', '(draw)', '5');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"(H . 1)" is not a card');
    expect((await run('play', '((H . 3))', '(draw fly)', '5')).err).toContain(
      '"fly" is neither draw nor discard',
    );
    expect((await run('play', '((H . 3))', '(draw)', 'x')).err).toContain('goal "x"');
    expect((await run('play', '((H . 3))', '(draw)', '5', '--strategy', 'lucky')).err).toContain(
      'strategy "lucky"',
    );
  });

  it('names a strategy called like a member of Object.prototype as unknown', async () => {
    for (const name of ['toString', '__proto__', 'hasOwnProperty', 'valueOf', 'constructor']) {
      const { code, err } = await run(
        'play',
        '((H . 3) (H . 2) (H . A))',
        '(draw draw discard)',
        '16',
        '--strategy',
        name,
      );
      expect(code).toBe(2);
      expect(err).toBe(`error: strategy "${name}": use first, greedy, optimal`);
    }
  });

  it('refuses a goal too large to hold exactly rather than scoring Infinity', async () => {
    const goal = '9'.repeat(400);
    const { code, out, err } = await run('play', '((H . 3))', '(draw)', goal);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `error: goal "${'9'.repeat(79)}…" (400 characters): is too large: whole numbers go up to ±9007199254740991`,
    );
  });

  it('quotes an excerpt of a long bad move list, not all of it', async () => {
    const moves = `(${'draw '.repeat(2000)}fly)`;
    const { code, err } = await run('play', '((H . 3))', moves, '5');
    expect(code).toBe(2);
    expect(err).toBe('error: moves: "fly" is neither draw nor discard');
    const cards = `[${'(H . 3) '.repeat(1250)}]`;
    const unclosed = await run('play', cards, '(draw)', '5');
    expect(unclosed.code).toBe(2);
    expect(unclosed.err).toBe(
      `error: cards "${cards.slice(0, 79)}…" (10002 characters): expected a list like '((H . 3) (D . Q))`,
    );
  });

  it('runs the competition: optimal has the lowest mean and never loses', async () => {
    const { code, out } = await run('compete', '--instances', '300', '--seed', '1', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['first', 'greedy', 'optimal']);
    expect(result.optimal.mean).toBeLessThanOrEqual(result.greedy.mean);
    expect(result.optimal.mean).toBeLessThanOrEqual(result.first.mean);
    expect(result.optimal.wins + result.optimal.ties).toBe(300);
  });
});
