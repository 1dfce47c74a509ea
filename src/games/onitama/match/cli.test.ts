import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../../cli/usage-error.ts';
import { matchCommand } from './cli.ts';

afterEach(() => vi.restoreAllMocks());

/** `games onitama match ...args` on a program of its own, until onitama/cli.ts registers it. */
async function run(...args: string[]): Promise<string> {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => out.push(line));
  const program = new Command('games').exitOverride();
  matchCommand(program.command('onitama'));
  await program.parseAsync(['node', 'games', 'onitama', 'match', ...args]);
  return out.join('\n');
}

describe('games onitama match', () => {
  it('prints one JSON object, counted for a', async () => {
    const out = await run(
      ...['--a', 'seed-alphabeta:3', '--b', 'random', '--games', '4', '--seed', '2'],
      ...['--workers', '0', '--json'],
    );
    const json = JSON.parse(out);
    expect(json).toMatchObject({
      games: 4,
      a: { id: 'seed-alphabeta:3' },
      b: { id: 'random' },
      seed: 2,
      maxPlies: 200,
      workers: 0,
    });
    expect(json.a.wins + json.a.draws + json.a.losses).toBe(4);
    expect(json.b).toMatchObject({ wins: json.a.losses, draws: json.a.draws, losses: json.a.wins });
    expect(json.score).toBe((json.a.wins + json.a.draws / 2) / 4);
    for (const key of ['elo', 'eloError', 'eloLow', 'eloHigh']) {
      expect(json[key] === null || Number.isFinite(json[key])).toBe(true);
    }
  });

  it('prints the result for people, and a bare engine takes --movetime', async () => {
    const out = await run(
      ...['--a', 'random', '--b', 'engine', '--movetime', '5', '--games', '2', '--workers', '0'],
    );
    const lines = out.split('\n');
    expect(lines[0]).toBe('a: random   b: engine:5');
    expect(lines[1]).toBe('games  2 on 1 card set, each with both colours; seed 1');
    expect(lines[2]).toMatch(/^a {6}wins \d, draws \d, losses \d: score \d+\.\d%$/);
    expect(lines[3]).toMatch(/^Elo {4}\S/);
    expect(lines[4]).toMatch(/^plies {2}\d+\.\d a game on average; a game is a draw after 200$/);
    expect(lines[5]).toMatch(/^time {3}\d+(\.\d)? s in the main thread$/);
  });

  it('refuses bad input with a message naming the problem', async () => {
    const refused = async (args: string[], message: RegExp) => {
      const error = await run('--a', 'random', '--b', 'random', ...args).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).message).toMatch(message);
    };
    await refused(['--a', 'stockfish'], /^a: player "stockfish": expected random, /);
    await refused(['--games', '7'], /^games 7: must be an even number/);
    await refused(['--games', '0'], /^games "0": must be a whole number from 2/);
    await refused(['--seed', 'abc'], /^seed "abc": must be a whole number/);
    await refused(['--workers', '-1'], /^workers "-1": must be a whole number/);
  });
});
