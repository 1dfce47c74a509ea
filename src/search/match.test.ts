import { describe, expect, it } from 'vitest';
import type { AiPlayer } from '../core/ai.ts';
import { alphaBetaPlayer } from './alphabeta.ts';
import { expectimaxPlayer } from './expectimax.ts';
import { matchJobs, playMatchGame, runMatch, seatsOf, tallyMatch } from './match.ts';
import { randomPlayer } from './random.ts';
import { type KuhnState, kuhnPoker } from './test-games/kuhn-poker.ts';
import { nim } from './test-games/nim.ts';
import { pig } from './test-games/pig.ts';
import { ticTacToe } from './test-games/tic-tac-toe.ts';

const perfect = alphaBetaPlayer(ticTacToe, { depth: 9, key: ticTacToe.stateToString });
const random = randomPlayer(ticTacToe);

describe('runMatch', () => {
  it('plays each deal in both seats: perfect play never loses to random moves', () => {
    const options = { game: ticTacToe, params: {}, players: [perfect, random], deals: 10, seed: 4 };
    const match = runMatch(options);
    expect(match.games.map((g) => g.seats)).toEqual(
      Array.from({ length: 10 }, () => [
        [0, 1],
        [1, 0],
      ]).flat(),
    );
    const [a, b] = match.players;
    expect(a).toMatchObject({ games: 20, losses: 0 });
    expect(a?.wins).toBeGreaterThan(15);
    expect(b?.wins).toBe(0);
    expect(a?.interval[0]).toBeGreaterThan(0.5);
    expect(match.elo?.low).toBeGreaterThan(0);
  });

  it('gives the same results whatever order the games are played in', () => {
    const options = { game: pig, params: { goal: 12 }, deals: 6, seed: 11 };
    const players = [expectimaxPlayer(pig, { depth: 3 }), randomPlayer(pig)];
    const match = runMatch({ ...options, players });
    const reversed = matchJobs(6, 2)
      .reverse()
      .map((job) => playMatchGame({ ...options, players }, job))
      .reverse();
    expect(reversed).toEqual(match.games);
    expect(tallyMatch(reversed, 2)).toEqual({ players: match.players, elo: match.elo });
  });

  it('passes a fixed seat by: its player sits there in every rotation', () => {
    expect([0, 1, 2].map((r) => seatsOf(r, 3))).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
    const fixed = [false, true, false, false];
    expect([0, 1, 2].map((r) => seatsOf(r, 4, fixed))).toEqual([
      [0, 1, 2, 3],
      [2, 1, 3, 0],
      [3, 1, 0, 2],
    ]);
    const players = [randomPlayer(nim), randomPlayer(nim), randomPlayer(nim)];
    const params = { players: 3, heaps: '2,3' };
    const match = runMatch({ game: nim, params, players, deals: 4, seed: 2, fixed: [true] });
    expect(match.games).toHaveLength(8);
    expect(match.games.every((g) => g.seats[0] === 0)).toBe(true);
    expect(() =>
      runMatch({ game: nim, params, players, deals: 1, seed: 2, fixed: [true, true, true] }),
    ).toThrow('every seat of nim is fixed');
  });

  it('rotates three players round the seats and counts every game for each', () => {
    const players = [randomPlayer(nim), randomPlayer(nim), randomPlayer(nim)];
    const match = runMatch({
      game: nim,
      params: { players: 3, heaps: '2,3' },
      players,
      deals: 5,
      seed: 2,
    });
    expect(match.games).toHaveLength(15);
    expect(match.games.slice(0, 3).map((g) => g.seats)).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
    for (const p of match.players) expect(p.wins + p.draws + p.losses).toBe(15);
    expect(match.players.reduce((n, p) => n + p.wins, 0)).toBe(15);
    expect(match.elo).toBeUndefined();
  });

  it('shows each AI only its own observation and the moves so far', () => {
    const seen: { seat: number; cards: KuhnState['cards']; history: readonly string[] }[] = [];
    const spy: AiPlayer<KuhnState, string> = {
      id: 'spy',
      label: 'Spy',
      choose(observation, context) {
        seen.push({ seat: context.seat, cards: observation.cards, history: context.history });
        return 'b';
      },
    };
    runMatch({ game: kuhnPoker, params: {}, players: [spy, spy], deals: 2, seed: 3 });
    expect(seen).toHaveLength(8);
    for (const { seat, cards, history } of seen) {
      expect(cards[1 - seat]).toBe('?');
      expect(cards[seat]).not.toBe('?');
      expect(history).toEqual(seat === 0 ? [] : ['b']);
    }
  });

  it('counts a game at the ply cap as a draw, and refuses the wrong number of players', () => {
    const options = { game: ticTacToe, params: {}, players: [random, random], deals: 1, seed: 1 };
    const capped = runMatch({ ...options, maxPlies: 2 });
    expect(capped.games.map((g) => [g.outcome, g.plies])).toEqual([
      [null, 2],
      [null, 2],
    ]);
    expect(capped.players[0]).toMatchObject({ draws: 2, score: 0.5 });
    expect(() => runMatch({ ...options, players: [random] })).toThrow(
      'tic-tac-toe seats 2 players here, but 1 were given',
    );
  });
});
