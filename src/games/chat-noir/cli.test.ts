import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';

const ROOM = '-....../......./..xxx../...Cx../..xxx../......./-...... p 8';
/** The cat next to two open edge circles: a single block cannot close both. */
const LOST = '-....../......./......./......./...C.../......./-...... p 0';

afterEach(() => vi.restoreAllMocks());

describe('games chat-noir solve', () => {
  it('names the block of a sure trap, with the blocks it takes at most', async () => {
    const { code, out } = await runCli('chat-noir', 'solve', '--state', ROOM);
    expect(code).toBe(0);
    const [state, verdict, cost] = out.split('\n');
    expect(state).toBe(ROOM);
    expect(verdict).toMatch(/^a sure trap in 1 block at most: block [bc]4$/);
    expect(cost).toMatch(/^\d+ positions, \d+ ms$/);
  });

  it('proves an escape and prints JSON', async () => {
    const { out } = await runCli('chat-noir', 'solve', '--state', LOST, '--json');
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({ state: LOST, verdict: 'escape', blocks: null, block: null });
    // The two edge circles the cat can step onto are in its escape's support.
    expect(answer.support).toEqual(expect.arrayContaining(['d6']));
  });

  it('solves the start a seed deals, and says undecided when the budget is too small', async () => {
    const seven = JSON.parse(
      (await runCli('chat-noir', 'solve', '--seed', '2', '--size', '7', '--json')).out,
    );
    expect(seven.verdict).toBe('escape');
    expect(seven.state).toMatch(/^-\.*/);
    const { out } = await runCli('chat-noir', 'solve', '--seed', '1', '--budget', '10');
    expect(out.split('\n')[1]).toBe('undecided after 10 positions (raise --budget)');
  });

  it('reads states from standard input, one a line', async () => {
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(
      Readable.from([`${ROOM}\n${LOST}`, '\n\n']) as unknown as typeof process.stdin,
    );
    const { code, out } = await runCli('chat-noir', 'solve', '--stdin', '--json');
    expect(code).toBe(0);
    expect(out.split('\n').map((l) => JSON.parse(l).verdict)).toEqual(['trap', 'escape']);
  });

  it('names what is wrong with bad input and exits with 2', async () => {
    const cases: [string[], string][] = [
      [['--state', '-..../... p 0'], 'state "-..../... p 0"'],
      [['--state', ROOM.replace(' p ', ' c ')], 'the cat steps next'],
      [['--seed', '1', '--state', ROOM], 'exactly one of'],
      [[], 'exactly one of'],
      [['--seed', '1', '--size', '8'], 'odd'],
      [['--seed', 'x'], 'seed'],
      [['--seed', '1', '--budget', '0'], '--budget "0"'],
      [['--state', '-....../......./..xxx../..xCx../..xxx../......./-...... p 9'], 'over'],
    ];
    for (const [args, message] of cases) {
      const { code, err } = await runCli('chat-noir', 'solve', ...args);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toContain(message);
    }
  });
});
