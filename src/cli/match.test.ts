import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../games/registry.ts';
import { runCli } from './run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

describe('games match', () => {
  it.each([
    // Dice Race's seat 2 is the house, always cautious: the rotation passes it by, and naming
    // it there is the old form of the list, read as the two players of the free seats.
    ['dice-race(players=3)', 'random,cautious,cautious', ['random', 'cautious'], '12', 2],
    ['connect4(width=4,height=4)', 'heuristic,random', ['heuristic', 'random'], '10', 2],
  ])(
    'gives the same JSON on worker threads as in the main thread: %s',
    async (game, players, ids, games, rotations) => {
      const args = ['match', game, '--players', players, '--games', games, '--seed', '7', '--json'];
      const inThread = await runCli(...args, '--workers', '0');
      const onWorkers = await runCli(...args, '--workers', '2');
      expect(inThread.code).toBe(0);
      expect(onWorkers.out).toBe(inThread.out);

      const json = JSON.parse(inThread.out);
      expect(json).toMatchObject({
        seed: 7,
        games: Number(games),
        deals: Number(games) / rotations,
        alone: false,
      });
      expect(json.players.map((p: { id: string }) => p.id)).toEqual(ids);
      for (const p of json.players) {
        expect(p.wins + p.draws + p.losses).toBe(Number(games));
        expect(p.interval[0]).toBeLessThanOrEqual(p.score);
        expect(p.interval[1]).toBeGreaterThanOrEqual(p.score);
      }
      expect(json.elo !== undefined).toBe(game.startsWith('connect4'));
    },
    // Each worker thread loads TypeScript through tsx first, which takes seconds on a busy machine.
    30_000,
  );

  it('keeps a fixed seat to its own AI, and rotates the others round the free seats', async () => {
    const wrong = await runCli(
      ...['match', 'dice-race(players=3)', '--players', 'cautious,random,random'],
      ...['--games', '4'],
    );
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain(
      'seat 2 of dice-race is always cautious (a fixed computer seat), not "random"',
    );
    const odd = await runCli(
      ...['match', 'dice-race(players=3)', '--players', 'random,cautious,cautious'],
      ...['--games', '3'],
    );
    expect(odd.err).toContain('must be a multiple of 2');
    expect(odd.err).toContain('every free seat');
  });

  it('prints a table per player and the Elo difference for two', async () => {
    const { code, out } = await runCli(
      ...['match', 'connect4(width=5,height=4)', '--players', 'heuristic,random'],
      ...['--games', '20', '--seed', '3'],
    );
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      'connect4(width=5,height=4,first=red): 20 games, 10 deals each played with every player in every seat; seed 3',
    );
    expect(lines[1]).toMatch(
      /^# +player +games +wins +draws +losses +points +score +95% interval$/,
    );
    expect(lines[3]).toMatch(
      /^1 +heuristic +20 +\d+ +\d+ +\d+ +[\d.]+ +[\d.]+% +[\d.]+% to [\d.]+%$/,
    );
    expect(lines[4]).toMatch(/^2 +random +20 /);
    expect(lines[5]).toMatch(/^Elo of 1 \(heuristic\) over 2 \(random\): [+-]/);
  });

  it('plays puzzles with every player alone, and compares them deal by deal', async () => {
    const { code, out } = await runCli(
      ...['match', 'lights-out(size=3)', '--players', 'mcts:300,random'],
      ...['--games', '8', '--seed', '2', '--max-plies', '40'],
    );
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      'lights-out(size=3,board=random): 8 games, 4 deals each played by every player alone; seed 2',
    );
    expect(lines[3]).toMatch(/^1 +mcts:300 +4 +\d+ +0 +\d+ /);
    expect(lines[5]).toMatch(
      /^Deal by deal, 1 \(mcts:300\) against 2 \(random\): better on \d+, worse on \d+, equal on \d+$/,
    );
    expect(out).toContain('A win is a game won or a puzzle solved.');
  });

  it('fills more seats than players by cycling them, and says so', async () => {
    const { code, out } = await runCli(
      ...['match', 'go-fish', '--players', 'random,plt', '--games', '3', '--seed', '1'],
    );
    expect(code).toBe(0);
    expect(out).toContain(
      'The 3 seats are filled by cycling the players (1 holds 2, 2 holds 1 in every game); each seat held counts as one game.',
    );
    expect(out).toMatch(/\n1 +random +6 /);
    expect(out).toMatch(/\n2 +plt +3 /);
  });

  it('names a bad generic player, or one the game rules out, in one line', async () => {
    const bad = await runCli('match', 'connect4', '--players', 'mcts:0,random', '--games', '2');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      'error: --players: computer player "mcts:0": mcts:<iterations> takes iterations from 1 to 100000',
    );
    const hidden = await runCli('match', 'go-fish', '--players', 'mcts:10', '--games', '3');
    expect(hidden.err).toContain(
      'mcts:10 cannot play go-fish: the game has hidden information (use information-set MCTS)',
    );
    const unknown = await runCli('match', 'pousse', '--players', 'smart,random', '--games', '2');
    expect(unknown.err).toContain(
      'pousse has no computer player "smart" (its own: stupid, plt-smart:1, ',
    );
    expect(unknown.err).toContain('; generic: random, mcts:<iterations>)');
  });

  it('loads the rules and engine of the game it names, and of no other', async () => {
    const loads = registry.flatMap((d) =>
      d.kind === 'game'
        ? [{ id: d.info.id, rules: vi.spyOn(d, 'rules'), engine: vi.spyOn(d, 'engine') }]
        : [],
    );
    const { code } = await runCli(
      ...['match', 'dice-race', '--players', 'random,cautious', '--games', '2', '--json'],
    );
    expect(code).toBe(0);
    for (const { id, rules, engine } of loads) {
      const named = id === 'dice-race';
      expect(rules.mock.calls.length > 0, `${id} rules`).toBe(named);
      expect(engine.mock.calls.length > 0, `${id} engine`).toBe(named);
    }
  });
});
