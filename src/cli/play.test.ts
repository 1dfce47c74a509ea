import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardToString } from '../../tests/games/draw-pile/cards.ts';
import type { DrawPileState } from '../../tests/games/draw-pile/rules.ts';
import { CHANCE } from '../core/game.ts';
import { chanceMove } from '../core/ply-seeds.ts';
import { unwrap } from '../core/result.ts';
import { createRng } from '../core/rng.ts';
import { type Connect4State, parseMoveString } from '../games/connect4/rules.ts';
import { type LoadedGame, loadGame } from '../games/load-game.ts';
import { runCli, runCliWithInput } from './run-for-test.ts';

afterEach(() => vi.restoreAllMocks());

/** The states a game passes through, replayed from its seed and its moves' text. */
function replay(game: LoadedGame, seed: number, moves: readonly string[]): unknown[] {
  const states = [game.rules.setup(game.params, createRng(seed))];
  for (const text of moves) {
    const state = states[states.length - 1];
    states.push(game.rules.play(state, unwrap(game.rules.parseMove(text, state))));
  }
  return states;
}

describe('games play', () => {
  it('plays Connect 4 against a computer player with the moves a person types', async () => {
    // "9" is no column, and some lines name a column that has filled: each is refused and the
    // person's next line is read.
    const typed = ['9', ...'4443333332222221115555566666677777'.split('')];
    const args = ['play', 'connect4(width=7,height=6)', '--seats', 'human,heuristic'];
    const { code, out, err } = await runCliWithInput(typed, ...args, '--seed', '1');
    expect(code).toBe(0);
    expect(err).toContain(
      'error: move "9": expected a column number from 1 to 7; legal moves: 1 2 3 4 5 6 7',
    );
    expect(err).toContain('error: move "3": column 3 is full; legal moves: 1 2 5 6 7');
    expect(out).toContain(
      'Red to move (seat 1, ply 1)\nposition: ......./......./......./......./......./....... r',
    );
    expect(out.split('\n').slice(-2)).toEqual([
      'connect4(width=7,height=6,first=red), seed 1: Red (human) wins. Four in a row for red.',
      'moves 444443373433312626212',
    ]);
    const game = unwrap(await loadGame('connect4'));
    const start = replay(game, 1, [])[0];
    const played = unwrap(parseMoveString(start as Connect4State, '444443373433312626212'));
    const states = replay(
      game,
      1,
      played.map((m) => game.rules.moveToString(m)),
    );
    expect(game.rules.result(states[states.length - 1])?.kind).toBe('win');
    // Each of Red's moves is the next typed line that is legal where Red is to move.
    let line = 0;
    for (let ply = 0; ply < played.length; ply += 2) {
      const legal = game.rules.legalMoves(states[ply]).map((m) => game.rules.moveToString(m));
      while (!legal.includes(typed[line] as string)) line++;
      expect(game.rules.moveToString(played[ply])).toBe(typed[line++]);
    }
  });

  it('ends with exit code 2 and says so when the input ends before the game', async () => {
    const { code, err } = await runCliWithInput(
      ['4'],
      'play',
      'connect4',
      '--seats',
      'human,random',
    );
    expect(code).toBe(2);
    expect(err).toContain('error: the input ended before the game did: Red was to move');
  });

  it('plays Draw Pile between three computer players, and the same seed replays it', async () => {
    const args = ['play', 'draw-pile(players=3)', '--seats', 'greedy,random,greedy', '--seed', '2'];
    const first = await runCli(...args, '--json');
    expect(first.code).toBe(0);
    const json = JSON.parse(first.out);
    expect(json).toMatchObject({
      game: 'draw-pile(players=3,hand=3)',
      seed: 2,
      seats: ['greedy', 'random', 'greedy'],
    });
    expect((await runCli(...args, '--json')).out).toBe(first.out);

    const game = unwrap(await loadGame(json.game));
    const states = replay(game, 2, json.moves);
    expect(game.rules.result(states[states.length - 1])).toEqual(json.result);
    // Every draw is the card the page would deal with this seed at this ply.
    for (const [ply, state] of states.slice(0, -1).entries()) {
      if (game.rules.toMove(state) !== CHANCE) continue;
      expect(game.rules.moveToString(chanceMove(game.rules, state, 2, ply))).toBe(json.moves[ply]);
    }
  });

  it("never shows a person the other players' cards or the pile", async () => {
    // The person tries every card from the lowest, then draw, then pass: the first legal one
    // is played, and the rest of the attempts are refused on stderr.
    const cards = Array.from({ length: 24 }, (_, id) => cardToString(id));
    const attempts = Array.from({ length: 40 }, () => [...cards, 'draw', 'pass']).flat();
    const args = ['play', 'draw-pile(players=3)', '--seats', 'human,greedy,random', '--seed', '5'];
    const { code, out } = await runCliWithInput(attempts, ...args);
    expect(code).toBe(0);
    const lines = out.split('\n');
    const moves = (lines.pop() as string).replace(/^moves /, '').split(' ');
    const game = unwrap(await loadGame('draw-pile(players=3)'));
    const states = replay(game, 5, moves) as DrawPileState[];

    const prompts = lines
      .join('\n')
      .split(/(?=^Player 1 to move)/m)
      .slice(0, -1);
    expect(prompts.length).toBeGreaterThan(2);
    for (const prompt of prompts) {
      const ply = Number(/ply (\d+)\)/.exec(prompt)?.[1]) - 1;
      const state = states[ply] as DrawPileState;
      expect(state.turn).toBe(0);
      const hidden = [...state.hands.slice(1).flat(), ...state.pile];
      for (const card of hidden)
        expect(prompt).not.toMatch(new RegExp(`\\b${cardToString(card)}\\b`));
      // A list of one card is one number, which the observation's own numbers may contain.
      for (const hand of [...state.hands.slice(1), state.pile]) {
        if (hand.length > 1) expect(prompt).not.toContain(JSON.stringify(hand).slice(1, -1));
      }
      // What the seat does see: its own hand, as the moves it may play.
      const own = state.hands[0]?.map(cardToString) ?? [];
      const legal = /legal moves: (.*)/.exec(prompt)?.[1]?.split(' ') ?? [];
      for (const move of legal) expect([...own, 'draw', 'pass']).toContain(move);
    }
  });

  it("seats the game's own defaults without --seats: a person, the house, a random player", async () => {
    const typed = Array.from({ length: 200 }, (_, i) => (i % 3 === 2 ? 'stop' : 'roll'));
    const { code, out } = await runCliWithInput(typed, 'play', 'dice-race(players=3)', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(out).seats).toEqual(['human', 'cautious', 'random']);
  });
});

describe('games play and games match: bad input', () => {
  const cases: [string, string[], RegExp][] = [
    ['an unknown game', ['play', 'go', '--seats', 'human,human'], /^error: no game "go"/],
    [
      'a bad game string',
      ['play', 'connect4(width=7', '--seats', 'human,human'],
      /^error: game string "connect4\(width=7"/,
    ],
    [
      'a bad parameter',
      ['play', 'connect4(width=99)', '--seats', 'human,human'],
      /^error: connect4: .*width/,
    ],
    ['an app', ['play', 'scratchpad'], /^error: "scratchpad" is an app, not a game/],
    [
      'an unknown AI',
      ['play', 'connect4', '--seats', 'human,alphazero'],
      /^error: --seats: connect4 has no computer player "alphazero" \(its own: random, heuristic/,
    ],
    [
      'a built-in name as an AI',
      ['match', 'connect4', '--players', 'constructor,random', '--games', '2'],
      /^error: --players: connect4 has no computer player "constructor"/,
    ],
    [
      'too few seats',
      ['play', 'draw-pile(players=3)', '--seats', 'greedy,greedy'],
      /^error: --seats "greedy,greedy": draw-pile\(players=3,hand=3\) seats 3 players, but 2 were given$/,
    ],
    [
      'a bad seed',
      ['play', 'connect4', '--seats', 'random,random', '--seed', '-1'],
      /^error: seed "-1"/,
    ],
    [
      'a person in a match',
      ['match', 'connect4', '--players', 'human,random', '--games', '2'],
      /^error: --players: a match is between computer players, not "human"$/,
    ],
    [
      'no games',
      ['match', 'connect4', '--players', 'random,random', '--games', '0'],
      /^error: games "0": must be a whole number from 1/,
    ],
    [
      'games that do not pair up',
      ['match', 'connect4', '--players', 'random,random', '--games', '5'],
      /^error: games "5": must be a multiple of 2/,
    ],
    [
      'more players than seats in a match',
      ['match', 'connect4', '--players', 'random,random,random', '--games', '2'],
      /^error: --players "random,random,random": connect4\(.*\) has 2 seats for the players compared, but 3 were given$/,
    ],
    [
      'bad workers',
      ['match', 'connect4', '--players', 'random,random', '--games', '2', '--workers', 'many'],
      /^error: workers "many"/,
    ],
  ];
  it.each(cases)('refuses %s with one line and exit code 2', async (_, args, message) => {
    const { code, out, err } = await runCli(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
  });
});
