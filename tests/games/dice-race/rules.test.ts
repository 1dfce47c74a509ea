import { describe, expect, it } from 'vitest';
import { aiContext } from '../../../src/core/ai.ts';
import { CHANCE, IllegalMoveError } from '../../../src/core/game.ts';
import { unwrap } from '../../../src/core/result.ts';
import { createRng, deriveSeed } from '../../../src/core/rng.ts';
import { playout } from '../playout.ts';
import engine, { CAUTIOUS_RUN } from './engine.ts';
import type { DiceRaceParams } from './info.ts';
import { type DiceRaceMove, type DiceRaceState, diceRace } from './rules.ts';

const state = (text: string) => unwrap(diceRace.parseState(text));
const texts = (s: DiceRaceState) => diceRace.legalMoves(s).map(diceRace.moveToString);
const playAll = (s: DiceRaceState, ...moves: string[]) =>
  moves.reduce((t, m) => diceRace.play(t, unwrap(diceRace.parseMove(m, t))), s);

/**
 * Every turn moves a token at least one square, so there are at most players × (length − 1) + 1
 * turns; a turn has at most length / 2 rolls of 2 or more before its run reaches the finish, each
 * two plies, then one roll of 1 or a stop.
 */
const maxPlies = ({ players, length }: DiceRaceParams) =>
  (players * (length - 1) + 1) * (2 * Math.ceil(length / 2) + 2);

const games = Array.from({ length: 200 }, (_, i) => {
  const rng = createRng(deriveSeed(3, i));
  const params: DiceRaceParams = { players: rng.int(2, 4), length: rng.int(10, 40) };
  return { params, ...playout(diceRace, params, deriveSeed(5, i), maxPlies(params)) };
});

describe('Dice Race rules', () => {
  it('starts everyone on square 0, and a turn with a roll', () => {
    const s = diceRace.setup({ players: 3, length: 25 }, createRng(1));
    expect(diceRace.stateToString(s)).toBe('track=25 tokens=0,0,0 turn=0 run=0');
    expect(texts(s)).toEqual(['roll']);
  });

  it('makes a roll a chance node of six equally likely, legal faces', () => {
    const s = playAll(state('track=20 tokens=5,3 turn=0 run=0'), 'roll');
    expect(diceRace.toMove(s)).toBe(CHANCE);
    const outcomes = diceRace.chanceOutcomes?.(s) ?? [];
    expect(outcomes.map((o) => o.move)).toEqual(diceRace.legalMoves(s));
    expect(texts(s)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    for (const { move } of outcomes) expect(() => diceRace.play(s, move)).not.toThrow();
  });

  it('adds a roll to the run, and moves the token by the run on a stop', () => {
    const s = playAll(state('track=20 tokens=5,3 turn=0 run=0'), 'roll', '4');
    expect(diceRace.stateToString(s)).toBe('track=20 tokens=5,3 turn=0 run=4');
    expect(texts(s)).toEqual(['roll', 'stop']);
    expect(diceRace.stateToString(playAll(s, 'roll', '6', 'stop'))).toBe(
      'track=20 tokens=15,3 turn=1 run=0',
    );
  });

  it('loses the run on a 1, moving the token one square', () => {
    const s = playAll(state('track=20 tokens=5,3 turn=0 run=7'), 'roll', '1');
    expect(diceRace.stateToString(s)).toBe('track=20 tokens=6,3 turn=1 run=0');
  });

  it('wins as soon as the run reaches the finish, without a stop', () => {
    const s = playAll(state('track=20 tokens=3,15 turn=1 run=2'), 'roll', '5');
    expect(diceRace.stateToString(s)).toBe('track=20 tokens=3,20 turn=1 run=0');
    expect(diceRace.result(s)).toEqual({
      kind: 'win',
      winner: 1,
      detail: 'Player 2 reached square 20',
    });
    expect(diceRace.legalMoves(s)).toEqual([]);
    expect(() => diceRace.play(s, { kind: 'roll' })).toThrow('the game is over');
  });

  it('rejects illegal moves, wrong chance outcomes among them, with a reason', () => {
    const start = state('track=20 tokens=5,3 turn=0 run=0');
    const rolling = playAll(start, 'roll');
    const illegal: [DiceRaceState, unknown, string][] = [
      [start, { kind: 'stop' }, 'roll at least once'],
      [start, { kind: 'die', face: 3 }, 'nobody rolled the die'],
      [rolling, { kind: 'roll' }, 'the die is rolling'],
      [rolling, { kind: 'die', face: 7 }, 'not a Dice Race move'],
      [rolling, { kind: 'die', face: 0 }, 'not a Dice Race move'],
      [start, null, 'not a Dice Race move'],
      [start, {}, 'not a Dice Race move'],
    ];
    for (const [s, move, why] of illegal) {
      expect(() => diceRace.play(s, move as DiceRaceMove)).toThrow(IllegalMoveError);
      expect(() => diceRace.play(s, move as DiceRaceMove)).toThrow(why);
    }
    expect(diceRace.parseMove('stop', start)).toEqual({
      ok: false,
      error: 'move "stop": roll at least once before stopping',
    });
    expect(diceRace.parseMove('7', rolling).ok).toBe(false);
  });

  it('reads the moves for everyone alike', () => {
    const s = state('track=20 tokens=5,3 turn=0 run=7 rolling');
    expect(diceRace.moveText?.(s, { kind: 'die', face: 1 }, 1)).toBe(
      'throws a 1 and loses a run of 7',
    );
    expect(diceRace.moveText?.(s, { kind: 'die', face: 5 }, 'all')).toBe('throws 5');
  });

  it('always ends within its bound on plies under random play', () => {
    for (const { params, final, plies } of games) {
      expect(diceRace.result(final), `${plies.length} of ${maxPlies(params)} plies`).not.toBeNull();
    }
  });
});

describe('Dice Race text', () => {
  it('round-trips every state and every legal move of the random games', () => {
    for (const { plies, final } of games.slice(0, 60)) {
      for (const s of [...plies.map((p) => p.state), final]) {
        const text = diceRace.stateToString(s);
        expect(unwrap(diceRace.parseState(text)), text).toEqual(s);
        for (const m of diceRace.legalMoves(s)) {
          expect(unwrap(diceRace.parseMove(diceRace.moveToString(m), s))).toEqual(m);
        }
      }
    }
  });

  it('rejects states that play cannot reach, saying why', () => {
    const bad = [
      ['track=9 tokens=0,0 turn=0 run=0', '10 to 40 squares'],
      ['track=20 tokens=0 turn=0 run=0', '1 tokens'],
      ['track=20 tokens=21,0 turn=0 run=0', 'past square 20'],
      ['track=20 tokens=20,20 turn=0 run=0', 'only one token'],
      ['track=20 tokens=20,3 turn=0 run=0 rolling', 'nobody rolls'],
      ['track=20 tokens=2,3 turn=2 run=0', 'turn=2'],
      ['track=20 tokens=2,3 turn=0 run=1', 'never 1'],
      ['track=20 tokens=12,3 turn=0 run=8', 'already have reached'],
      ['tokens=1,2', 'expected track='],
    ];
    for (const [text, why] of bad) {
      const parsed = diceRace.parseState(text as string);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toContain(why);
    }
  });
});

describe('Dice Race AIs', () => {
  const ai = (id: string) => {
    const found = engine.ais.find((a) => a.id === id);
    if (!found) throw new Error(`no AI ${id}`);
    return found;
  };

  it(`cautious rolls until its run reaches ${CAUTIOUS_RUN}, then stops`, () => {
    const context = aiContext(createRng(1));
    const choose = (run: number) =>
      ai('cautious').choose(state(`track=40 tokens=0,0 turn=0 run=${run}`), context).kind;
    expect([0, 2, 7, 8, 12].map(choose)).toEqual(['roll', 'roll', 'roll', 'stop', 'stop']);
  });

  it('choose legal moves, and finish every game', () => {
    for (const id of ['random', 'cautious']) {
      for (let i = 0; i < 50; i++) {
        const params = { players: 3, length: 30 };
        const { final } = playout(diceRace, params, i, maxPlies(params), (s, seat, rng) => {
          const choice = ai(id).choose(s, aiContext(rng, seat, { players: 3 }));
          expect(diceRace.legalMoves(s)).toContainEqual(choice);
          return choice;
        });
        expect(diceRace.result(final)).not.toBeNull();
      }
    }
  });
});
