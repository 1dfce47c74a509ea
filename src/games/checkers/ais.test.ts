import { describe, expect, it } from 'vitest';
import { aiContext } from '../../core/ai.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { parsePlayer } from './ais.ts';
import { legalMoves, moveToString, parseMove, parseState, play } from './rules.ts';

const offer = (fen: string) => {
  const s = unwrap(parseState(fen));
  return play(s, unwrap(parseMove('offer-draw', s)));
};

describe('checkers computer players', () => {
  it('answer a draw offer: accept when not better, decline when clearly better', () => {
    const ai = unwrap(parsePlayer('level:club'));
    const choose = (fen: string) => moveToString(ai.choose(offer(fen), aiContext(createRng(1), 1)));
    expect(choose('B:W21-32:B1-12')).toBe('accept-draw');
    // Red offers while a king down against Black's three kings: Black declines.
    expect(choose('B:WK20,K24,K28:BK1')).toBe('decline-draw');
  });

  it('every level plays a legal board move and never offers a draw', () => {
    const s = unwrap(parseState('B:W21-32:B1-12'));
    for (const id of ['level:beginner', 'level:casual', 'engine-depth:4', 'engine-nodes:5000']) {
      const m = unwrap(parsePlayer(id)).choose(s, aiContext(createRng(3), 0));
      expect(legalMoves(s).map(moveToString)).toContain(moveToString(m));
      expect(moveToString(m)).not.toBe('offer-draw');
    }
  });

  it('names what is wrong with a player', () => {
    expect(parsePlayer('level:grandmaster')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/the levels are beginner/),
    });
    expect(parsePlayer('engine-depth:99')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/depth is 1 to/),
    });
    expect(parsePlayer('stockfish')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected random, level/),
    });
  });
});
