import { describe, expect, it } from 'vitest';
import type { AiPlayer } from '../core/ai.ts';
import { alphaBetaPlayer } from './alphabeta.ts';
import { expectimaxPlayer } from './expectimax.ts';
import {
  matchJobs,
  type PlayerRecord,
  playMatchGame,
  runMatch,
  type ScoreRecord,
  seatsHeld,
  seatsOf,
  tallyMatch,
} from './match.ts';
import { mctsPlayer } from './mcts.ts';
import { randomPlayer } from './random.ts';
import { type KuhnState, kuhnPoker } from './test-games/kuhn-poker.ts';
import { nim } from './test-games/nim.ts';
import { type PigState, pig } from './test-games/pig.ts';
import { takeEnds } from './test-games/take-ends.ts';
import { ticTacToe } from './test-games/tic-tac-toe.ts';

const perfect = alphaBetaPlayer(ticTacToe, { depth: 9, key: ticTacToe.stateToString });
const random = randomPlayer(ticTacToe);
const points = (records: readonly unknown[]) => records as PlayerRecord[];

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
    const [a, b] = points(match.players);
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
    expect(tallyMatch(reversed, 2, 2)).toEqual({ players: match.players, elo: match.elo });
  });

  it('passes a fixed seat by: its player sits there in every rotation', () => {
    expect([0, 1, 2].map((r) => seatsOf(r, 3, 3))).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
    ]);
    const fixedAt1 = [undefined, randomPlayer(nim)];
    expect([0, 1, 2].map((r) => seatsOf(r, 4, 3, fixedAt1))).toEqual([
      [0, null, 1, 2],
      [1, null, 2, 0],
      [2, null, 0, 1],
    ]);
    const players = [randomPlayer(nim), randomPlayer(nim)];
    const params = { players: 3, heaps: '2,3' };
    const fixed = [randomPlayer(nim)];
    const match = runMatch({ game: nim, params, players, deals: 4, seed: 2, fixed });
    expect(match.games).toHaveLength(8);
    expect(match.games.every((g) => g.seats[0] === null)).toBe(true);
    expect(() =>
      runMatch({ game: nim, params, players, deals: 1, seed: 2, fixed: [...players, ...fixed] }),
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
    for (const p of points(match.players)) expect(p.wins + p.draws + p.losses).toBe(15);
    expect(points(match.players).reduce((n, p) => n + p.wins, 0)).toBe(15);
    expect(match.elo).toBeUndefined();
  });

  it('fills more seats than players by cycling them, and counts each seat held', () => {
    const strong = mctsPlayer(nim, { iterations: 300 });
    const players = [strong, randomPlayer(nim)];
    const params = { players: 3, heaps: '1,2,3' };
    expect(seatsHeld(3, 2)).toEqual([2, 1]);
    const match = runMatch({ game: nim, params, players, deals: 10, seed: 3 });
    expect(match.games.slice(0, 3).map((g) => g.seats)).toEqual([
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ]);
    const [a, b] = points(match.players);
    expect(a?.games).toBe(60);
    expect(b?.games).toBe(30);
    // One game, one winner: the seats' wins add up to the games.
    expect((a?.wins ?? 0) + (b?.wins ?? 0)).toBe(30);
    expect(match.elo).toBeUndefined();
  });

  it('plays a one-player game with every player alone at every deal, compared deal by deal', () => {
    const players = [mctsPlayer(takeEnds, { iterations: 200 }), randomPlayer(takeEnds)];
    const match = runMatch({
      game: takeEnds,
      params: { length: 10, takes: 4 },
      players,
      deals: 20,
      seed: 5,
    });
    expect(match.games).toHaveLength(40);
    expect(match.games.slice(0, 2).map((g) => [g.deal, g.seats])).toEqual([
      [0, [0]],
      [0, [1]],
    ]);
    const [search, random] = match.players as ScoreRecord[];
    expect(search).toMatchObject({ kind: 'scores', games: 20, stopped: 0 });
    expect(search?.mean).toBeGreaterThan(random?.mean ?? Infinity);
    expect(search?.interval[0]).toBeLessThan(search?.mean ?? 0);
    const [paired] = match.paired ?? [];
    expect(paired).toMatchObject({ a: 0, b: 1 });
    expect((paired?.better ?? 0) + (paired?.worse ?? 0) + (paired?.equal ?? 0)).toBe(20);
    expect(paired?.better).toBeGreaterThan(paired?.worse ?? Infinity);
  });

  it('compares players alone the other way round where the lower score wins', () => {
    const fewest = { ...takeEnds, lowerScoreWins: true };
    const players = [mctsPlayer(fewest, { iterations: 200 }), randomPlayer(fewest)];
    const params = { length: 10, takes: 4 };
    const match = runMatch({ game: fewest, params, players, deals: 20, seed: 5 });
    const [search, random] = match.players as ScoreRecord[];
    expect(search).toMatchObject({ lowerWins: true });
    expect(search?.mean).toBeLessThan(random?.mean ?? -Infinity);
    const [paired] = match.paired ?? [];
    expect(paired?.better).toBeGreaterThan(paired?.worse ?? Infinity);
  });

  it('plays alone against fixed seats, by points, and any number of players', () => {
    const holder: AiPlayer<PigState, string> = { id: 'hold', label: 'Hold', choose: () => 'hold' };
    const players = [randomPlayer(pig), expectimaxPlayer(pig, { depth: 2 }), randomPlayer(pig)];
    const options = {
      game: pig,
      params: { goal: 10 },
      deals: 6,
      seed: 1,
      fixed: [undefined, holder],
    };
    const match = runMatch({ ...options, players });
    expect(match.games).toHaveLength(18);
    expect(match.games.slice(0, 3).map((g) => g.seats)).toEqual([
      [0, null],
      [1, null],
      [2, null],
    ]);
    // Never banking a point, the fixed seat cannot win.
    for (const p of points(match.players))
      expect(p).toMatchObject({ kind: 'points', games: 6, wins: 6 });
    expect(match.paired?.map(({ a, b }) => [a, b])).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
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

  it('counts a game at the ply cap as a draw, and refuses more players than seats', () => {
    const options = { game: ticTacToe, params: {}, players: [random, random], deals: 1, seed: 1 };
    const capped = runMatch({ ...options, maxPlies: 2 });
    expect(capped.games.map((g) => [g.outcome, g.plies])).toEqual([
      [null, 2],
      [null, 2],
    ]);
    expect(capped.players[0]).toMatchObject({ draws: 2, score: 0.5 });
    expect(() => runMatch({ ...options, players: [random, random, random] })).toThrow(
      'tic-tac-toe has 2 free seats here, but 3 players were given',
    );
  });
});
