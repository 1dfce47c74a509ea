import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../core/result.ts';
import type { Position } from '../fen.ts';
import { applyMove, parseState, positionMoves } from '../rules.ts';
import { Board } from './board.ts';
import { START_PERFT } from './perft-reference.ts';
import { boardOfState } from './state-board.ts';

function rulesPerft(p: Position, depth: number): number {
  const moves = positionMoves(p);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + rulesPerft(applyMove(p, m), depth - 1), 0);
}

const start = unwrap(parseState('B:W21-32:B1-12'));

describe('checkers perft', () => {
  it('matches the published counts at depths 1 to 7 on the bitboards', () => {
    const board = boardOfState(start);
    for (let d = 1; d <= 7; d++) expect(board.perft(d)).toBe(START_PERFT[d - 1]);
  });

  it('agrees with rules.ts at depth 6 from the start and from positions with kings and jumps', () => {
    expect(rulesPerft(start, 6)).toBe(boardOfState(start).perft(6));
    for (const fen of [
      'B:WK14,15,22,23,K30:BK10,1,2',
      'W:W18,19,K27,28:B9,10,K15,K23,6',
      'B:W6,7,14,15,K22:B1,2,K3',
    ]) {
      const s = unwrap(parseState(fen));
      for (let d = 1; d <= 5; d++)
        expect(boardOfState(s).perft(d), `${fen} depth ${d}`).toBe(rulesPerft(s, d));
    }
  });

  it('restores the board and its key after make and unmake', () => {
    const board = new Board(unwrap(parseState('B:WK14,15,22,23:BK10,1')));
    const before = [board.pieces[0], board.pieces[1], board.kings, board.keyLo, board.keyHi];
    const n = board.generate(0);
    for (let i = 0; i < n; i++) {
      board.make(i);
      board.unmake(i);
      expect([board.pieces[0], board.pieces[1], board.kings, board.keyLo, board.keyHi]).toEqual(
        before,
      );
    }
  });

  it("gives each capture's full path, the rules' move", () => {
    const s = unwrap(parseState('B:W6,14,15:B1'));
    const board = new Board(s);
    const n = board.generate(0);
    const paths = Array.from({ length: n }, (_, i) => board.path(i).join('x')).sort();
    expect(paths).toEqual(['1x10x17', '1x10x19']);
  });
});
