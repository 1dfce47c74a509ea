import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { ais, parsePlayer, randomPlayer, seedPlayer } from './ais.ts';
import { LEVELS } from './engine/levels.ts';
import { legalMoves, moveToString, parseState } from './rules.ts';

const START = unwrap(parseState('rrRrr/...../...../...../bbBbb tiger,crab horse,eel frog b'));

describe('computer players', () => {
  it('lists the engine levels weakest first, then a random player and the seed players', () => {
    expect(ais.map((a) => a.id)).toEqual([
      ...LEVELS.map((l) => `level:${l.id}`),
      'random',
      'seed-alphabeta:2',
      'seed-alphabeta:3',
      'seed-alphabeta:4',
      'seed-alphabeta:5',
      'seed-minimax:3',
    ]);
    expect(ais.map((a) => a.label)).toContain('Seed alpha-beta, depth 3');
  });

  it("plays the seed search's move, with the seed's card values or given ones", () => {
    expect(moveToString(seedPlayer('alphabeta', 3).choose(START, aiContext(createRng(1))))).toBe(
      'tiger:a1a3',
    );
    const zero = seedPlayer('minimax', 2, [0, 0, 0, 0, 0]);
    expect(zero.id).toBe('seed-minimax:2:0,0,0,0,0');
    expect(legalMoves(START)).toContainEqual(zero.choose(START, aiContext(createRng(1))));
    expect(legalMoves(START)).toContainEqual(randomPlayer.choose(START, aiContext(createRng(1))));
  });

  it('plays the same move for the same seed at every level, noise included', () => {
    for (const level of ais.filter((a) => a.id.startsWith('level:')).slice(0, 3)) {
      const move = level.choose(START, aiContext(createRng(5)));
      expect(legalMoves(START)).toContainEqual(move);
      expect(level.choose(START, aiContext(createRng(5)))).toEqual(move);
    }
  });

  it('reads player names', () => {
    expect(unwrap(parsePlayer('seed-alphabeta:5')).id).toBe('seed-alphabeta:5');
    expect(unwrap(parsePlayer('seed-alphabeta:3:1,2,3,4,5')).label).toBe(
      'Seed alpha-beta, depth 3, cards 1,2,3,4,5',
    );
    expect(unwrap(parsePlayer('random'))).toBe(randomPlayer);
    expect(parsePlayer('seed-negamax:3')).toMatchObject({ ok: false });
    expect(parsePlayer('seed-minimax:0')).toMatchObject({ ok: false });
    expect(parsePlayer('seed-minimax:3:1,2')).toMatchObject({ ok: false });
    expect(unwrap(parsePlayer('engine:100')).label).toBe('Engine, 100 ms a move');
    expect(unwrap(parsePlayer('engine-depth:6:hand')).label).toBe(
      'Engine, depth 6, hand evaluation',
    );
    expect(unwrap(parsePlayer('engine:100:tb0')).label).toBe('Engine, 100 ms a move, no tablebase');
    expect(unwrap(parsePlayer('engine-nodes:500:hand:tb4')).label).toBe(
      'Engine, 500 positions, hand evaluation, 4-piece tablebase',
    );
    expect(parsePlayer('engine:100:tb1')).toMatchObject({ ok: false });
    expect(unwrap(parsePlayer('level:club')).id).toBe('level:club');
    expect(parsePlayer('engine-depth:99')).toMatchObject({ ok: false });
    expect(parsePlayer('engine:100:clever')).toMatchObject({ ok: false });
    expect(parsePlayer('level:grandmaster')).toMatchObject({ ok: false });
  });
});
