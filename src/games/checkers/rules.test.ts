import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { formatPosition, parsePosition } from './fen.ts';
import {
  type CheckersState,
  checkers,
  isCapture,
  isDrawMove,
  legalMoves,
  mover,
  moveToString,
  parseMove,
  parseState,
  play,
  result,
  stateToString,
} from './rules.ts';

const at = (fen: string): CheckersState => unwrap(parseState(fen));
const moves = (s: CheckersState) =>
  legalMoves(s)
    .filter((m) => !isDrawMove(m))
    .map(moveToString);
const playAll = (s: CheckersState, list: string[]) =>
  list.reduce((state, m) => play(state, unwrap(parseMove(m, state))), s);
const start = checkers.setup({ position: 'start' }, null as never);

describe('checkers rules', () => {
  it('starts with Red on 1-12 to move, with the seven opening moves', () => {
    expect(stateToString(start)).toBe(
      'B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    expect(moves(start)).toEqual(['9-13', '9-14', '10-14', '10-15', '11-15', '11-16', '12-16']);
  });

  it('makes a capture compulsory: the other moves are not offered', () => {
    // Red man on 14, black man on 18: 14x23 is the only move although 14 and 1 could step.
    const s = at('B:W18:B1,14');
    expect(moves(s)).toEqual(['14x23']);
    expect(parseMove('1-5', s)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/compulsory/),
    });
  });

  it('goes on jumping while it can, one move per path', () => {
    // Red man on 1; black men on 6, 15 and 14: 1x10x19 or 1x10x17? 10 to 17 over 14 is backward
    // for a man? No: 14 is in row 3, forward for Red. Both paths are listed.
    const s = at('B:W6,14,15:B1');
    expect(moves(s)).toEqual(['1x10x17', '1x10x19']);
    expect(unwrap(parseMove('1x10x19', s))).toEqual([1, 10, 19]);
    // By its ends when only one path leads there.
    expect(unwrap(parseMove('1x19', s))).toEqual([1, 10, 19]);
  });

  it('asks for the whole path when two captures join the same squares', () => {
    // A red king on 10 can take 14, 22, 23 and 15 round a square either way, back to 10.
    const s = at('B:W14,15,22,23:BK10');
    const around = moves(s).filter((m) => m.startsWith('10x') && m.endsWith('x10'));
    expect(around).toEqual(['10x17x26x19x10', '10x19x26x17x10']);
    expect(parseMove('10x10', s)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/several captures/),
    });
  });

  it('men move forward only, kings both ways', () => {
    expect(moves(at('B:W32:B14'))).toEqual(['14-17', '14-18']);
    expect(moves(at('B:W32:BK14'))).toEqual(['14-9', '14-10', '14-17', '14-18']);
    expect(moves(at('W:W18:B1'))).toEqual(['18-14', '18-15']);
  });

  it('crowns a man reaching the far row, and a capture that crowns ends there', () => {
    const s = playAll(at('B:W32:B25'), ['25-29']);
    expect(s.board[28]).toBe('R');
    // Red man on 22 takes 26 to land on 31 (crowned); as a king it could take 27 next, but stops.
    const c = at('B:W26,27,5:B22');
    expect(moves(c)).toEqual(['22x31']);
    const after = playAll(c, ['22x31']);
    expect(after.board[30]).toBe('R');
    expect(after.board[26]).toBe('b');
    expect(after.toMove).toBe(1);
  });

  it('a side with no move loses: blocked, or no checkers left', () => {
    expect(result(at('W:W:B1'))).toMatchObject({ kind: 'win', winner: 0 });
    const noPieces = playAll(at('B:W18:B14'), ['14x23']);
    expect(result(noPieces)).toMatchObject({
      kind: 'win',
      winner: 0,
      detail: 'Black has no pieces left',
    });
    // Black man on 29 blocked by red men on 25 and a red man on 22 guarding the jump square.
    const blocked = at('W:W29:B25,22');
    expect(legalMoves(blocked)).toEqual([]);
    expect(result(blocked)).toMatchObject({ kind: 'win', winner: 0, detail: 'Black cannot move' });
  });

  it('draws on the third time the same position comes with the same side to move', () => {
    const s0 = at('B:WK32:BK1');
    const cycle = ['1-5', '32-27', '5-1', '27-32'];
    const once = playAll(s0, cycle);
    expect(result(once)).toBeNull();
    const twice = playAll(once, cycle);
    expect(result(twice)).toMatchObject({ kind: 'draw', detail: 'the same position a third time' });
    expect(legalMoves(twice)).toEqual([]);
  });

  it('draws after 40 moves each with no capture and no man moved; a man move resets the count', () => {
    // Two kings wander, each time to the square whose position has been seen least.
    const seen = new Map<string, number>();
    let s = at('B:WK32,K29:BK1,K4');
    for (let ply = 0; ply < 80; ply++) {
      expect(result(s)).toBeNull();
      const options = legalMoves(s)
        .filter((m) => !isDrawMove(m))
        .map((m) => play(s, m))
        .filter((n) => n.quiet.length > 0 && !legalMoves(n).some(isCapture));
      const count = (n: CheckersState) => seen.get(n.board + n.toMove) ?? 0;
      const next = options.reduce((a, b) => (count(b) < count(a) ? b : a));
      seen.set(next.board + next.toMove, count(next) + 1);
      s = next;
    }
    expect(result(s)?.kind).toBe('draw');
    expect(result(s)?.detail).toBe('40 moves each without a capture or a man moved');
    expect(s.quiet).toHaveLength(80);
    // A man move starts the count again.
    const reset = playAll(at('B:WK32,21:BK1,12'), ['1-5', '21-17']);
    expect(reset.quiet).toEqual([]);
  });

  it('draws by agreement: an offer, then the answer; a refusal makes the offerer move first', () => {
    const offered = playAll(start, ['offer-draw']);
    expect(mover(offered)).toBe(1);
    expect(legalMoves(offered).map(moveToString)).toEqual(['accept-draw', 'decline-draw']);
    expect(stateToString(offered)).toBe(`${stateToString(start)} offer-draw`);
    expect(unwrap(parseState(stateToString(offered)))).toEqual(offered);
    const agreed = playAll(offered, ['accept-draw']);
    expect(result(agreed)).toEqual({ kind: 'draw', detail: 'agreed' });
    expect(legalMoves(agreed)).toEqual([]);
    const declined = playAll(offered, ['decline-draw']);
    expect(mover(declined)).toBe(0);
    expect(result(declined)).toBeNull();
    expect(legalMoves(declined).map(moveToString)).not.toContain('offer-draw');
    expect(parseMove('offer-draw', declined)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/move on the board first/),
    });
    expect(unwrap(parseState(stateToString(declined)))).toEqual(declined);
    // After a board move Black may offer, and Red may offer again later.
    const next = playAll(declined, ['11-15']);
    expect(legalMoves(next).map(moveToString)).toContain('offer-draw');
    expect(next.draw).toBeUndefined();
    expect(() => play(start, [-1])).toThrow(/not possible here/);
  });

  it('round-trips states with their king moves since the last capture or man move', () => {
    const s = playAll(at('B:WK32:BK1,12'), ['1-5', '32-27', '5-9']);
    const text = stateToString(s);
    expect(text).toBe('B:WK32:BK1,12 1-5 32-27 5-9');
    expect(unwrap(parseState(text))).toEqual(s);
    expect(parseState('B:WK32:BK1,12 12-16')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a king move/),
    });
  });

  it('reads FEN with ranges and says what is wrong with a bad one', () => {
    expect(formatPosition(unwrap(parsePosition('B:W21-32:B1-12')))).toBe(stateToString(start));
    for (const [bad, why] of [
      ['X:W1:B2', /expected a FEN/],
      ['B:W33:B1', /squares are 1 to 32/],
      ['B:W1,1:B2', /given twice/],
      ['B:W5:B5', /given twice/],
      ['B:W2:B9', /would be a king/],
      ['B:Wx:B1', /not a square/],
    ] as const) {
      expect(parsePosition(bad)).toMatchObject({ ok: false, error: expect.stringMatching(why) });
    }
  });

  it('rejects malformed moves with a reason', () => {
    expect(parseMove('hello', start)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/expected squares/),
    });
    expect(parseMove('11-40', start)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no square 40/),
    });
    expect(parseMove('11-14', start)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not legal/),
    });
    expect(() => play(start, [11, 14])).toThrow(/not a legal move/);
  });

  it('reads a move list with numbers, as the URL and PDN write it', () => {
    const list = unwrap(
      checkers.moveList?.parse(start, '1. 11-15 23-19 2. 8-11 22-17') ?? { ok: false, error: '' },
    );
    expect(list.map(moveToString)).toEqual(['11-15', '23-19', '8-11', '22-17']);
    expect(checkers.moveList?.parse(start, '11-15 11-15')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/move 2/),
    });
  });
});
