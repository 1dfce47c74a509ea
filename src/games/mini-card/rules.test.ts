import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../core/game.ts';
import { unwrap } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { play as playAssignment } from './assignment.ts';
import { dealtOf, miniCard, startState } from './rules.ts';
import { discardFirst } from './strategies.ts';

describe('Mini Card Game as a game', () => {
  it('makes the draws by itself and waits at the first discard', () => {
    const s = startState(
      ['3H', '2H', 'AH', 'JD', 'QD', 'JC'],
      ['draw', 'draw', 'draw', 'discard'],
      16,
    );
    expect(miniCard.stateToString(s)).toBe(
      'goal=16 cards=JD,QD,JC moves=discard held=3H,2H,AH steps=+3H,+2H,+AH',
    );
    expect(miniCard.legalMoves(s)).toEqual(['3H', '2H', 'AH']);
    const end = miniCard.play(s, '3H');
    expect(miniCard.result(end)).toEqual({
      kind: 'scores',
      scores: [1],
      detail:
        'Game over: no moves left. 13 points against goal 16, prescore 3, halved for one colour',
    });
    expect(() => miniCard.play(end, '2H')).toThrow(IllegalMoveError);
  });

  it('plays like the assignment when the first card is always discarded', () => {
    const rng = createRng(3);
    for (let n = 0; n < 300; n++) {
      let s = miniCard.setup({ cards: 8, moves: 8 }, rng);
      const { cards, moves, goal } = dealtOf(s);
      while (!miniCard.result(s)) s = miniCard.play(s, s.held[0] as never);
      const score = (miniCard.result(s) as { scores: number[] }).scores[0];
      expect(score).toBe(playAssignment(cards, moves, goal, discardFirst));
    }
  });

  it('ends right after a draw past the goal', () => {
    const s = startState(['KS', 'QS', '2H'], ['draw', 'draw', 'discard'], 15);
    expect(miniCard.result(s)?.detail).toContain('over the goal');
    expect(miniCard.legalMoves(s)).toEqual([]);
  });

  it('rejects cards not held, and explains bad states', () => {
    const s = startState(['3H', '2H'], ['draw', 'discard'], 10);
    expect(() => miniCard.play(s, '2H')).toThrow('"2H" is not a held card');
    expect(miniCard.parseMove('2H', s)).toEqual({ ok: false, error: '2H is not held (held: 3H)' });
    expect(unwrap(miniCard.parseState(miniCard.stateToString(s)))).toEqual(s);
    expect(miniCard.parseState('goal=10 cards=2H moves=draw held= steps=')).toEqual({
      ok: false,
      error: 'the next move is a draw; states wait at a discard or at the end',
    });
    expect(miniCard.parseState('goal=10 cards= moves=discard held=3H steps=+4H')).toEqual({
      ok: false,
      error: 'held cards do not follow from the steps',
    });
  });

  it('refuses a goal past the safe whole numbers instead of reading Infinity', () => {
    expect(miniCard.parseState(`goal=${'9'.repeat(400)} cards= moves= held= steps=`)).toEqual({
      ok: false,
      error: 'goal: is too large: whole numbers go up to ±9007199254740991',
    });
  });
});
