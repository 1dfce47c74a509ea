import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/run-for-test.ts';
import { unwrap } from '../../core/result.ts';
import {
  applyActions,
  DRAW,
  initState,
  isGameOver,
  parseMoveString,
  RED,
  stateToString,
} from './rules.ts';

const run = (...args: string[]) => runCli('connect4', ...args);

afterEach(() => vi.restoreAllMocks());

describe('games connect4 play', () => {
  it('prints the final board under the column numbers, the result and the moves', async () => {
    const { code, out } = await run('play', '--first', 'negamax:4', '--second', 'random');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe('1 2 3 4 5 6 7');
    for (const row of lines.slice(1, 7)) expect(row).toMatch(/^([.ryRY] ){6}[.ryRY]$/);
    expect(lines[7]).toMatch(/^(red \(negamax:4\)|yellow \(random\)) wins in \d+ moves$/);
    expect(lines[8]).toMatch(/^moves [1-7]+$/);
    expect(out.match(/[RY]/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('prints JSON that replays to the same end', async () => {
    const args = ['play', '--first', 'heuristic', '--second', 'random', '--seed', '9'];
    const { out } = await run(...args, '--width', '5', '--height', '4', '--json');
    const game = JSON.parse(out);
    expect(game).toMatchObject({
      width: 5,
      height: 4,
      seed: 9,
      red: 'heuristic',
      yellow: 'random',
    });
    const start = initState(5, 4, RED);
    const end = applyActions(start, unwrap(parseMoveString(start, game.moves)));
    expect(game.state).toBe(stateToString(end));
    const over = isGameOver(end);
    expect(game.result).toBe(over === DRAW ? 'draw' : over === RED ? 'red' : 'yellow');
    if (game.result !== 'draw') expect(game.line.length).toBeGreaterThanOrEqual(4);
    expect((await run(...args, '--width', '5', '--height', '4', '--json')).out).toBe(out);
  });
});

describe('games connect4 match', () => {
  it('prints one JSON object with the score and its interval', async () => {
    const { code, out } = await run(
      'match',
      '--a',
      'negamax:2',
      '--b',
      'random',
      '--games',
      '10',
      '--seed',
      '3',
      '--json',
    );
    expect(code).toBe(0);
    const match = JSON.parse(out);
    expect(Object.keys(match)).toEqual([
      'games',
      'a',
      'b',
      'score',
      'ci95',
      'interval',
      'seed',
      'width',
      'height',
    ]);
    const { wins, draws, losses } = match.a;
    expect(wins + draws + losses).toBe(10);
    expect(match.score).toBeCloseTo((wins + draws / 2) / 10);
    expect(match.ci95[0]).toBeLessThanOrEqual(match.score);
    expect(match.ci95[1]).toBeGreaterThanOrEqual(match.score);
  });

  it('prints wins, draws and losses for people, and no progress when stderr is no terminal', async () => {
    const { out, err } = await run('match', '--a', 'heuristic', '--b', 'random', '--games', '4');
    expect(out).toMatch(/^heuristic vs random: 4 paired games, seed 1, 7×6\n/);
    expect(out).toMatch(
      /\nheuristic: \d wins, \d draws, \d losses\nscore [\d.]+% \(95% Wilson interval/,
    );
    expect(err).toBe('');
  });
});

describe('bad input', () => {
  it.each([
    [['play', '--first', 'minimax', '--second', 'random'], 'strategy "minimax": expected'],
    [['play', '--first', 'negamax:40', '--second', 'random'], 'negamax needs a depth from 1 to 12'],
    [['play', '--first', 'random'], "required option '--second <strategy>' not specified"],
    [['play', '--first', 'random', '--second', 'random', '--width', '12'], 'width="12"'],
    [['play', '--first', 'random', '--second', 'random', '--seed', '-1'], 'seed "-1"'],
    [['match', '--a', 'random', '--b', 'random', '--games', '0'], 'games "0"'],
    [['match', '--a', 'random', '--b', 'random', '--height', 'x'], 'height="x"'],
  ])('%j exits with 2 and says why', async (args, message) => {
    const { code, err } = await run(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
});
