import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { formatPdn, parsePdn } from './pdn.ts';
import { checkers, moveToString, parseState, play } from './rules.ts';

describe('checkers PDN', () => {
  it('writes a game and reads it back', () => {
    const start = unwrap(parseState('B:W21-32:B1-12'));
    const list = unwrap(
      checkers.moveList?.parse(start, '11-15 23-19 8-11 22-17') ?? { ok: false, error: '' },
    );
    const end = list.reduce(play, start);
    const text = formatPdn(
      { tags: { Event: 'Test' }, position: 'start', moves: list },
      checkers.result(end),
    );
    expect(text).toContain('[Event "Test"]');
    expect(text).toContain('[GameType "21"]');
    expect(text).toContain('1. 11-15 23-19 2. 8-11 22-17 *');
    const back = unwrap(parsePdn(text));
    expect(back.position).toBe('start');
    expect(back.moves.map(moveToString)).toEqual(['11-15', '23-19', '8-11', '22-17']);
  });

  it('reads a FEN tag, comments, variations, a move number for Black and the result', () => {
    const text = `[Event "Ending"]\n[FEN "W:W18:B14,1"]\n\n1... 18x9 {forced} (1... 18-15?) 2. 1-5 9-6 1-0\n`;
    const game = unwrap(parsePdn(text));
    expect(game.position).toBe('W:W18:B1,14');
    expect(game.moves.map(moveToString)).toEqual(['18x9', '1-5', '9-6']);
    const out = formatPdn(game, null);
    expect(out).toContain('[FEN "W:W18:B1,14"]');
    expect(out).toContain('1... 18x9 2. 1-5 9-6 *');
  });

  it('refuses a bad file, naming the line and the move at fault', () => {
    expect(parsePdn('[Event "x"]\n1. 11-15 23-19\n2. 11-14')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^PDN, line 3, column 4, move 3: move "11-14" is not legal/),
    });
    expect(parsePdn('[Event "x"\n1. 11-15')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/line 1.*\[Name "value"\]/),
    });
    expect(parsePdn('[GameType "20"]\n1. 32-28')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not English draughts/),
    });
    expect(parsePdn('[FEN "Q:W1"]\n')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/FEN tag/),
    });
    expect(parsePdn('1. 11-15 {never closed')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/never closed/),
    });
    expect(parsePdn('1. hello')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected squares/),
    });
  });
});
